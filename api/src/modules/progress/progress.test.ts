import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CourseProgress, LessonProgress } from '@academy/contract';
import { json, LEARNER, markPaid, NEWBIE, newUser, sendJsonText } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { makeTestVideo, makeUndecodableVideo } from '../../test/videos';

let pmp: number;
let acp: number;
/** The PMP course's lessons, in order: 4 s videos whose length the demo content gives. */
let pmpLessons: number[];
let acpLesson: number;

const save = (token: string | undefined, lessonId: number, payload: unknown) =>
  ctx.request({
    method: 'PUT',
    url: `/api/progress/lessons/${lessonId}/`,
    payload: payload as object,
    ...(token ? { token } : {}),
  });

const courseProgress = (token: string | undefined, courseId: number) =>
  ctx.request({
    method: 'GET',
    url: `/api/progress/courses/${courseId}/`,
    ...(token ? { token } : {}),
  });

async function saved(token: string, lessonId: number, payload: object): Promise<LessonProgress> {
  const res = await save(token, lessonId, payload);
  expect(res.statusCode).toBe(200);
  return json<LessonProgress>(res);
}

/**
 * `seconds` of real time pass for the learner watching `lesson`: the lesson's first report and the
 * learner's watching clock move back by that much.
 */
async function realTimePasses(userId: number, lesson: number, seconds: number): Promise<void> {
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

/** A learner who owns the PMP course and has watched nothing. */
async function pmpLearner(): Promise<string> {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, pmp);
  return user.token;
}

const ctx = appSuite();
beforeAll(async () => {
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
  pmpLessons = await Promise.all(
    ['pmp-lec-1', 'pmp-lec-2', 'pmp-lec-3', 'pmp-lec-4'].map((key) => ctx.lessonId(key)),
  );
  acpLesson = await ctx.lessonId('acp-lec-1');
});
describe('who may save and read progress', () => {
  test('a visitor gets 401', async () => {
    expect((await save(undefined, pmpLessons[0]!, { position: 1 })).statusCode).toBe(401);
    expect((await courseProgress(undefined, pmp)).statusCode).toBe(401);
  });

  test('a learner who has not paid for the course gets 403, for a save and a read', async () => {
    const newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
    const res = await save(newbie, pmpLessons[0]!, { position: 1 });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ detail: 'You have not paid for this course.' });
    expect((await courseProgress(newbie, pmp)).statusCode).toBe(403);
  });

  test("a lesson of another course than the learner's is refused (403)", async () => {
    const learner = ctx.tokenFor(await ctx.userId(LEARNER));
    expect((await save(learner, acpLesson, { position: 1 })).statusCode).toBe(403);
    expect((await courseProgress(learner, acp)).statusCode).toBe(403);
  });

  test('an unknown lesson or course is 404', async () => {
    const learner = ctx.tokenFor(await ctx.userId(LEARNER));
    expect((await save(learner, 999_999, { position: 1 })).statusCode).toBe(404);
    expect((await courseProgress(learner, 999_999)).statusCode).toBe(404);
    expect((await save(learner, 0, { position: 1 })).statusCode).toBe(404);
  });

  test('each learner reads only their own progress', async () => {
    const first = await pmpLearner();
    const second = await pmpLearner();
    await saved(first, pmpLessons[0]!, { position: 3, watched: [[0, 4]] });
    const theirs = json<CourseProgress>(await courseProgress(second, pmp));
    expect(theirs).toMatchObject({ completed: 0, resume: null });
    expect(theirs.lessons[0]).toEqual({
      id: pmpLessons[0],
      position: 0,
      watched_ratio: 0,
      completed: false,
    });
  });
});

describe('bad saves are refused with 400 and change nothing', () => {
  test.each([
    ['a negative time', { watched: [[-1, 2]] }, 'watched'],
    ['a range ending before it starts', { watched: [[3, 1]] }, 'watched'],
    ['a range past the end of the video', { watched: [[0, 9]] }, 'watched'],
    ['a position past the end of the video', { position: 60 }, 'position'],
    ['a range that is not two numbers', { watched: [['0', 2]] }, 'watched'],
    ['a range of three numbers', { watched: [[0, 1, 2]] }, 'watched'],
    ['a position that is not a number', { position: 'start' }, 'position'],
    ['ranges that are not a list', { watched: { from: 0, to: 1 } }, 'watched'],
    ['nothing to save', {}, 'non_field_errors'],
  ])('%s', async (_what, payload, field) => {
    const token = await pmpLearner();
    const res = await save(token, pmpLessons[0]!, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res))).toEqual([field]);
    const after = json<CourseProgress>(await courseProgress(token, pmp));
    expect(after.resume).toBeNull();
  });

  test('a body that is not JSON is 400, never 500', async () => {
    const token = await pmpLearner();
    const res = await sendJsonText(
      ctx,
      'PUT',
      `/api/progress/lessons/${pmpLessons[0]}/`,
      '{"position": ',
      token,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('watched ranges and completion', () => {
  test('ranges merge across saves; skipping ahead does not count; 90 % completes', async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, acp);
    // A lesson of 100 s (the length staff gave it), showing ACP's video.
    const duration = 100;
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO lessons (key, course_id, name, video_file, duration, position)
       SELECT 'acp-long', course_id, 'Lec 9 - Long', video_file, $1, 9 FROM lessons
       WHERE key = 'acp-lec-1' RETURNING id`,
      [duration],
    );
    const lesson = rows[0]!.id;
    // The viewing as it really goes: each save comes after the time its seconds took to play.
    const timePasses = (seconds: number) => realTimePasses(user.id, lesson, seconds);
    // 0–10 s watched, then a jump to 50 s and 10 s more: the 40 s jumped over do not count.
    expect(
      await saved(user.token, lesson, {
        position: 60,
        watched: [
          [0, 10],
          [50, 60],
        ],
        duration,
      }),
    ).toEqual({ id: lesson, position: 60, watched_ratio: 0.2, completed: false });
    // The same seconds again add nothing.
    expect(
      await saved(user.token, lesson, { position: 60, watched: [[0, 10]], duration }),
    ).toMatchObject({ watched_ratio: 0.2 });
    // Back to fill 10–40 s, then on from 60 s to 89 s: 79 s of 100.
    await timePasses(90);
    await saved(user.token, lesson, { position: 40, watched: [[10, 40]], duration });
    expect(
      await saved(user.token, lesson, { position: 89, watched: [[60, 89]], duration }),
    ).toMatchObject({ watched_ratio: 0.79, completed: false });
    // 40–50 s: 89 %, still not complete; one second more: 90 %.
    expect(
      await saved(user.token, lesson, { position: 50, watched: [[40, 50]], duration }),
    ).toMatchObject({ watched_ratio: 0.89, completed: false });
    expect(
      await saved(user.token, lesson, { position: 90, watched: [[89, 90]], duration }),
    ).toEqual({ id: lesson, position: 90, watched_ratio: 0.9, completed: true });
  });

  test('a range a little past the end (the browser reads the length longer) is clamped', async () => {
    const token = await pmpLearner();
    const lesson = pmpLessons[1]!;
    expect(await saved(token, lesson, { position: 4.008, watched: [[0, 4.008]] })).toEqual({
      id: lesson,
      position: 4,
      watched_ratio: 1,
      completed: true,
    });
  });

  test('a complete lesson never un-completes: not by later saves, nor by a longer length', async () => {
    const token = await pmpLearner();
    const lesson = pmpLessons[2]!;
    await saved(token, lesson, { watched: [[0, 4]] });
    await ctx.db.query('UPDATE lessons SET duration = 400 WHERE id = $1', [lesson]);
    try {
      expect(await saved(token, lesson, { position: 10, watched: [[5, 6]] })).toMatchObject({
        position: 10,
        watched_ratio: 0.0125,
        completed: true,
      });
      const progress = json<CourseProgress>(await courseProgress(token, pmp));
      expect(progress.lessons[2]).toMatchObject({ completed: true });
    } finally {
      await ctx.db.query('UPDATE lessons SET duration = 4 WHERE id = $1', [lesson]);
    }
  });

  test('a whole video reported at once counts no faster than real time: complete only once it could have been played', async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, acp);
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO lessons (key, course_id, name, video_file, duration, position)
       SELECT 'acp-hour', course_id, 'Lec 10 - An hour', video_file, 3600, 10 FROM lessons
       WHERE key = 'acp-lec-1' RETURNING id`,
    );
    const lesson = rows[0]!.id;
    const forged = { position: 3600, watched: [[0, 3600]] };
    expect(await saved(user.token, lesson, forged)).toEqual({
      id: lesson,
      position: 3600,
      watched_ratio: 1,
      completed: false,
    });
    const read = async () =>
      json<CourseProgress>(await courseProgress(user.token, acp)).lessons.find(
        (entry) => entry.id === lesson,
      );
    expect(await read()).toMatchObject({ completed: false });
    // Twenty minutes on (40 min at 2×, less than 90 % of the hour): still not.
    await realTimePasses(user.id, lesson, 20 * 60);
    expect(await saved(user.token, lesson, { position: 3600 })).toMatchObject({
      completed: false,
    });
    // Half an hour on: the hour could have been played at 2×, and the next save completes it.
    await realTimePasses(user.id, lesson, 10 * 60);
    expect(await saved(user.token, lesson, { position: 3600 })).toMatchObject({
      completed: true,
    });
    expect(await read()).toMatchObject({ completed: true });
  });

  test('a stored length wins over what the player reports', async () => {
    const token = await pmpLearner();
    const res = await save(token, pmpLessons[3]!, { watched: [[0, 50]], duration: 100 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      watched: { '0': ['A range must not go past the end of the video (4 s).'] },
    });
  });

  test('a heartbeat and a leave save arriving together both count', async () => {
    const token = await pmpLearner();
    const lesson = pmpLessons[0]!;
    const [first, second] = await Promise.all([
      save(token, lesson, { position: 2, watched: [[0, 2]] }),
      save(token, lesson, { position: 4, watched: [[2, 4]] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const progress = json<CourseProgress>(await courseProgress(token, pmp));
    expect(progress.lessons[0]).toMatchObject({ watched_ratio: 1, completed: true });
  });
});

describe("the length is the server's, never the player's", () => {
  /**
   * A new lesson of the course `courseKey` showing `file`, stored in the media folder as an upload
   * or import stores it, with no length stored (an older database, a reading that failed).
   */
  async function lessonShowing(courseKey: string, file: string): Promise<number> {
    const bytes = fs.readFileSync(file);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
    const videoFile = `${hash}${path.extname(file)}`;
    await ctx.app.services.mediaStore.put('private', videoFile, file);
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO lessons (key, course_id, name, video_file, position)
       VALUES ($1, (SELECT id FROM courses WHERE key = $2), 'Lec 9 - Measured', $3, 9)
       RETURNING id`,
      [`measured-${hash}`, courseKey, videoFile],
    );
    return rows[0]!.id;
  }

  const storedLength = async (lesson: number) =>
    (
      await ctx.db.query<{ duration: number | null }>(
        'SELECT duration FROM lessons WHERE id = $1',
        [lesson],
      )
    ).rows[0]!.duration;

  const claimCertificate = (token: string, course: number) =>
    ctx.request({ method: 'POST', url: '/api/certificates/', token, payload: { course } });

  test('a 6 s video without a stored length: a save claiming 1 s of 1 s completes nothing, nor earns the certificate', async () => {
    const p6 = await ctx.courseId('primavera-p6');
    const lesson = await lessonShowing(
      'primavera-p6',
      makeTestVideo(path.join(ctx.tmpDir, 'six.mp4'), { seconds: 6, audio: false }),
    );
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, p6);
    await ctx.db.query("UPDATE users SET full_name = 'Amira Saleh' WHERE id = $1", [user.id]);
    // The course's other lesson, watched honestly.
    await saved(user.token, await ctx.lessonId('p6-lec-1'), { position: 4, watched: [[0, 4]] });

    // The faked save: the player says the video lasts 1 s and that it was all watched.
    const faked = await saved(user.token, lesson, { position: 1, watched: [[0, 1]], duration: 1 });
    expect(faked).toMatchObject({ position: 1, completed: false });
    expect(faked.watched_ratio).toBeCloseTo(1 / 6, 3);
    // The server read the file instead, and keeps its length for the next saves.
    expect(await storedLength(lesson)).toBeCloseTo(6, 1);
    const progress = json<CourseProgress>(await courseProgress(user.token, p6));
    expect(progress).toMatchObject({ completed: 1, total: 2 });
    const refused = await claimCertificate(user.token, p6);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      detail: 'Complete every lesson first: 1 of 2 lessons are complete.',
    });

    // Watched for real (90 % of 6 s), the lesson completes and the certificate is issued.
    expect(await saved(user.token, lesson, { position: 6, watched: [[0, 5.5]] })).toMatchObject({
      completed: true,
    });
    expect((await claimCertificate(user.token, p6)).statusCode).toBe(201);
  });

  test('a video that cannot be read: position and ranges are kept, the lesson is never complete, and it is not read at every save', async () => {
    const file = makeUndecodableVideo(path.join(ctx.tmpDir, 'unreadable.mp4'));
    const lesson = await lessonShowing('risk-essentials', file);
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, await ctx.courseId('risk-essentials'));

    expect(
      await saved(user.token, lesson, { position: 1, watched: [[0, 1]], duration: 1 }),
    ).toEqual({ id: lesson, position: 1, watched_ratio: 0, completed: false });
    expect(
      await saved(user.token, lesson, { position: 90, watched: [[0, 90]], duration: 100 }),
    ).toEqual({ id: lesson, position: 90, watched_ratio: 0, completed: false });
    // The length the player reports still bounds the ranges it sends.
    expect((await save(user.token, lesson, { watched: [[90, 150]] })).statusCode).toBe(400);
    const progress = json<CourseProgress>(
      await courseProgress(user.token, await ctx.courseId('risk-essentials')),
    );
    expect(progress.lessons.find((entry) => entry.id === lesson)).toEqual({
      id: lesson,
      position: 90,
      watched_ratio: 0,
      completed: false,
    });
    expect(await storedLength(lesson)).toBeNull();

    // The file now reads (as if ffprobe had been fixed): a failed reading is remembered, so
    // the saves of the next minutes do not run ffprobe again.
    const { rows } = await ctx.db.query<{ video_file: string }>(
      'SELECT video_file FROM lessons WHERE id = $1',
      [lesson],
    );
    const stored = ctx.app.services.mediaStore.localPath(`private/${rows[0]!.video_file}`)!;
    fs.copyFileSync(makeTestVideo(path.join(ctx.tmpDir, 'now-readable.mp4')), stored);
    expect(await saved(user.token, lesson, { position: 2 })).toMatchObject({ completed: false });
    expect(await storedLength(lesson)).toBeNull();
  });

  test('ranges kept while the length was unknown count once the server knows it', async () => {
    // Another unreadable file (its bytes are its own, so another stored name).
    const file = makeUndecodableVideo(path.join(ctx.tmpDir, 'unreadable-2.mp4'));
    const lesson = await lessonShowing('business-analysis', file);
    const ba = await ctx.courseId('business-analysis');
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, ba);
    expect(
      await saved(user.token, lesson, { position: 9.5, watched: [[0, 9.5]], duration: 10 }),
    ).toMatchObject({ watched_ratio: 0, completed: false });
    // The transcode (or staff) measured it since.
    await ctx.db.query('UPDATE lessons SET duration = 10 WHERE id = $1', [lesson]);
    const progress = json<CourseProgress>(await courseProgress(user.token, ba));
    expect(progress.lessons.find((entry) => entry.id === lesson)).toMatchObject({
      watched_ratio: 0.95,
      completed: true,
    });
  });
});

describe('lessons without a video', () => {
  let pdfOnly: number;
  beforeAll(async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO lessons (key, course_id, name, pdf_file, position)
       VALUES ('risk-reading', (SELECT id FROM courses WHERE key = 'risk-essentials'),
         'Lec 9 - Reading', 'pdfs/risk-lec-1.pdf', 9) RETURNING id`,
    );
    pdfOnly = rows[0]!.id;
  });

  test('a PDF-only lesson is complete once opened', async () => {
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, await ctx.courseId('risk-essentials'));
    expect(await saved(user.token, pdfOnly, { opened: true })).toEqual({
      id: pdfOnly,
      position: 0,
      watched_ratio: 1,
      completed: true,
    });
  });

  test('opening a lesson that has a video does not complete it', async () => {
    const token = await pmpLearner();
    expect(await saved(token, pmpLessons[0]!, { opened: true })).toMatchObject({
      watched_ratio: 0,
      completed: false,
    });
  });
});

describe('GET /api/progress/courses/{id}/', () => {
  test('counts, percent, ticks and where "Continue" opens', async () => {
    const token = await pmpLearner();
    const empty = json<CourseProgress>(await courseProgress(token, pmp));
    expect(empty).toEqual({
      completed: 0,
      total: 4,
      percent: 0,
      resume: null,
      lessons: pmpLessons.map((id) => ({ id, position: 0, watched_ratio: 0, completed: false })),
    });

    // Lesson 2 half watched: Continue opens it where the learner stopped.
    await saved(token, pmpLessons[1]!, { position: 2, watched: [[0, 2]] });
    expect(json<CourseProgress>(await courseProgress(token, pmp)).resume).toEqual({
      lesson: pmpLessons[1],
      position: 2,
    });

    // Lesson 1 finished last: Continue opens the next one not complete, lesson 2, where it was.
    await saved(token, pmpLessons[0]!, { position: 4, watched: [[0, 4]] });
    const progress = json<CourseProgress>(await courseProgress(token, pmp));
    expect(progress).toMatchObject({
      completed: 1,
      total: 4,
      percent: 25,
      resume: { lesson: pmpLessons[1], position: 2 },
    });
    expect(progress.lessons.map((lesson) => lesson.completed)).toEqual([true, false, false, false]);
    expect(progress.lessons[1]).toEqual({
      id: pmpLessons[1],
      position: 2,
      watched_ratio: 0.5,
      completed: false,
    });
  });
});
