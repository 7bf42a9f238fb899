// The part of a staff preview (docs/releases.md#preview) every page carries: whether this tab asks
// for one. Only then does the preview's own code (preview.ts, the banner) load, so learners' pages
// never carry it.
export const PREVIEW_KEY = 'academy.preview';
export const PREVIEW_PARAM = 'preview';

export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A preview link in the address bar, or one this tab keeps from before. */
export function previewRequested(): boolean {
  return (
    new URLSearchParams(window.location.search).has(PREVIEW_PARAM) ||
    tabStorage()?.getItem(PREVIEW_KEY) != null
  );
}
