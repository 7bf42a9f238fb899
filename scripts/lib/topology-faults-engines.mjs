// The topology's fault tests of its engines (`npm run topology -- test`, docs/topology.md#faults):
// the worker killed (-9) mid-transcode, and the topology's own PostgreSQL server restarted under
// load (never the machine's shared one). Bounded: every wait and every request has a deadline.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';

import { call, registerOwners } from '../../bench/lib/learners.mjs';
import { startMock } from '../../bench/lib/save-load.mjs';
import { waitFor } from './topology-faults.mjs';

const TUS = { 'tus-resumable': '1.0.0' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const exited = (child) => Boolean(child && (child.exitCode !== null || child.signalCode));

async function staffToken(origin) {
  const answer = await call(origin, 'POST', '/api/login/', null, {
    email: 'staff@academy.com',
    password: 'Academy2023',
  });
  assert.equal(answer.status, 200, 'staff login');
  return answer.body.access;
}

/** A 1280×720 lecture of `seconds` with sound (Debian's ffmpeg): four renditions to make. */
function makeLecture(file, seconds) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return fs.readFileSync(file);
}

/** Uploads `bytes` by tus through nginx as a video; the upload id. */
async function uploadVideo(origin, token, bytes) {
  const created = await fetch(`${origin}/api/admin/uploads/`, {
    method: 'POST',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from('lecture.mp4').toString('base64')},kind ${Buffer.from('video').toString('base64')}`,
    },
  });
  assert.equal(created.status, 201, 'upload created');
  const location = created.headers.get('location');
  const patched = await fetch(`${origin}${location}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  assert.equal(patched.status, 204, 'upload stored');
  return location.split('/').filter(Boolean).pop();
}

/**
 * The worker killed (-9) while it transcodes a lecture: a second worker, idle until then, takes the
 * job once the killed run's lease lapses (MEDIA_JOB_LEASE, 10 s in the topology), and the bucket
 * holds one set of renditions: exactly those the stream lists, and one video_streams row.
 */
export async function transcodeSurvivesWorkerKill(topology, { workDir }) {
  const staff = await staffToken(topology.url);
  const db = new pg.Pool({ connectionString: topology.databaseUrl, max: 2 });
  const lecture = path.join(workDir, 'lecture.mp4');
  let second = null;
  try {
    const bytes = makeLecture(lecture, 12);
    const uploadId = await uploadVideo(topology.url, staff, bytes);
    const { rows: courses } = await db.query("SELECT id FROM courses WHERE key = 'pmp'");
    const lesson = await call(topology.url, 'POST', '/api/admin/lessons/', staff, {
      name: `Transcoded while killed ${randomBytes(3).toString('hex')}`,
      course: courses[0].id,
      video_file: uploadId,
    });
    assert.equal(lesson.status, 201, 'the lesson is created with its video');
    const state = async () =>
      (await call(topology.url, 'GET', `/api/admin/lessons/${lesson.body.id}/transcode/`, staff))
        .body;
    // Killed once ffmpeg is under way (its first percent saved by a heartbeat), not before.
    const running = await waitFor(
      'the worker to be transcoding',
      async () => {
        const seen = await state();
        return (seen.status === 'running' && seen.percent > 0) || seen.status === 'ready'
          ? seen
          : null;
      },
      180_000,
    );
    assert.equal(running.status, 'running', 'the worker is killed before the transcode ends');
    topology.worker.process?.kill('SIGKILL');
    const killedAt = Date.now();
    second = await topology.addWorker();
    await second.start();
    const secondUpAfter = Date.now() - killedAt;
    await waitFor(
      'another worker to take the job',
      async () => {
        const seen = await state();
        return seen.attempts >= 2 ? seen : null;
      },
      120_000,
    );
    const retakenAfter = Date.now() - killedAt;
    const ready = await waitFor(
      'the transcode to be ready',
      async () => {
        const seen = await state();
        return seen.status === 'ready' || seen.status === 'failed' ? seen : null;
      },
      240_000,
    );
    assert.equal(ready.status, 'ready', `the transcode is ready (${ready.reason})`);
    const readyAfter = Date.now() - killedAt;
    const { rows: files } = await db.query('SELECT video_file FROM lessons WHERE id = $1', [
      lesson.body.id,
    ]);
    const videoFile = files[0].video_file;
    const { rows: streams } = await db.query(
      'SELECT renditions FROM video_streams WHERE video_file = $1',
      [videoFile],
    );
    assert.equal(streams.length, 1, 'one stream recorded');
    const renditions = streams[0].renditions.map((r) => r.name).sort();
    assert.deepEqual([...ready.renditions].sort(), renditions);
    // What the bucket holds of the stream: the renditions' folders, nothing of a second set.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: topology.bucket.env.MEDIA_S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const prefix = `private/hls/${videoFile.split('.')[0]}/`;
    const keys = [];
    let token;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: topology.bucket.env.MEDIA_S3_BUCKET,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key.slice(prefix.length)));
      token = page.NextContinuationToken;
    } while (token);
    client.destroy();
    const folders = [...new Set(keys.filter((k) => k.includes('/')).map((k) => k.split('/')[0]))];
    assert.deepEqual(folders.sort(), renditions, 'one folder per rendition, no other set');
    for (const name of renditions) {
      const playlists = keys.filter((k) => k.startsWith(`${name}/`) && k.endsWith('.m3u8'));
      assert.equal(playlists.length, 1, `one playlist of ${name}`);
    }
    return {
      name: 'the worker killed mid-transcode; another worker takes the job',
      figures: {
        'killed at': `${running.percent} % of the first run`,
        'second worker up, job taken again, after the kill (s)': `${(secondUpAfter / 1000).toFixed(1)}, ${(retakenAfter / 1000).toFixed(1)} (lease 10 s, polled every 2 s)`,
        'ready after the kill (s)': (readyAfter / 1000).toFixed(1),
        'runs started': ready.attempts,
        'stream rows, renditions': `${streams.length}, ${renditions.join(' ')}`,
        'objects in the bucket': `${keys.length} (one set)`,
      },
    };
  } finally {
    fs.rmSync(lecture, { force: true });
    await db.end();
    // The topology as it was: its one worker running, the second stopped.
    if (second) await second.stop();
    if (exited(topology.worker.process)) await topology.worker.start();
  }
}

/**
 * One request to an instance, bounded: its status, 'cut' (the connection broke) or 'hang' (no
 * answer in `timeoutMs`), and how long it took.
 */
async function timedRequest(url, init, timeoutMs) {
  const begun = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - begun };
  } catch (error) {
    const status = error?.name === 'TimeoutError' ? 'hang' : 'cut';
    return { status, ms: performance.now() - begun };
  }
}

/**
 * The topology's PostgreSQL restarted (a fast shutdown, then started again) while learners
 * autosave and read on every instance: requests in flight and those sent while it is down get an
 * error answer, none hangs (30 s deadline) or is cut; every instance serves again once the server
 * is back, without being restarted.
 */
export async function postgresRestart(topology) {
  const db = new pg.Pool({ connectionString: topology.databaseUrl, max: 2 });
  const tag = randomBytes(3).toString('hex');
  const owners = await registerOwners(topology.url, db, topology.apis.length * 4, `pg-${tag}`);
  await db.end();
  const learners = await Promise.all(owners.map(({ token }) => startMock(topology.url, token)));
  const hangAfterMs = 30_000;
  /** Every answer: { api, phase, status, ms }. */
  const answers = [];
  let phase = 'before';
  let stopLoad = false;
  // Each learner sends its saves to one instance, straight (nginx would hide an instance's answer).
  const load = learners.map(async (learner, index) => {
    const api = topology.apis[index % topology.apis.length];
    while (!stopLoad) {
      const question = learner.questions[Math.floor(Math.random() * learner.questions.length)];
      const sentIn = phase;
      const answer = await timedRequest(
        `${api.url}/api/attempts/${learner.attemptId}/responses/${question.id}/`,
        {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${learner.token}`,
          },
          body: JSON.stringify({
            answer:
              question.question_type === 'MC' ? [question.answers[0].id] : question.answers[0].id,
            flagged: false,
          }),
        },
        hangAfterMs,
      );
      answers.push({ api: api.name, phase: sentIn, ...answer });
      await sleep(answer.status === 200 ? 100 : 250);
    }
  });
  try {
    await waitFor('saves answered before the restart', async () =>
      topology.apis.every((api) =>
        answers.some((a) => a.api === api.name && a.phase === 'before' && a.status === 200),
      ),
    );
    phase = 'down';
    const stopped = await topology.postgres.stop();
    const stoppedAt = Date.now();
    await waitFor('errors answered while the database is down', async () =>
      topology.apis.every((api) =>
        answers.some((a) => a.api === api.name && a.phase === 'down' && a.status !== 200),
      ),
    );
    phase = 'restarted';
    await topology.postgres.start();
    const startedAt = Date.now();
    const reconnected = {};
    await waitFor(
      'every instance to save again',
      async () => {
        for (const api of topology.apis) {
          if (reconnected[api.name]) continue;
          const served = answers.find(
            (a) => a.api === api.name && a.phase === 'restarted' && a.status === 200,
          );
          if (served) reconnected[api.name] = Date.now() - startedAt;
        }
        return Object.keys(reconnected).length === topology.apis.length;
      },
      60_000,
    );
    stopLoad = true;
    await Promise.all(load);
    for (const api of topology.apis) {
      assert.ok(!exited(api.process), `${api.name} kept running`);
      const health = await timedRequest(`${api.url}/api/health`, {}, hangAfterMs);
      assert.equal(health.status, 200, `${api.name} is healthy again`);
    }
    assert.ok(!exited(topology.worker.process), 'the worker kept running');
    const failed = answers.filter((a) => a.status !== 200);
    const unclean = failed.filter((a) => typeof a.status !== 'number' || a.status < 500);
    assert.deepEqual(unclean, [], 'every failed save was answered with a server error, none hung');
    const byStatus = {};
    for (const a of failed) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const longest = Math.max(...answers.map((a) => a.ms));
    return {
      name: 'PostgreSQL restarted under load (the topology’s own server)',
      figures: {
        'saves answered': `${answers.length} from ${learners.length} learners on ${topology.apis.length} instances`,
        'server stopped': `fast shutdown (${stopped.signal ?? `exit ${stopped.code}`}), down ${((startedAt - stoppedAt) / 1000).toFixed(1)} s`,
        'error answers': Object.entries(byStatus)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', '),
        'hung or cut': unclean.length,
        'longest answer (ms)': longest.toFixed(0),
        'saving again after the start (ms)': Object.entries(reconnected)
          .map(([name, ms]) => `${name} ${ms}`)
          .join(', '),
      },
    };
  } finally {
    stopLoad = true;
    await Promise.all(load);
    // Left stopped by a failure: started again for the faults that follow (else: already running).
    await topology.postgres.start().catch(() => undefined);
  }
}
