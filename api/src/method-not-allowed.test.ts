// A known path asked with a method it does not take: 405 with `Allow`, in the API's error shape
// (docs/design/api.md#errors); an unknown path stays 404.
import type { RouteOptions } from 'fastify';
import { json } from './test/helpers';
import { appSuite } from './test/suite';

const routes: RouteOptions[] = [];
const ctx = appSuite({ onRoute: (route) => routes.push(route) });

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Each API path pattern (no wildcard) and the methods its routes take. */
function apiPaths(): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) continue;
    const methods = paths.get(route.url) ?? new Set<string>();
    for (const method of ([] as string[]).concat(route.method)) methods.add(method);
    paths.set(route.url, methods);
  }
  return paths;
}

/** Whether a concrete path fits a pattern: the same segments, a parameter fitting any but none. */
function fits(pattern: string, url: string): boolean {
  const expected = pattern.split('/');
  const actual = url.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

test('every API path answers a method it does not take with 405 and Allow', async () => {
  const paths = apiPaths();
  expect(paths.size).toBeGreaterThan(80);
  const wrong: string[] = [];
  let asked = 0;
  for (const [pattern, methods] of paths) {
    // A parameter's value that fits an id and a key alike.
    const url = pattern.replace(/:[A-Za-z_]+(\([^)]*\))?/g, '1');
    // Not a method another path takes there (`reorder/` is also an `:id/` to GET).
    const taken = [...paths].filter(([other]) => other !== pattern && fits(other, url));
    const method = METHODS.find(
      (candidate) => !methods.has(candidate) && !taken.some(([, others]) => others.has(candidate)),
    );
    if (!method) continue;
    const response = await ctx.request({ method, url });
    asked += 1;
    // Every method some path takes there.
    const allowed = [...new Set([...methods, ...taken.flatMap(([, others]) => [...others])])]
      .sort()
      .join(', ');
    const seen = [response.statusCode, response.headers.allow, response.body];
    const expected = [405, allowed, JSON.stringify({ detail: 'Method not allowed.' })];
    if (JSON.stringify(seen) !== JSON.stringify(expected)) {
      wrong.push(`${method} ${url}: ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);
    }
  }
  expect(asked).toBeGreaterThan(80);
  expect(wrong).toEqual([]);
});

test('the 405 is said in the page language; an unknown path is still 404', async () => {
  const arabic = await ctx.request({
    method: 'DELETE',
    url: '/api/courses/',
    headers: { 'accept-language': 'ar' },
  });
  expect([arabic.statusCode, json(arabic)]).toEqual([405, { detail: 'الطريقة غير مسموح بها.' }]);
  const unknown = await ctx.request({ method: 'POST', url: '/api/no-such-thing/' });
  expect([unknown.statusCode, json(unknown), unknown.headers.allow]).toEqual([
    404,
    { detail: 'Not found.' },
    undefined,
  ]);
});
