// The page's one language (docs/design/languages.md#switch-and-direction). It lives in
// @academy/shared, a Module Federation singleton, so switching it in the shell's top bar switches
// the shell and every remote at once.
import { create } from 'zustand';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';

/** localStorage key of the learner's choice (docs/design/languages.md#switch-and-direction). */
export const LANGUAGE_STORAGE_KEY = 'Lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The `Intl` locale for numbers, dates and prices: Arabic as written in Egypt or Saudi Arabia
 * when the visitor is there (the checkout's geolocation tells), else plain Arabic; English is
 * always 'en' (the spec's copy and its US-style grouping).
 */
export function localeOf(language: Language, country: string | null): string {
  if (language === 'en') return 'en';
  return country === 'EG' || country === 'SA' ? `ar-${country}` : 'ar';
}

/** The saved choice, else the browser's first language we speak, else English. */
export function initialLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage blocked (private mode): fall through to the browser's language.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export interface LanguageState {
  /** The language on screen: its catalogues are loaded (see catalogue.ts). */
  language: Language;
  direction: Direction;
  /** ISO country of the visitor once geolocated (for ar-EG / ar-SA formatting), else null. */
  country: string | null;
  locale: string;
  /**
   * Internal: shows a language whose catalogues are loaded, remembering it as the learner's
   * choice or not. Use setLanguage() from catalogue.ts.
   */
  show: (language: Language, remember: boolean) => void;
  setCountry: (country: string | null) => void;
}

/** Mirrors the language on <html lang dir>, which the whole stylesheet's logical layout follows. */
export function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: 'en',
  direction: 'ltr',
  country: null,
  locale: 'en',
  show(language, remember) {
    try {
      if (remember) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not kept across visits when storage is blocked; the page still switches.
    }
    applyToDocument(language);
    set({
      language,
      direction: directionOf(language),
      locale: localeOf(language, get().country),
    });
  },
  setCountry(country) {
    set({ country, locale: localeOf(get().language, country) });
  },
}));

/** The language on screen, for components (re-renders when it changes). */
export const useLanguage = (): Language => useLanguageStore((state) => state.language);
/** The `Intl` locale on screen, for components. */
export const useLocale = (): string => useLanguageStore((state) => state.locale);
