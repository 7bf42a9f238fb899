// Every list's query (page, page_size, search, ordering) against odd values: never a 500, always
// 200 or a 400 naming the field (docs/design/api.md#errors), or the 404 of a page past the last.
import type { RouteOptions } from 'fastify';
import { adminSuite } from '../test/admin-test-kit';
import { json } from '../test/helpers';
import { SET_UP_TIMEOUT_MS } from '../test/suite';

const routes: RouteOptions[] = [];
const { ctx, tokens } = adminSuite({ onRoute: (route) => routes.push(route) });

const LIST_PARAMS = ['page', 'page_size', 'search', 'ordering'] as const;
const ODD_VALUES = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '-constructor',
  'id,__proto__',
  '\u0000',
  'a\u0000b',
  '%',
  '_',
  '\\',
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  'id; SELECT pg_sleep(0)',
  '-1',
  '0',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  '9999999',
  '99999999999999999999',
  'abc',
  ' ',
  ',',
  '-',
  '--id',
  'id,,id',
  'x'.repeat(201),
  'x'.repeat(5000),
  'مرحبا',
  '😀',
  '\uFFFF',
];
/** Already encoded: bytes that are not UTF-8, a lone surrogate, a broken escape. */
const RAW_VALUES = ['%FF', '%ED%A0%80', '%E0%A4%A', '%', '%%', '&&', '=', 'page=1'];
const ENCODED = [...ODD_VALUES.map(encodeURIComponent), ...RAW_VALUES];

/** The GET lists: routes whose query takes a page or an ordering, without a path parameter. */
function lists(): string[] {
  return routes
    .filter((route) => ([] as string[]).concat(route.method).includes('GET'))
    .filter((route) => !route.url.includes(':'))
    .filter((route) => {
      const query = route.schema?.querystring as
        { properties?: Record<string, unknown> } | undefined;
      return LIST_PARAMS.some((name) => query?.properties?.[name] !== undefined);
    })
    .map((route) => route.url);
}

test(
  'every list answers odd page, page_size, search and ordering values with 200, 400 or 404',
  async () => {
    const urls = lists();
    // Every back-office list and the learners' own (docs/design/back-office.md#lists).
    expect(urls.filter((url) => url.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(17);
    expect(urls.filter((url) => !url.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(1);
    // Named, so that losing one fails here (docs/credentials.md#revocation).
    expect(urls).toEqual(expect.arrayContaining(['/api/admin/certificates/']));
    const failures: string[] = [];
    let tried = 0;
    for (const url of urls) {
      const token = url.startsWith('/api/admin/') ? tokens.admin : tokens.learner;
      for (const name of LIST_PARAMS) {
        for (const query of [
          ...ENCODED.map((value) => `${name}=${value}`),
          `${name}=1&${name}=2`,
        ]) {
          const response = await ctx.request({ method: 'GET', url: `${url}?${query}`, token });
          tried += 1;
          const body = response.body ? (json<Record<string, unknown>>(response) ?? {}) : {};
          const fine =
            response.statusCode === 200 ||
            (response.statusCode === 400 && Object.keys(body).includes(name)) ||
            (response.statusCode === 404 && name === 'page' && typeof body.detail === 'string');
          if (!fine) failures.push(`${url}?${query} → ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // Some thirty lists, a few hundred requests each: more than jest's default 30 s on a busy machine.
  },
  SET_UP_TIMEOUT_MS,
);

test("a list's refusals are said in the page's language (docs/design/languages.md#api-errors)", async () => {
  const ask = async (query: string) => {
    const response = await ctx.request({
      method: 'GET',
      url: `/api/attempts/?${query}`,
      token: tokens.learner,
      headers: { 'accept-language': 'ar' },
    });
    return [response.statusCode, json(response)];
  };
  expect(await ask('page=999')).toEqual([404, { detail: 'صفحة غير صالحة.' }]);
  expect(await ask('ordering=bogus')).toEqual([
    400,
    { ordering: ['لا يمكن الترتيب حسب "bogus". رتّب حسب أحد هذه: started_at.'] },
  ]);
  expect(await ask('search=%00')).toEqual([400, { search: ['لا يُسمح بالمحرف الصفري (null).'] }]);
});
