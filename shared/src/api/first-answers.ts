// The answers index.html's inline script asked for before the app started (issue 24;
// shell/public/first-answers.cjs): /Blog's posts, a checkout's course. The first GET of that path
// takes it instead of asking the API again; a later GET asks as usual.

/** Where the inline script leaves them: API path → its JSON, or null when the ask failed. */
export const FIRST_ANSWERS_GLOBAL = '__academyFirstAnswers';

type FirstAnswers = Record<string, Promise<unknown> | undefined>;

function firstAnswers(): FirstAnswers | undefined {
  return (window as unknown as Record<string, FirstAnswers | undefined>)[FIRST_ANSWERS_GLOBAL];
}

/**
 * The inline script's answer for `path` (once: it is removed as it is taken), or undefined when
 * there is none. Only for the site's own API root: the script asked `/api{path}`.
 */
export async function takeFirstAnswer(path: string, apiBaseUrl: string): Promise<unknown> {
  const answers = typeof window === 'undefined' ? undefined : firstAnswers();
  const answer = apiBaseUrl === '/api' ? answers?.[path] : undefined;
  if (answer === undefined) return undefined;
  delete answers![path];
  // null: the early ask failed; the caller asks the API and handles what it answers.
  return (await answer) ?? undefined;
}
