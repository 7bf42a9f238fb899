import type { LrsStandIn } from '../../../../tools/standins/index.cjs';
import { startLrsStandIn } from '../../../../tools/standins/index.cjs';
import { json, markPaid, newUser, type TestContext, createTestApp } from '../../test/helpers';
import { ADMIN, STAFF } from '../../test/admin-test-kit';
import { SET_UP_TIMEOUT_MS } from '../../test/suite';
import { pdfText } from '../../test/pdf';
import { attemptsApi, attemptOf, bankIds } from '../attempts/attempt-test-kit';
import { statementFault } from './xapi-schema';

// One LRS stand-in and one app on NELC's profile for the file (docs/learning-records.md).
let lrs: LrsStandIn;
let ctx: TestContext;
let staff: string;
let admin: string;
let pmp: number;
let acp: number;
const NATIONAL_ID = '1000000008'; // a valid check digit (Luhn)

beforeAll(async () => {
  lrs = await startLrsStandIn();
  ctx = await createTestApp({
    env: {
      ...lrs.apiEnv,
      LRS_PROFILE: 'nelc',
      LRS_PLATFORM: 'ACAD-001',
      PMI_PROVIDER_NAME: 'Academy Training',
      PMI_PROVIDER_ID: '4321',
      LRS_SEND_INTERVAL: '1h',
    },
  });
  staff = ctx.tokenFor(await ctx.userId(STAFF));
  admin = ctx.tokenFor(await ctx.userId(ADMIN));
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
}, SET_UP_TIMEOUT_MS);
afterAll(async () => {
  await ctx?.close();
  await lrs?.stop();
}, SET_UP_TIMEOUT_MS);

/** One delivery run, as the timer makes it. */
async function deliver(): Promise<void> {
  ctx.app.learningRecords.deliverSoon();
  await ctx.app.learningRecords.idle();
}

type Stored = ReturnType<LrsStandIn['statements']>[number] & {
  actor: { name?: string; account: { name: string } };
  verb: { id: string };
  object: { id: string; definition: { type: string } };
  result?: { score?: { scaled: number }; success?: boolean };
};
const storedOf = (account: string) =>
  (lrs.statements() as Stored[]).filter((s) => s.actor.account.name === account);
const verbsOf = (account: string) => storedOf(account).map((s) => s.verb.id.split('/').pop());

const save = (token: string, lesson: number, payload: object) =>
  ctx.request({ method: 'PUT', url: `/api/progress/lessons/${lesson}/`, token, payload });

/** The viewing as it goes: real time passes before each save's seconds count. */
async function timePasses(userId: number, lesson: number, seconds: number) {
  await ctx.db.query(
    `UPDATE lesson_progress SET started_at = started_at - make_interval(secs => $3)
     WHERE user_id = $1 AND lesson_id = $2`,
    [userId, lesson, seconds],
  );
  await ctx.db.query(
    'UPDATE watch_clocks SET at = at - make_interval(secs => $2) WHERE user_id = $1',
    [userId, seconds],
  );
}

async function longLesson(course: number, seconds: number): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO lessons (key, course_id, name, video_file, duration, position)
     SELECT 'lr-' || md5(random()::text), $1, 'Long lecture', video_file, $2, 99 FROM lessons
     WHERE course_id = $1 AND video_file IS NOT NULL LIMIT 1 RETURNING id`,
    [course, seconds],
  );
  return rows[0]!.id;
}

describe('the national ID (NELC)', () => {
  test('a visitor gets 401; a bad number or no consent gets 400 with the field', async () => {
    expect(
      (await ctx.request({ method: 'GET', url: '/api/learning-records/profile/' })).statusCode,
    ).toBe(401);
    const { token } = await newUser(ctx);
    const put = (payload: object) =>
      ctx.request({ method: 'PUT', url: '/api/learning-records/national-id/', token, payload });
    for (const bad of ['123', '3000000004', '1000000009', 'abcdefghij']) {
      const res = await put({ national_id: bad, consent: true });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        national_id: [
          'Enter your 10-digit national ID (starting with 1) or Iqama number (starting with 2).',
        ],
      });
    }
    const noConsent = await put({ national_id: NATIONAL_ID, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(Object.keys(json(noConsent))).toEqual(['consent']);
  });

  test('saved encrypted, and never sent back to the page', async () => {
    const user = await newUser(ctx);
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/learning-records/national-id/',
      token: user.token,
      payload: { national_id: NATIONAL_ID, consent: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(NATIONAL_ID);
    expect(json(res)).toMatchObject({ nelc: true, national_id_saved: true });
    const read = await ctx.request({
      method: 'GET',
      url: '/api/learning-records/profile/',
      token: user.token,
    });
    expect(read.body).not.toContain(NATIONAL_ID);
    const { rows } = await ctx.db.query<{ national_id_encrypted: string }>(
      'SELECT national_id_encrypted FROM users WHERE id = $1',
      [user.id],
    );
    expect(rows[0]!.national_id_encrypted).not.toContain(NATIONAL_ID);
  });

  test('staff and admin save their own like any learner; no page, the back-office included, ever reads it back', async () => {
    const learner = await newUser(ctx);
    await ctx.request({
      method: 'PUT',
      url: '/api/learning-records/national-id/',
      token: learner.token,
      payload: { national_id: NATIONAL_ID, consent: true },
    });
    const IQAMA = '2000000006';
    for (const token of [staff, admin]) {
      const res = await ctx.request({
        method: 'PUT',
        url: '/api/learning-records/national-id/',
        token,
        payload: { national_id: IQAMA, consent: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(IQAMA);
      const profile = await ctx.request({
        method: 'GET',
        url: '/api/learning-records/profile/',
        token,
      });
      expect(json(profile)).toMatchObject({ nelc: true, national_id_saved: true });
      // The learner's record as staff see it carries no trace of the learner's number.
      for (const url of [
        `/api/admin/users/${learner.id}/`,
        `/api/admin/users/?search=${learner.id}`,
        `/api/admin/learning-records/ledger/${learner.id}/${pmp}/`,
      ]) {
        const read = await ctx.request({ method: 'GET', url, token });
        expect([url, read.statusCode]).toEqual([url, 200]);
        expect(read.body).not.toContain(NATIONAL_ID);
        expect(read.body).not.toContain('national_id_encrypted');
      }
    }
    // A visitor cannot save one either.
    const visitor = await ctx.request({
      method: 'PUT',
      url: '/api/learning-records/national-id/',
      payload: { national_id: NATIONAL_ID, consent: true },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("the learner's own contact hours (My learning)", () => {
  test('a visitor 401; a learner, staff and admin each get their own courses only', async () => {
    expect(
      (await ctx.request({ method: 'GET', url: '/api/learning-records/hours/' })).statusCode,
    ).toBe(401);
    for (const token of [staff, admin, (await newUser(ctx)).token]) {
      const res = await ctx.request({ method: 'GET', url: '/api/learning-records/hours/', token });
      expect(res.statusCode).toBe(200);
      const { courses } = json<{ courses: unknown[] }>(res);
      expect(Array.isArray(courses)).toBe(true);
    }
    const fresh = await newUser(ctx);
    const none = await ctx.request({
      method: 'GET',
      url: '/api/learning-records/hours/',
      token: fresh.token,
    });
    expect(json(none)).toEqual({ courses: [] });
  });

  test("time on task per owned course, from the ledger, against the course's contact hours", async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, pmp);
    await markPaid(ctx, user.id, acp);
    const lesson = await longLesson(acp, 100);
    // 150 s watched of a 100 s lesson counts 100 s; a 30-minute exam of the course's category.
    await ctx.db.query(
      `INSERT INTO lesson_progress (user_id, lesson_id, watched, watched_seconds) VALUES ($1, $2, '[[0, 100]]', 150)`,
      [user.id, lesson],
    );
    await ctx.db.query(
      `INSERT INTO attempts (user_id, mode, source, category, title, status, started_at, submitted_at, score, question_count)
       VALUES ($1, 'exam', 'exam', (SELECT category FROM courses WHERE id = $2), 'Mock', 'submitted',
               now() - interval '30 minutes', now(), 80, 4)`,
      [user.id, acp],
    );
    await ctx.db.query('UPDATE courses SET contact_hours = 21 WHERE id = $1', [acp]);
    const res = await ctx.request({
      method: 'GET',
      url: '/api/learning-records/hours/',
      token: user.token,
    });
    const { courses } = json<{
      courses: {
        course: { id: number };
        contact_hours: number | null;
        time_on_task_hours: number;
      }[];
    }>(res);
    const byId = new Map(courses.map((line) => [line.course.id, line]));
    expect(byId.get(acp)).toMatchObject({ contact_hours: 21, time_on_task_hours: 0.53 });
    expect(byId.get(pmp)).toMatchObject({ contact_hours: 35, time_on_task_hours: 0 });
    expect(courses).toHaveLength(2);
  });
});

describe('statements to the LRS', () => {
  test('a learner in Saudi Arabia: enrolled, lesson started/progressed/watched/completed at 90 %, exam attempted/completed/passed or failed, certificate earned', async () => {
    const user = await newUser(ctx);
    await ctx.request({
      method: 'PUT',
      url: '/api/learning-records/national-id/',
      token: user.token,
      payload: { national_id: NATIONAL_ID, consent: true },
    });
    await markPaid(ctx, user.id, acp);
    const lesson = await longLesson(acp, 100);
    await save(user.token, lesson, { position: 10, watched: [[0, 10]] });
    await timePasses(user.id, lesson, 200);
    await save(user.token, lesson, { position: 80, watched: [[10, 80]] });
    await deliver();
    // 80 %: progressed past 25, 50 and 75 %, not complete.
    expect(verbsOf(NATIONAL_ID).sort()).toEqual([
      'initialized',
      'progressed',
      'progressed',
      'progressed',
      'registered',
    ]);
    await save(user.token, lesson, { position: 90, watched: [[80, 90]] });
    await deliver();
    expect(verbsOf(NATIONAL_ID).filter((v) => v === 'watched' || v === 'completed')).toEqual([
      'watched',
      'completed',
    ]);

    // An exam of the course's category, answered wrong: completed and failed, with the scaled score.
    const api = attemptsApi(ctx);
    await markPaid(ctx, user.id, pmp);
    const attempt = attemptOf(
      await api.start(user.token, { exam: (await bankIds(ctx, 'exams'))[0], mode: 'exam' }),
    );
    expect((await api.submit(user.token, attempt.id)).statusCode).toBe(200);
    await deliver();
    const examStatements = storedOf(NATIONAL_ID).filter((s) => s.object.id.includes('/exam/'));
    expect(examStatements.map((s) => s.verb.id.split('/').pop())).toEqual([
      'attempted',
      'completed',
      'failed',
    ]);
    expect(examStatements[2]!.result).toMatchObject({ score: { scaled: 0 }, success: false });

    await ctx.db.query(
      `INSERT INTO certificates (code, user_id, course_id, name, course_name) VALUES ('LR-TEST-1', $1, $2, 'A Learner', 'PMI-ACP')`,
      [user.id, acp],
    );
    await deliver();
    const earned = storedOf(NATIONAL_ID).find((s) => s.verb.id.endsWith('/earned'))!;
    expect(earned.object.id).toMatch(/\/Certificate\/LR-TEST-1$/);
    // The NELC profile: actor by national ID, the platform's code, and every statement valid xAPI.
    for (const statement of storedOf(NATIONAL_ID)) {
      expect(statement.actor.name).toBe(NATIONAL_ID);
      expect((statement as { context?: { platform?: string } }).context?.platform).toBe('ACAD-001');
      const { stored: _s, version: _v, ...sent } = statement;
      expect(statementFault(sent)).toBeNull();
    }
  });

  test('a statement the xAPI schema refuses is never sent: its event keeps the reason', async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, pmp);
    const attempt = attemptOf(
      await attemptsApi(ctx).start(user.token, {
        exam: (await bankIds(ctx, 'exams'))[0],
        mode: 'exam',
      }),
    );
    await deliver();
    const sentBefore = lrs.statements().length;
    // A score no grading gives (250 %): its scaled score is outside xAPI's -1 to 1.
    const { rows } = await ctx.db.query<{ id: string }>(
      `INSERT INTO learning_events (kind, user_id, subject) VALUES ('submitted', $1, $2) RETURNING id`,
      [user.id, JSON.stringify({ attempt: attempt.id, score: 250 })],
    );
    await deliver();
    expect(lrs.statements()).toHaveLength(sentBefore);
    const event = await ctx.db.query<{ processed: boolean; problem: string | null }>(
      'SELECT processed_at IS NOT NULL AS processed, problem FROM learning_events WHERE id = $1',
      [rows[0]!.id],
    );
    expect(event.rows[0]).toEqual({ processed: true, problem: expect.stringMatching(/scaled/) });
  });

  test('a learner without a national ID is the account of our site and user id', async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, acp);
    await deliver();
    const [registered] = storedOf(String(user.id));
    expect(registered).toMatchObject({
      actor: {
        objectType: 'Agent',
        account: { homePage: ctx.config.siteUrl, name: String(user.id) },
      },
      verb: { id: 'http://adlnet.gov/expapi/verbs/registered' },
    });
  });

  test('a retry or a replay never makes a second statement; a different statement under a known id is a 409', async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, pmp);
    await deliver();
    const before = lrs.statements().length;
    // The same event noted again: the same id, so no new statement.
    await ctx.db.query(
      `INSERT INTO learning_events (kind, user_id, subject, occurred_at)
       SELECT kind, user_id, subject, occurred_at FROM learning_events WHERE user_id = $1`,
      [user.id],
    );
    await deliver();
    const replay = await ctx.request({
      method: 'POST',
      url: '/api/admin/learning-records/replay/',
      token: staff,
      payload: { user: user.id },
    });
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual({ queued: 1 });
    await deliver();
    expect(lrs.statements().length).toBe(before);
    const { rows } = await ctx.db.query('SELECT status FROM xapi_statements WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ status: 'sent' }]);
    // The statement changed since it was sent: the LRS refuses it, the reason is kept, no retry.
    await ctx.db.query(
      `UPDATE xapi_statements SET statement = jsonb_set(statement, '{timestamp}', '"2020-01-01T00:00:00.000Z"')
       WHERE user_id = $1`,
      [user.id],
    );
    await ctx.request({
      method: 'POST',
      url: '/api/admin/learning-records/replay/',
      token: staff,
      payload: { user: user.id },
    });
    await deliver();
    const failed = await ctx.db.query<{ status: string; reason: string }>(
      'SELECT status, reason FROM xapi_statements WHERE user_id = $1',
      [user.id],
    );
    expect(failed.rows[0]).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('409'),
    });
  });

  test('the LRS down: kept pending with the reason and sent once it is back; a 400 is kept failed, not retried', async () => {
    const user = await newUser(ctx);
    lrs.failWith(503);
    await markPaid(ctx, user.id, pmp);
    await deliver();
    const status = async () =>
      (
        await ctx.db.query<{ status: string; reason: string | null; attempts: number }>(
          'SELECT status, reason, attempts FROM xapi_statements WHERE user_id = $1',
          [user.id],
        )
      ).rows[0]!;
    expect(await status()).toMatchObject({
      status: 'pending',
      reason: expect.stringContaining('503'),
      attempts: 1,
    });
    lrs.failWith(null);
    // Its wait after the failure is over.
    await ctx.db.query(
      `UPDATE jobs SET run_after = now() WHERE queue = 'xapi' AND status = 'queued'`,
    );
    await deliver();
    expect(await status()).toMatchObject({ status: 'sent', reason: null });

    const other = await newUser(ctx);
    lrs.failWith(400);
    await markPaid(ctx, other.id, pmp);
    await deliver();
    lrs.failWith(null);
    await ctx.db.query(
      `UPDATE jobs SET run_after = now() WHERE queue = 'xapi' AND status = 'queued'`,
    );
    await deliver();
    const { rows } = await ctx.db.query(
      'SELECT status, attempts FROM xapi_statements WHERE user_id = $1',
      [other.id],
    );
    expect(rows).toEqual([{ status: 'failed', attempts: 1 }]);
    expect(storedOf(String(other.id))).toEqual([]);
  });
});

describe('the back-office: delivery page, replay, ledger', () => {
  test('only staff: a visitor 401, a learner 403', async () => {
    const { token } = await newUser(ctx);
    for (const url of [
      '/api/admin/xapi-statements/',
      '/api/admin/learning-records/summary/',
      `/api/admin/learning-records/ledger/1/${pmp}/`,
    ]) {
      expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.request({ method: 'GET', url, token })).statusCode).toBe(403);
      expect((await ctx.request({ method: 'GET', url, token: staff })).statusCode).toBe(200);
    }
    const replay = (payload: object, as = staff) =>
      ctx.request({
        method: 'POST',
        url: '/api/admin/learning-records/replay/',
        token: as,
        payload,
      });
    expect((await replay({ day: '2026-01-01' }, token)).statusCode).toBe(403);
    expect((await replay({})).statusCode).toBe(400);
    expect((await replay({ day: '2026-13-01' })).statusCode).toBe(400);
  });

  test('the delivery list filters by status and says why a statement failed', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/api/admin/xapi-statements/?status=failed',
      token: staff,
    });
    expect(res.statusCode).toBe(200);
    const page = json<{ results: Array<{ status: string; reason: string | null }> }>(res);
    expect(page.results.length).toBeGreaterThan(0);
    for (const item of page.results) {
      expect(item.status).toBe('failed');
      expect(item.reason).toMatch(/The LRS answered (400|409)/);
    }
    const summary = json<{ configured: boolean; profile: string; sent: number }>(
      await ctx.request({
        method: 'GET',
        url: '/api/admin/learning-records/summary/',
        token: staff,
      }),
    );
    expect(summary).toMatchObject({ configured: true, profile: 'nelc' });
    expect(summary.sent).toBeGreaterThan(0);
  });

  test("a learner's ledger: watched time capped by each lesson's length, plus exam time; CSV and PDF", async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, acp);
    await ctx.db.query(`UPDATE courses SET pmi_activity_code = 'ACP-2026-01' WHERE id = $1`, [acp]);
    const lesson = await longLesson(acp, 100);
    await ctx.db.query(
      `INSERT INTO lesson_progress (user_id, lesson_id, watched, watched_seconds) VALUES ($1, $2, '[[0, 60]]', 60)`,
      [user.id, lesson],
    );
    await ctx.db.query(
      `INSERT INTO attempts (user_id, mode, source, category, title, status, started_at, submitted_at, score, question_count)
       VALUES ($1, 'exam', 'exam', (SELECT category FROM courses WHERE id = $2), 'Mock', 'submitted',
               now() - interval '30 minutes', now(), 80, 4)`,
      [user.id, acp],
    );
    const url = `/api/admin/learning-records/ledger/${user.id}/${acp}/`;
    const ledger = json<{
      lesson_seconds: number;
      exam_seconds: number;
      time_on_task_hours: number;
      course: { pmi_activity_code: string };
    }>(await ctx.request({ method: 'GET', url, token: staff }));
    expect(ledger.lesson_seconds).toBe(60);
    expect(ledger.exam_seconds).toBe(1800);
    expect(ledger.time_on_task_hours).toBe(0.52);
    expect(ledger.course.pmi_activity_code).toBe('ACP-2026-01');
    const csv = await ctx.request({ method: 'GET', url: `${url}csv`, token: staff });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Long lecture,100,60,60,');
    expect(csv.body).toContain('total,time on task (h),,,0.52,');
    const pdf = await ctx.request({ method: 'GET', url: `${url}pdf`, token: staff });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a certificate prints the provider, its PMI id and the activity code it was issued with', async () => {
    const user = await newUser(ctx);
    await ctx.db.query(`UPDATE courses SET pmi_activity_code = 'PMP-35-2026' WHERE id = $1`, [pmp]);
    await ctx.db.query(
      `INSERT INTO certificates (code, user_id, course_id, name, course_name, contact_hours)
       VALUES ('LR-PMI-1', $1, $2, 'A Learner', 'PMP', 35)`,
      [user.id, pmp],
    );
    // Changed later: the certificate keeps the code it was issued with.
    await ctx.db.query(`UPDATE courses SET pmi_activity_code = 'PMP-NEW' WHERE id = $1`, [pmp]);
    const pdf = await ctx.request({ method: 'GET', url: '/api/certificates/LR-PMI-1/pdf' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('35 contact hours');
    expect(text).toContain(
      'Provider: Academy Training PMI provider ID: 4321 Activity code: PMP-35-2026',
    );
  });
});
