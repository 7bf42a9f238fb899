// What index.html's inline script paints on a first screen (shell/public/first-answers.cjs), for
// the remotes' tests that keep its copies in step with their components. The script asks the
// site's own '/api'; here that is the real test API.
import { act } from '@testing-library/react';

import { FIRST_ANSWERS_GLOBAL } from '../api/first-answers';
import { setLanguage } from '../i18n/catalogue';
import { realApiUrl, useRealApi } from './real-api';

/** first-answers.cjs's `firstAnswers(path, language)`, as the test requires it. */
export type FirstAnswersScript = (path: string, language: 'en' | 'ar') => Promise<void>;

/** index.html's frame, as the inline script finds it. */
const FRAME =
  '<div id="root"><div class="site" data-pre-paint-frame><main class="site__main"></main></div></div>';

/** Runs the script at `path` in a fresh index.html frame; the section it painted. */
async function paintedFirstScreen(
  firstAnswers: FirstAnswersScript,
  path: string,
  language: 'en' | 'ar',
): Promise<Element> {
  document.body.innerHTML = FRAME;
  const siteFetch = window.fetch;
  window.fetch = (url, init) => siteFetch(`${realApiUrl()}${String(url)}`, init);
  try {
    void firstAnswers(path, language);
    for (let waited = 0; waited < 5000; waited += 20) {
      const painted = document.querySelector('main.site__main > [data-pre-painted]');
      if (painted) return painted;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`nothing was pre-painted at ${path}`);
  } finally {
    window.fetch = siteFetch;
  }
}

/** Clears the page and the answers the script left for the app. */
function forgetFirstScreen(): void {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[FIRST_ANSWERS_GLOBAL];
}

/**
 * A first-screen test's setting (the real API; after each test a clean page and English again) and
 * its painter: the page in `language`, the script run at `path`, the section it painted.
 */
export function firstScreenPainter(firstAnswers: FirstAnswersScript) {
  beforeAll(() => useRealApi());
  afterEach(async () => {
    forgetFirstScreen();
    await act(() => setLanguage('en'));
  });
  return async (path: string, language: 'en' | 'ar'): Promise<Element> => {
    await act(() => setLanguage(language));
    return paintedFirstScreen(firstAnswers, path, language);
  };
}
