import { setRuntimeConfig } from '../config/runtime-config';
import { apiClient } from './api-client';
import { FIRST_ANSWERS_GLOBAL } from './first-answers';

// index.html's inline script (shell/public/first-answers.cjs) leaves its answers here.
const { FIRST_ANSWERS_GLOBAL: inlineScriptGlobal } = jest.requireActual<{
  FIRST_ANSWERS_GLOBAL: string;
}>('../../../shell/public/first-answers.cjs');

const page = window as unknown as Record<string, unknown>;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // jsdom reports each refused connection on the console: the refusals are the point here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  delete page[FIRST_ANSWERS_GLOBAL];
  setRuntimeConfig({ apiBaseUrl: '/api' });
});

/** A GET that reached the network: nothing listens at jsdom's origin, so it fails. */
const askedTheNetwork = (call: Promise<unknown>) => expect(call).rejects.toThrow();

it('looks where the inline script leaves its answers', () => {
  expect(FIRST_ANSWERS_GLOBAL).toBe(inlineScriptGlobal);
});

it('gives the first GET of a path its first answer, and asks the API for any later one', async () => {
  setRuntimeConfig({ apiBaseUrl: '/api' });
  const posts = [{ id: 1, title: 'Exam day checklist' }];
  page[FIRST_ANSWERS_GLOBAL] = { '/blogs/': Promise.resolve(posts) };

  await expect(apiClient.get('/blogs/')).resolves.toEqual({ data: posts, status: 200 });
  await askedTheNetwork(apiClient.get('/blogs/'));
});

it('asks the API when the first answer failed, or when the API is elsewhere', async () => {
  setRuntimeConfig({ apiBaseUrl: '/api' });
  page[FIRST_ANSWERS_GLOBAL] = { '/courses/1': Promise.resolve(null) };
  await askedTheNetwork(apiClient.get('/courses/1'));

  // The inline script asked the site's own /api: an API on another origin answers for itself.
  setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9/api' });
  page[FIRST_ANSWERS_GLOBAL] = { '/courses/1': Promise.resolve({ id: 1 }) };
  await askedTheNetwork(apiClient.get('/courses/1'));
});
