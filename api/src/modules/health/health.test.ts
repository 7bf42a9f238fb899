import { json } from '../../test/helpers';
import { appSuite } from '../../test/suite';

const ctx = appSuite();
test('GET /api/health checks the database', async () => {
  const res = await ctx.request({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(json(res)).toEqual({ status: 'ok' });
});

test('unknown /api paths answer 404 {"detail":"Not found."}', async () => {
  for (const url of ['/api/nothing-here', '/api/courses/1/2/3/4', '/api/']) {
    const res = await ctx.request({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'Not found.' });
  }
});
