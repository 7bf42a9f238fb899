// Each package's UI copy is a catalogue: its English messages (messages.ts, the spec's copy
// verbatim) and an Arabic one beside it (messages.ar.ts) of the same type, so a missing or
// mistyped Arabic key fails the type check (and catalogueGaps() in a test). The Arabic file is its
// own chunk, loaded only when Arabic is chosen: the English page never carries it.
//
// Why not a library (README, libraries): i18next with react-i18next is 19 KB gzip and react-intl
// more, against a home page budget of ±3 KB (issue 21); Lingui's runtime is small but wants ICU
// strings compiled by its own extract step and an SWC plugin pinned to our @swc/core. Our messages
// are typed TypeScript, plural forms come from Intl.PluralRules (plural.ts: all six Arabic forms)
// and formatting from Intl, so what is left for a library (a current language and lazy loading) is
// the code below.
import { useLanguageStore, initialLanguage, type Language } from './language-store';

/** A catalogue's messages: texts and functions that build texts (plurals, numbers, names). */
export type Messages = { readonly [key: string]: unknown };

type Loader<M> = () => Promise<M>;

export interface Catalogue<M extends Messages> {
  readonly name: string;
  readonly en: M;
  /** The messages in the language on screen, for components: re-renders on a switch. */
  useMessages(): M;
  /** The messages in the language on screen now, for code outside components (not reactive). */
  current(): M;
  /** Loads the catalogue of a language (resolves at once when loaded). */
  load(language: Language): Promise<void>;
}

const registry = new Map<string, Catalogue<Messages>>();

/**
 * Declares a package's catalogue. `ar` is a dynamic import, so webpack splits the Arabic copy
 * into a chunk of its own.
 */
export function defineCatalogue<M extends Messages>(
  name: string,
  en: M,
  loaders: { ar: Loader<M> },
): Catalogue<M> {
  const loaded: Partial<Record<Language, M>> = { en };
  const pending: Partial<Record<Language, Promise<void>>> = {};

  const load = (language: Language): Promise<void> => {
    if (loaded[language]) return Promise.resolve();
    const loader = loaders[language as Exclude<Language, 'en'>];
    pending[language] ??= loader().then(
      (messages) => {
        loaded[language] = messages;
      },
      (error: unknown) => {
        // A chunk that failed (a network blip) may be asked for again.
        delete pending[language];
        throw error;
      },
    );
    return pending[language];
  };

  const inLanguage = (language: Language): M | undefined => loaded[language];

  const catalogue: Catalogue<M> = {
    name,
    en,
    load,
    current: () => inLanguage(useLanguageStore.getState().language) ?? en,
    useMessages() {
      const language = useLanguageStore((state) => state.language);
      // A remote first opened after the switch: suspend until its Arabic arrives (the remote's
      // Suspense boundary shows its fallback), rather than flash English. (Thrown, not use()d:
      // React's use() did not retry a promise made outside the render in our tests.)
      const messages = inLanguage(language);
      if (messages) return messages;
      throw load(language);
    },
  };
  registry.set(name, catalogue as unknown as Catalogue<Messages>);
  // Arabic chosen on an earlier visit: start loading at once, beside the remote's own code.
  const language = useLanguageStore.getState().language;
  if (language !== 'en') void load(language).catch(() => undefined);
  return catalogue;
}

/**
 * Switches the page's language: every catalogue already on the page loads first, then the whole
 * page re-renders in the new language at once (no half-English screen in between).
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await Promise.all([...registry.values()].map((catalogue) => catalogue.load(language)));
  useLanguageStore.getState().show(language, remember);
}

/**
 * At start (the shell's bootstrap, before the first render): the saved or browser language, with
 * its catalogues loaded. A catalogue that cannot load leaves the page in English.
 */
export async function startLanguage(): Promise<void> {
  try {
    // Not written back: a browser's language is followed until the learner picks one.
    await setLanguage(initialLanguage(), { remember: false });
  } catch {
    useLanguageStore.getState().show('en', false);
  }
}

/**
 * The keys an Arabic catalogue lacks or gives the wrong kind of value (text vs function), for
 * the completeness tests of each package; [] when complete.
 */
export function catalogueGaps(en: Messages, other: Messages, prefix = ''): string[] {
  const gaps: string[] = [];
  for (const [key, value] of Object.entries(en)) {
    const there = other[key];
    const name = `${prefix}${key}`;
    if (there === undefined) gaps.push(`${name}: missing`);
    else if (typeof there !== typeof value)
      gaps.push(`${name}: ${typeof there}, not ${typeof value}`);
    else if (typeof value === 'string' && value !== '' && there === '') gaps.push(`${name}: empty`);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      gaps.push(...catalogueGaps(value as Messages, there as Messages, `${name}.`));
  }
  return gaps;
}
