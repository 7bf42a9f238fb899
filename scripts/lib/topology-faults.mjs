// The topology's fault tests (`npm run topology -- test`, docs/topology.md#faults): each breaks
// one part of a running topology (tools/stack/topology.cjs) on loopback, checks what learners and
// staff see, and reports its figures. Bounded: every wait has a deadline.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

const TUS = { 'tus-resumable': '1.0.0' };

/** Retries `check` until it returns a truthy value or `ms` passes. */
export async function waitFor(what, check, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function loginToken(origin, email) {
  const response = await fetch(`${origin}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Academy2023' }),
  });
  assert.equal(response.status, 200, `login of ${email}`);
  return (await response.json()).access;
}

/** Deterministic bytes of `size` (a random 64 KiB repeated), for small uploads. */
function fileOf(size) {
  const bytes = Buffer.alloc(size);
  const seed = randomBytes(64 * 1024);
  for (let i = 0; i < size; i += seed.length) seed.copy(bytes, i);
  return bytes;
}

/** Writes `size` random bytes to `file` (8 MiB at a time, never all in memory); their SHA-256. */
async function writeRandomFile(file, size) {
  const hash = createHash('sha256');
  const out = fs.createWriteStream(file);
  for (let written = 0; written < size;) {
    const chunk = randomBytes(Math.min(8 * 1024 * 1024, size - written));
    hash.update(chunk);
    written += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return hash.digest('hex');
}

/**
 * PATCH `length` bytes of `source` (a Buffer, or a file's path and the offset to read it from) to
 * `origin`, written in 256 KiB writes; `onProgress(sent)` after each. Resolves with the answer's
 * status, or 'cut' when the connection broke (the instance died).
 */
function patchStream(origin, location, token, offset, source, onProgress = () => undefined) {
  const length =
    typeof source === 'string' ? fs.statSync(source).size - offset : source.length - offset;
  return new Promise((resolve) => {
    const request = http.request(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        authorization: `Bearer ${token}`,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(length),
      },
    });
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      resolve(status);
    };
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode));
    });
    request.on('error', () => finish('cut'));
    const body =
      typeof source === 'string'
        ? fs.createReadStream(source, { start: offset, highWaterMark: 256 * 1024 })
        : Readable.from(
            (function* pieces() {
              for (let at = offset; at < source.length; at += 256 * 1024) {
                yield source.subarray(at, at + 256 * 1024);
              }
            })(),
          );
    let sent = 0;
    body.on('data', (chunk) => {
      if (done) return body.destroy();
      sent += chunk.length;
      if (!request.write(chunk)) {
        body.pause();
        request.once('drain', () => body.resume());
      }
      onProgress(sent);
    });
    body.on('end', () => request.end());
    body.on('error', () => finish('cut'));
  });
}

function bucketClient(bucket) {
  return new S3Client({
    region: 'us-east-1',
    endpoint: bucket.env.MEDIA_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

/** The upload as the bucket holds it (bucket-store.ts: pieces by start offset): size, SHA-256. */
async function storedUpload(bucket, id) {
  const client = bucketClient(bucket);
  const Bucket = bucket.env.MEDIA_S3_BUCKET;
  const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `uploads/${id}/` }));
  const keys = (listed.Contents ?? [])
    .map((o) => o.Key)
    .filter((key) => /\/\d{15}$/.test(key))
    .sort();
  const hash = createHash('sha256');
  let size = 0;
  for (const Key of keys) {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
    for await (const chunk of answer.Body) {
      hash.update(chunk);
      size += chunk.length;
    }
  }
  client.destroy();
  return { pieces: keys.length, size, sha256: hash.digest('hex') };
}

/**
 * (a) kill -9 the instance receiving a large upload; the client resumes through nginx. The file
 * is written to `workDir` and removed after.
 */
export async function uploadSurvivesKill(topology, { megabytes, workDir }) {
  const staff = await loginToken(topology.url, 'staff@academy.com');
  const file = path.join(workDir, `upload-${megabytes}mb.mp4`);
  const size = megabytes * 1024 * 1024;
  try {
    const fileSha256 = await writeRandomFile(file, size);
    const created = await fetch(`${topology.url}/api/admin/uploads/`, {
      method: 'POST',
      headers: {
        ...TUS,
        authorization: `Bearer ${staff}`,
        'upload-length': String(size),
        'upload-metadata': `filename ${Buffer.from('big.mp4').toString('base64')},kind ${Buffer.from('video').toString('base64')}`,
      },
    });
    assert.equal(created.status, 201, 'upload created');
    const location = created.headers.get('location');
    const victim = topology.apis[0];
    const started = Date.now();
    let killedAt = 0;
    const first = patchStream(victim.url, location, staff, 0, file, (sent) => {
      if (!killedAt && sent >= size * 0.4) {
        killedAt = sent;
        victim.process?.kill('SIGKILL');
      }
    });
    assert.equal(await first, 'cut', 'the first PATCH is cut by the kill');
    // The client asks where to resume, through nginx (the dead instance is skipped), and goes on.
    const resumeFrom = await waitFor('the upload offset through nginx', async () => {
      const head = await fetch(`${topology.url}${location}`, {
        method: 'HEAD',
        headers: { ...TUS, authorization: `Bearer ${staff}` },
      });
      return head.status === 200 ? { offset: Number(head.headers.get('upload-offset')) } : null;
    });
    const resumedAt = Date.now();
    const status = await patchStream(topology.url, location, staff, resumeFrom.offset, file);
    const endedAt = Date.now();
    assert.equal(status, 204, 'the resumed PATCH is stored');
    const stored = await storedUpload(topology.bucket, location.split('/').pop());
    assert.equal(stored.size, size, 'every byte stored');
    assert.equal(stored.sha256, fileSha256, 'the stored file is whole (SHA-256)');
    return {
      name: `(a) kill -9 an API instance during a ${megabytes} MB upload`,
      figures: {
        'bytes sent when killed': killedAt,
        'stored offset on resume': resumeFrom.offset,
        'bytes sent again': killedAt - resumeFrom.offset,
        'resume waited (s)': ((resumedAt - started) / 1000).toFixed(1),
        'whole upload, first byte to the last stored (s)': ((endedAt - started) / 1000).toFixed(1),
        'pieces in the bucket': stored.pieces,
        'SHA-256 equal': true,
      },
    };
  } finally {
    fs.rmSync(file, { force: true });
    const victim = topology.apis[0];
    if (victim.process && (victim.process.exitCode !== null || victim.process.signalCode)) {
      await victim.start();
    }
  }
}

/** Redis stopped: rate limits fail open, upload locks fail closed (503); back when it is. */
export async function redisOutage(topology) {
  const staff = await loginToken(topology.url, 'staff@academy.com');
  const api = topology.apis[1];
  const file = fileOf(64 * 1024);
  const create = () =>
    fetch(`${api.url}/api/admin/uploads/`, {
      method: 'POST',
      headers: {
        ...TUS,
        authorization: `Bearer ${staff}`,
        'upload-length': String(file.length),
        'upload-metadata': `filename ${Buffer.from('x.mp4').toString('base64')},kind ${Buffer.from('video').toString('base64')}`,
      },
    });
  const created = await create();
  assert.equal(created.status, 201);
  const location = created.headers.get('location');
  await topology.redis.stop();
  const logins = [];
  for (let i = 0; i < 5; i++) {
    const answer = await fetch(`${api.url}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234' }),
    });
    logins.push(answer.status);
  }
  assert.deepEqual(logins, [401, 401, 401, 401, 401], 'limits fail open: answered, not 429/500');
  const refused = await patchStream(api.url, location, staff, 0, file);
  assert.equal(refused, 503, 'an upload is refused while its lock cannot be taken');
  await topology.redis.start();
  const stored = await waitFor('an upload PATCH once Redis is back', async () => {
    const status = await patchStream(api.url, location, staff, 0, file);
    return status === 204 ? status : null;
  });
  return {
    name: 'Redis stopped and started again',
    figures: {
      'logins answered while down': `${logins.length} × 401 (fail open)`,
      'upload PATCH while down': `${refused} (fail closed)`,
      'upload PATCH once back': stored,
    },
  };
}

/** The bucket stopped: learners get 503 for media (never a hang or a 502); back when it is. */
export async function bucketOutage(topology) {
  const courses = await (await fetch(`${topology.url}/api/courses/`)).json();
  const list = Array.isArray(courses) ? courses : (courses.results ?? courses.items ?? []);
  const image = list.map((course) => course.image).find((url) => typeof url === 'string' && url);
  assert.ok(image, 'a course with an image');
  const imageUrl = new URL(image, topology.url).toString();
  assert.equal((await fetch(imageUrl)).status, 200, 'the image before the outage');
  await topology.bucket.stop();
  const started = Date.now();
  const during = await fetch(imageUrl, { signal: AbortSignal.timeout(60_000) });
  const answeredIn = Date.now() - started;
  assert.equal(during.status, 503, 'a learner gets 503 while the bucket is down');
  await topology.bucket.start();
  const after = await waitFor('the image once the bucket is back', async () => {
    const answer = await fetch(imageUrl);
    return answer.status === 200 ? answer : null;
  });
  return {
    name: 'the bucket stopped and started again',
    figures: {
      'media answer while down': `${during.status} in ${answeredIn} ms`,
      'media answer once back': after.status,
    },
  };
}
