import { PassThrough } from 'node:stream';
import { createTestApp, type TestContext } from '../test/helpers';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** An app logging at `level` into the returned array, one parsed line per entry. */
async function appLoggingAt(level: string): Promise<{ ctx: TestContext; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as LogLine);
    }
  });
  const ctx = await createTestApp({ env: { LOG_LEVEL: level }, logStream: stream });
  return { ctx, lines };
}

test('at info (the default) a request writes no line of its own; an error still does', async () => {
  const { ctx, lines } = await appLoggingAt('info');
  try {
    expect((await ctx.request({ method: 'GET', url: '/api/courses/' })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    expect(lines).toEqual([]);

    // The database gone: a 500, logged at error with the request it answered. The receipt-mail
    // run the app starts when ready must be over first, or its own failure is logged too.
    await ctx.app.mailOutbox.idle();
    await ctx.db.close();
    expect((await ctx.request({ method: 'GET', url: '/api/courses/' })).statusCode).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        req: expect.objectContaining({ method: 'GET', url: '/api/courses/' }),
      }),
    ]);
  } finally {
    await ctx.close();
  }
});

test('at debug each request is logged when it comes in and when it is answered', async () => {
  const { ctx, lines } = await appLoggingAt('debug');
  try {
    await ctx.request({ method: 'GET', url: '/api/courses/' });
    const own = lines.filter((line) => line.reqId !== undefined);
    expect(own).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'incoming request',
        req: expect.objectContaining({ method: 'GET', url: '/api/courses/' }),
      }),
      expect.objectContaining({ level: 20, msg: 'request completed', res: { statusCode: 200 } }),
    ]);
  } finally {
    await ctx.close();
  }
});
