import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, json, NEWBIE, type TestContext } from '../../test/helpers';
import { LibreTranslateClient } from './translator';

/**
 * A LibreTranslate stand-in: "translates" by wrapping the text, and records the calls. A text
 * starting with 'EMPTY' is answered with an empty translation; `delay` slows every answer.
 */
async function startTranslateServer() {
  const calls: Record<string, unknown>[] = [];
  let failing = false;
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/translate' || failing) {
        res.writeHead(failing ? 500 : 404).end();
        return;
      }
      const request = JSON.parse(body) as { q: string; target: string };
      calls.push(request);
      const translatedText = request.q.startsWith('EMPTY')
        ? ' '
        : `[${request.target}] ${request.q}`;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ translatedText }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    fail(value: boolean) {
      failing = value;
    },
    delay(ms: number) {
      delayMs = ms;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let token: string;
let mt: Awaited<ReturnType<typeof startTranslateServer>>;
beforeAll(async () => {
  mt = await startTranslateServer();
  ctx = await createTestApp({ env: { TRANSLATE_URL: mt.url } });
  token = ctx.tokenFor(await ctx.userId(NEWBIE));
});
afterAll(async () => {
  await ctx.close();
  await mt.stop();
});

const translate = (text: string, auth: string | null = token) =>
  ctx.request({
    method: 'GET',
    url: `/api/translate/${encodeURIComponent(text)}`,
    ...(auth ? { token: auth } : {}),
  });

test('seeded question and answer texts come from the translation memory, with the #NN. prefix kept', async () => {
  const question = await translate(
    '#01. Which document formally authorizes the existence of a project?',
  );
  expect(question.statusCode).toBe(200);
  expect(json(question)).toEqual({ data: '#01. ما الوثيقة التي تعتمد وجود المشروع رسميًا؟' });
  expect(json(await translate('Project charter'))).toEqual({ data: 'ميثاق المشروع' });
  expect(mt.calls).toHaveLength(0);
});

test('every seeded question and answer text has an Arabic translation', async () => {
  const { rows } = await ctx.db.query<{ text: string }>(
    `SELECT regexp_replace(text, '^#[0-9]+\\.\\s*', '') AS text FROM questions
     UNION SELECT a.text FROM answers a JOIN questions q ON q.id = a.question_id
     -- A FILL question's rows are the values a learner types, compared as typed: not translated.
     WHERE q.question_type <> 'FILL'`,
  );
  const { rows: missing } = await ctx.db.query(
    `SELECT t.text FROM unnest($1::text[]) AS t(text)
     WHERE NOT EXISTS (SELECT 1 FROM translations tr WHERE tr.source_text = t.text AND tr.target_lang = 'ar')`,
    [rows.map((r) => r.text)],
  );
  expect(missing).toEqual([]);
});

test('unknown texts go to the machine translation service once, then come from memory', async () => {
  const text = 'What is a risk owner? / صاحب';
  const first = await translate(text);
  expect(first.statusCode).toBe(200);
  expect(json(first)).toEqual({ data: `[ar] ${text}` });
  expect(mt.calls).toEqual([{ q: text, source: 'en', target: 'ar', format: 'text' }]);
  const second = await translate(text);
  expect(json(second)).toEqual({ data: `[ar] ${text}` });
  expect(mt.calls).toHaveLength(1);
  const { rows } = await ctx.db.query('SELECT origin FROM translations WHERE source_text = $1', [
    text,
  ]);
  expect(rows).toEqual([{ origin: 'machine' }]);
});

test('texts with URL characters arrive whole: / ? # % + & and spaces', async () => {
  const text = 'Cost +10% over plan? A/B #1 & more';
  const res = await translate(text);
  expect(res.statusCode).toBe(200);
  expect(json(res)).toEqual({ data: `[ar] ${text}` });
  expect(mt.calls.at(-1)).toEqual({ q: text, source: 'en', target: 'ar', format: 'text' });
});

test('the same unseen text asked for at once reaches the service once', async () => {
  const before = mt.calls.length;
  mt.delay(150);
  try {
    const text = 'Asked for by several learners at the same moment';
    const answers = await Promise.all([translate(text), translate(text), translate(text)]);
    for (const res of answers) expect(json(res)).toEqual({ data: `[ar] ${text}` });
    expect(mt.calls.length - before).toBe(1);
  } finally {
    mt.delay(0);
  }
});

test('an empty machine translation is an unavailable one, and is not remembered', async () => {
  const text = 'EMPTY answer from the service';
  const first = await translate(text);
  expect(first.statusCode).toBe(503);
  expect(json(first)).toEqual({
    detail: 'The translation service is unavailable. Try again later.',
  });
  const { rows } = await ctx.db.query('SELECT 1 FROM translations WHERE source_text = $1', [text]);
  expect(rows).toEqual([]);
  const calls = mt.calls.length;
  expect((await translate(text)).statusCode).toBe(503);
  expect(mt.calls.length).toBe(calls + 1);
});

test('a failing service answers 503; without a service an unknown text answers 503', async () => {
  mt.fail(true);
  try {
    const res = await translate('Something never seen');
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({
      detail: 'The translation service is unavailable. Try again later.',
    });
  } finally {
    mt.fail(false);
  }
  const offline = await createTestApp();
  try {
    const t = offline.tokenFor(await offline.userId(NEWBIE));
    const res = await offline.request({
      method: 'GET',
      url: '/api/translate/Unseen%20text',
      token: t,
    });
    expect(res.statusCode).toBe(503);
    expect(json<{ detail: string }>(res).detail).toMatch(/No translation is available/);
    const known = await offline.request({
      method: 'GET',
      url: '/api/translate/Risk%20register',
      token: t,
    });
    expect(json(known)).toEqual({ data: 'سجل المخاطر' });
  } finally {
    await offline.close();
  }
});

test('login is required and the text is limited to 2000 characters', async () => {
  expect((await translate('Project charter', null)).statusCode).toBe(401);
  const long = await translate('a'.repeat(2001));
  expect(long.statusCode).toBe(400);
  expect(json(long)).toEqual({ text: ['Ensure this field has no more than 2000 characters.'] });
  const arabic = await translate('ب'.repeat(2000));
  expect(arabic.statusCode).toBe(200);
  const injection = await translate("'; DROP TABLE translations; --");
  expect(injection.statusCode).toBe(200);
});

test('the client reports unreachable services and bad answers as errors', async () => {
  await expect(
    new LibreTranslateClient('http://127.0.0.1:9', 500).translate('x', 'ar'),
  ).rejects.toThrow(/unreachable/);
  await expect(new LibreTranslateClient(`${mt.url}/nothing`).translate('x', 'ar')).rejects.toThrow(
    /404/,
  );
});
