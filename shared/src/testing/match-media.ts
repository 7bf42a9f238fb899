// jsdom has no window.matchMedia, which swiper's breakpoints and the reduced-motion checks read.
// This answers the only queries the apps ask, for a window of the given width: min-width in px
// and prefers-reduced-motion. Anything else is an error, so a test never passes on a guess.

export interface MediaEnvironment {
  width: number;
  reducedMotion: boolean;
}

function matches(query: string, env: MediaEnvironment): boolean {
  const minWidth = /^\(min-width:\s*(\d+(?:\.\d+)?)px\)$/.exec(query.trim());
  if (minWidth) return env.width >= Number(minWidth[1]);
  if (/^\(prefers-reduced-motion:\s*reduce\)$/.test(query.trim())) return env.reducedMotion;
  throw new Error(`match-media: no answer for the media query ${query}`);
}

/** Installs matchMedia (and innerWidth) answering for `env`. */
export function setMediaEnvironment(env: MediaEnvironment): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: env.width });
  window.matchMedia = ((query: string) => ({
    matches: matches(query, env),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
