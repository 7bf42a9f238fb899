import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { startLocalRedis, type LocalRedis } from '../../../test/redis';
import { startLocalS3, type LocalS3 } from '../../../test/s3';
import { claimUpload } from './claim';
import { RedisLocker } from './redis-locker';
import { startUploadsServer, type UploadsTestServer } from './test-server';

/**
 * Two API instances sharing the bucket (s3rver) and Redis, as in the topology
 * (docs/topology.md#shared-state): an upload begun on one is resumed and claimed on the other,
 * and the tus locks are one set for both.
 */

let s3: LocalS3;
let redis: LocalRedis;
let a: UploadsTestServer;
let b: UploadsTestServer;
const clients: Redis[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
  redis = await startLocalRedis();
  const env = { ...s3.env, REDIS_URL: redis.url, UPLOAD_MAX_PDF_BYTES: String(20 * 1024 * 1024) };
  a = await startUploadsServer({ env });
  b = await startUploadsServer({ env });
  // Two apps, a bucket and Redis on a busy machine.
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await a?.ctx.close();
  await b?.ctx.close();
  await redis?.stop();
  await s3?.stop();
});

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** A PDF by its magic number, over one S3 part (5 MiB) so the bucket holds a multipart upload. */
function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  bytes.write('%PDF-1.4\n', 0);
  return bytes;
}

test('an upload begun on one instance is resumed, finished and claimed on the other, whole', async () => {
  const file = pdfOf(7 * 1024 * 1024 + 123);
  const created = await a.create(file.length, { filename: 'notes.pdf', kind: 'pdf' });
  if (created.status !== 201) console.log(await created.text());
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const half = 3 * 1024 * 1024;
  expect((await a.patch(location, 0, file.subarray(0, half))).status).toBe(204);

  // The other instance knows how far it got: the bytes are in the bucket, not on a's disk.
  const head = await b.head(location);
  expect(head.status).toBe(200);
  expect(Number(head.headers.get('upload-offset'))).toBe(half);
  const rest = await b.patch(location, half, file.subarray(half));
  expect(rest.status).toBe(204);
  expect(Number(rest.headers.get('upload-offset'))).toBe(file.length);

  const id = location.split('/').pop()!;
  const name = await claimUpload(a.ctx.app, id, { field: 'pdf_file', kinds: ['pdf'] });
  // In the bucket, read back through the other instance.
  const stored = await b.ctx.app.services.mediaStore.read(`private/${name}`);
  expect(stored?.size).toBe(file.length);
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
  expect(sha256(Buffer.concat(chunks))).toBe(sha256(file));
  // Claimed: gone from the uploads, on either instance.
  expect((await b.head(location)).status).toBe(404);
});

describe('the Redis locker', () => {
  const lockerOf = (options = {}) => {
    const commands = new Redis(redis.url);
    const subscriber = new Redis(redis.url);
    clients.push(commands, subscriber);
    return new RedisLocker(commands, subscriber, { ttlMs: 1000, retryMs: 20, ...options });
  };

  test('a lock held on one instance is asked back for the other, which then gets it', async () => {
    const first = lockerOf();
    const second = lockerOf();
    const held = first.newLock('upload-1');
    let asked = 0;
    await held.lock(new AbortController().signal, async () => {
      asked += 1;
      await held.unlock();
    });
    await second.newLock('upload-1').lock(new AbortController().signal, () => undefined);
    expect(asked).toBe(1);
  });

  test('a lock whose holder died (no more renewals) lapses after its TTL', async () => {
    const survivor = lockerOf({ acquireTimeoutMs: 10_000 });
    // What a killed instance leaves: the key, with nobody to renew it or answer a release request.
    await survivor.redis.set('academy-tus-lock:upload-2', 'dead-instance', 'PX', 800);
    await survivor.newLock('upload-2').lock(new AbortController().signal, () => undefined);
    expect(await survivor.redis.get('academy-tus-lock:upload-2')).not.toBe('dead-instance');
  });

  test('a taken lock that is never released times out as tus expects', async () => {
    const waiting = lockerOf({ acquireTimeoutMs: 300 });
    await waiting.redis.set('academy-tus-lock:upload-3', 'busy', 'PX', 60_000);
    await expect(
      waiting.newLock('upload-3').lock(new AbortController().signal, () => undefined),
    ).rejects.toMatchObject({ status_code: 500 });
  });

  // Last: it stops the test's Redis. Uploads fail closed: no lock, no write (503).
  test('with Redis down an upload is refused with 503, never written unlocked', async () => {
    const file = pdfOf(1000);
    const created = await a.create(file.length, { filename: 'x.pdf', kind: 'pdf' });
    expect(created.status).toBe(201);
    await redis.stop();
    const refused = await b.patch(created.headers.get('location')!, 0, file);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toMatch(/Redis/);
  });
});
