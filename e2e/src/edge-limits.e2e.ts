// The limits at the edge, through the real nginx in front of the API (tools/stack): nginx limits
// the auth endpoints with or without their trailing slash, and the contact relay, and lets a
// question bank's import past the 64k every other body gets; the API counts each client at the
// address nginx saw, whatever X-Forwarded-For the client wrote. Each test speaks from its own
// loopback address (127.0.0.x), so nginx and the API see separate clients.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { builtSiteDir, startSite, type Site } from '../../tools/stack/index.cjs';

const API_LIMIT = 5;
// nginx at its slowest rate (one request a minute) with production's bursts: past the burst every
// request is refused until a minute has gone, so a burst of BURST + 2 reaches the limit however
// slowly a busy machine sends it (at production's 5 r/s it did only when the requests came fast).
const SLOWEST_RATE = '1r/m';
const AUTH_BURST = 20;
const CONTACT_BURST = 5;
let site: Site;
let workDir: string;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-edge-'));
  // The API's own per-address limit low enough to reach.
  site = await startSite({
    siteDir: builtSiteDir(),
    workDir,
    authRate: SLOWEST_RATE,
    authBurst: String(AUTH_BURST),
    contactRate: SLOWEST_RATE,
    contactBurst: String(CONTACT_BURST),
    apiEnv: { RATE_LIMIT_AUTH_MAX: String(API_LIMIT), RATE_LIMIT_WINDOW: '1m', SCRYPT_COST: '10' },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  type: string;
}

/** POSTs JSON to nginx from the loopback address `from`. */
function post(
  pathname: string,
  body: unknown,
  { from, forwardedFor }: { from: string; forwardedFor?: string },
): Promise<Answer> {
  const url = new URL(pathname, site.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? '',
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

let accounts = 0;
/** A new unknown e-mail each time: the per-account login throttle stays out of these. */
const credentials = () => ({ email: `edge-${(accounts += 1)}@academy.com`, password: 'Nope12345' });

/** nginx's own 429 is its HTML page; the API's are JSON (auth) or plain text (contact relay). */
const nginxRefusals = (answers: Answer[]) =>
  answers.filter((a) => a.status === 429 && a.type.startsWith('text/html')).length;

test.each([
  ['/api/login/', '127.0.0.11'],
  ['/api/login', '127.0.0.12'],
  ['/api/register', '127.0.0.13'],
  ['/api/auth/password/reset/send', '127.0.0.14'],
])('nginx answers 429 past the burst on %s', async (pathname, from) => {
  const answers = await Promise.all(
    Array.from({ length: AUTH_BURST + 2 }, () => post(pathname, credentials(), { from })),
  );
  expect(nginxRefusals(answers)).toBeGreaterThan(0);
});

test('nginx limits the contact relay (POST /api/v1.0/email/send)', async () => {
  const answers = await Promise.all(
    Array.from({ length: CONTACT_BURST + 2 }, () =>
      post('/api/v1.0/email/send', {}, { from: '127.0.0.15' }),
    ),
  );
  expect(nginxRefusals(answers)).toBeGreaterThan(0);
});

test("the API counts a client at nginx's address for it, not at a forged X-Forwarded-For", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < API_LIMIT + 2; i += 1) {
    const answer = await post('/api/login/', credentials(), {
      from: '127.0.0.21',
      forwardedFor: `10.7.${i}.${i}`,
    });
    statuses.push(answer.status);
    if (answer.status === 429) expect(answer.type).toMatch(/^application\/json/);
  }
  expect(statuses).toEqual([...Array<number>(API_LIMIT).fill(401), 429, 429]);

  // Another client behind the same nginx is not locked out by the first one.
  expect((await post('/api/login/', credentials(), { from: '127.0.0.22' })).status).toBe(401);
});

test("a question bank of a few hundred questions reaches the API; elsewhere nginx's 64k holds", async () => {
  // About 200 KB: a JSON bank of ~600 questions, well within the API's own cap.
  const bank = {
    format: 'json',
    content: 'x'.repeat(200_000),
    dry_run: true,
  };
  const imported = await post('/api/admin/questions/import/', bank, { from: '127.0.0.31' });
  // The API's answer (no staff token here), not nginx's HTML 413.
  expect([imported.status, imported.type]).toEqual([
    401,
    expect.stringMatching(/^application\/json/),
  ]);
  const comment = await post('/api/comments/', bank, { from: '127.0.0.32' });
  expect([comment.status, comment.type]).toEqual([413, expect.stringMatching(/^text\/html/)]);
});
