// Issue 35, item 6: watching counts no faster than real time per learner, on one clock across all
// lessons and tabs (docs/design/progress.md#progress), so a course's contact hours cannot be had
// faster than its real length allows.
import type { CourseProgress, LessonProgress } from '@academy/contract';
import { json, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';

let pmp: number;
/** The PMP course's four demo lessons (4 s videos) and two 600 s lectures added here. */
let shortLessons: number[];
let longLessons: number[];

const ctx = appSuite();
beforeAll(async () => {
  pmp = await ctx.courseId('pmp');
  shortLessons = await Promise.all(
    ['pmp-lec-1', 'pmp-lec-2', 'pmp-lec-3', 'pmp-lec-4'].map((key) => ctx.lessonId(key)),
  );
  longLessons = [];
  for (const n of [1, 2]) {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO lessons (key, course_id, name, video_file, duration, position)
       SELECT $1, course_id, $2, video_file, 600, 100 + $3 FROM lessons
       WHERE key = 'pmp-lec-1' RETURNING id`,
      [`pmp-ten-minutes-${n}`, `Lec ${10 + n} - Ten minutes`, n],
    );
    longLessons.push(rows[0]!.id);
  }
});

async function save(token: string, lessonId: number, payload: object): Promise<LessonProgress> {
  const res = await ctx.request({
    method: 'PUT',
    url: `/api/progress/lessons/${lessonId}/`,
    token,
    payload,
  });
  expect(res.statusCode).toBe(200);
  return json<LessonProgress>(res);
}

/**
 * Real time passes for the learner: every time the server kept for them moves back by `seconds`
 * (their lessons' first and last reports, and their watching clock).
 */
async function timePasses(userId: number, seconds: number): Promise<void> {
  await ctx.db.query(
    `UPDATE lesson_progress SET started_at = started_at - make_interval(secs => $2),
       updated_at = updated_at - make_interval(secs => $2)
     WHERE user_id = $1`,
    [userId, seconds],
  );
  await ctx.db.query(
    'UPDATE watch_clocks SET at = at - make_interval(secs => $2) WHERE user_id = $1',
    [userId, seconds],
  );
}

const claim = (token: string) =>
  ctx.request({ method: 'POST', url: '/api/certificates/', token, payload: { course: pmp } });

async function pmpLearner() {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, pmp);
  await ctx.db.query("UPDATE users SET full_name = 'Omar Haddad' WHERE id = $1", [user.id]);
  // The four short lessons, watched honestly at 1×.
  for (const lesson of shortLessons) {
    await save(user.token, lesson, { position: 4, watched: [[0, 4]] });
    await timePasses(user.id, 4);
  }
  return user;
}

test('two lessons played at 2× side by side are complete only once both could have been watched one after the other', async () => {
  const user = await pmpLearner();
  const [first, second] = longLessons as [number, number];
  // Every 10 s of real time, each tab reports 20 s more of its lesson (both at 2×).
  let played = 0;
  const done = { first: false, second: false };
  for (let elapsed = 0; elapsed <= 300; elapsed += 10) {
    const to = Math.min(600, played + 20);
    done.first = (
      await save(user.token, first, { position: to, watched: [[played, to]] })
    ).completed;
    done.second = (
      await save(user.token, second, { position: to, watched: [[played, to]] })
    ).completed;
    played = to;
    await timePasses(user.id, 10);
  }
  // Five minutes on, 600 s of each are reported; the learner's one clock allows 2 × 300 s + 30 s
  // of lecture in all, less than 90 % of one lesson plus 90 % of the other (1080 s).
  expect(played).toBe(600);
  expect(done.first && done.second).toBe(false);
  const now = json<CourseProgress>(
    await ctx.request({ method: 'GET', url: `/api/progress/courses/${pmp}/`, token: user.token }),
  );
  expect(now.completed).toBeLessThan(6);
  const refused = await claim(user.token);
  expect(refused.statusCode).toBe(409);

  // At 2× one after the other, the two need 2 × 540 s of lecture, 540 s of real time (the
  // loop took 310): from then on the next saves complete both.
  await timePasses(user.id, 540 - 310);
  await save(user.token, first, { position: 600 });
  await save(user.token, second, { position: 600 });
  const after = json<CourseProgress>(
    await ctx.request({ method: 'GET', url: `/api/progress/courses/${pmp}/`, token: user.token }),
  );
  expect(after).toMatchObject({ completed: 6, total: 6 });
  expect((await claim(user.token)).statusCode).toBe(201);
});

test('a second lesson draws on the same clock as the first', async () => {
  const user = await pmpLearner();
  const [first, second] = longLessons as [number, number];
  // Both lectures begun together, then each reported whole 280 s later: 2 × 280 s could have
  // been played, enough for one lecture's 540 s, never for both.
  await save(user.token, first, { position: 1, watched: [[0, 1]] });
  await save(user.token, second, { position: 1, watched: [[0, 1]] });
  await timePasses(user.id, 280);
  expect(await save(user.token, first, { position: 600, watched: [[0, 600]] })).toMatchObject({
    completed: true,
  });
  await timePasses(user.id, 10);
  expect(await save(user.token, second, { position: 600, watched: [[0, 600]] })).toMatchObject({
    completed: false,
  });
  // Four and a half minutes later (540 s more at 2×), it is.
  await timePasses(user.id, 270);
  expect(await save(user.token, second, { position: 600 })).toMatchObject({ completed: true });
});

test('time away earns at most an hour of lecture: a day later a two-hour lecture is not complete in one go', async () => {
  const user = await pmpLearner();
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO lessons (key, course_id, name, video_file, duration, position)
     SELECT 'pmp-two-hours', course_id, 'Lec 13 - Two hours', video_file, 7200, 103 FROM lessons
     WHERE key = 'pmp-lec-1' RETURNING id`,
  );
  const lesson = rows[0]!.id;
  await save(user.token, lesson, { position: 1, watched: [[0, 1]] });
  await timePasses(user.id, 24 * 3600);
  // The lesson's own first report is a day old; the learner's clock holds an hour, not a day.
  expect(await save(user.token, lesson, { watched: [[0, 7200]] })).toMatchObject({
    watched_ratio: 1,
    completed: false,
  });
  // 90 % of two hours is 6480 s: 1 s + the hour + 2 × 1450 s is past it.
  await timePasses(user.id, 1450);
  expect(await save(user.token, lesson, { position: 7200 })).toMatchObject({ completed: true });
});
