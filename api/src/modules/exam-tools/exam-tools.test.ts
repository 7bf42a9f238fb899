import { type AttemptTime, type ExamPreferences, type Whiteboard } from '@academy/contract';
import { WHITEBOARD_MAX_BYTES } from '@academy/contract/rules';
import { ADMIN, STAFF } from '../../test/admin-test-kit';
import { json, LEARNER, markPaid, newUser, NEWBIE } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { attemptOf, attemptsApi, bankIds, TestClock } from '../attempts/attempt-test-kit';

// The real exam's tools (an attempt's whiteboard, the learner's display settings) and the time
// spent on each question (docs/design/exam-attempts.md#exam-tools).

const clock = new TestClock();
const ctx = appSuite({ services: { clock } });
let api: ReturnType<typeof attemptsApi>;
const tokens: Record<'learner' | 'other' | 'staff' | 'admin', string> = {
  learner: '',
  other: '',
  staff: '',
  admin: '',
};
beforeAll(async () => {
  api = attemptsApi(ctx);
  tokens.learner = ctx.tokenFor(await ctx.userId(LEARNER));
  tokens.other = ctx.tokenFor(await ctx.userId(NEWBIE));
  tokens.staff = ctx.tokenFor(await ctx.userId(STAFF));
  tokens.admin = ctx.tokenFor(await ctx.userId(ADMIN));
});

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
  ctx.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const board = (id: number) => `/api/attempts/${id}/whiteboard/`;

async function examAttempt(token = tokens.learner) {
  const examId = (await bankIds(ctx, 'exams'))[0] as number;
  return attemptOf(await api.start(token, { exam: examId, mode: 'exam' }));
}

const drawing = {
  strokes: [
    { color: 'ink', width: 3, points: [10, 10, 200, 150, 400, 160] },
    { color: 'red', width: 2, points: [0, 0, 1000, 700] },
  ],
  notes: 'EV = 120 − 100 = 20',
};

test('the owner saves the whiteboard and reads it back on another device; a new one reads empty', async () => {
  const attempt = await examAttempt();
  const empty = json<Whiteboard>(await call('GET', board(attempt.id), tokens.learner));
  expect(empty).toEqual({ strokes: [], notes: '', updated_at: null, read_only: false });

  const saved = await call('PUT', board(attempt.id), tokens.learner, { ...drawing, extra: 1 });
  expect(saved.statusCode).toBe(200);
  const read = json<Whiteboard>(await call('GET', board(attempt.id), tokens.learner));
  expect(read).toEqual({ ...drawing, updated_at: clock.now().toISOString(), read_only: false });
  // Kept across sections and a break: leaving section 1 does not touch it.
  await api.submit(tokens.learner, attempt.id);
  const after = json<Whiteboard>(await call('GET', board(attempt.id), tokens.learner));
  expect(after).toMatchObject({ ...drawing, read_only: true });
});

test("a submitted attempt's whiteboard is read-only: a save is 409 and changes nothing", async () => {
  const attempt = await examAttempt();
  await call('PUT', board(attempt.id), tokens.learner, drawing);
  await api.submit(tokens.learner, attempt.id);
  const refused = await call('PUT', board(attempt.id), tokens.learner, { strokes: [], notes: '' });
  expect(refused.statusCode).toBe(409);
  expect(json<Whiteboard>(await call('GET', board(attempt.id), tokens.learner)).notes).toBe(
    drawing.notes,
  );
});

test("visitor 401; another learner, staff and admin get 404 for someone's whiteboard", async () => {
  const attempt = await examAttempt();
  await call('PUT', board(attempt.id), tokens.learner, drawing);
  expect((await call('GET', board(attempt.id))).statusCode).toBe(401);
  expect((await call('PUT', board(attempt.id), undefined, drawing)).statusCode).toBe(401);
  for (const who of ['other', 'staff', 'admin'] as const) {
    expect((await call('GET', board(attempt.id), tokens[who])).statusCode).toBe(404);
    expect((await call('PUT', board(attempt.id), tokens[who], drawing)).statusCode).toBe(404);
  }
  expect(json<Whiteboard>(await call('GET', board(attempt.id), tokens.learner)).notes).toBe(
    drawing.notes,
  );
});

test('a malformed or too large whiteboard is a 400 with its field, never stored', async () => {
  const attempt = await examAttempt();
  const problems = [
    [{ strokes: [{ color: 'green', width: 3, points: [1, 2] }], notes: '' }, 'strokes'],
    [{ strokes: [{ color: 'ink', width: 3, points: [1, 2, 3] }], notes: '' }, 'strokes'],
    [{ strokes: [{ color: 'ink', width: 3, points: [1, 2000] }], notes: '' }, 'strokes'],
    [{ strokes: [], notes: 'x'.repeat(5001) }, 'notes'],
    [{ strokes: [] }, 'notes'],
  ] as const;
  for (const [payload, field] of problems) {
    const response = await call('PUT', board(attempt.id), tokens.learner, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response)).join()).toContain(field);
  }
  // Within every per-field limit but over the whole board's size: the clear 400, not a 413.
  const stroke = { color: 'ink', width: 3, points: Array.from({ length: 4000 }, () => 999) };
  const tooLarge = { strokes: Array.from({ length: 4 }, () => stroke), notes: '' };
  expect(JSON.stringify(tooLarge).length).toBeGreaterThan(WHITEBOARD_MAX_BYTES);
  const response = await call('PUT', board(attempt.id), tokens.learner, tooLarge);
  expect(response.statusCode).toBe(400);
  expect(json<{ non_field_errors: string[] }>(response).non_field_errors[0]).toMatch(
    /whiteboard is full/,
  );
  expect(json<Whiteboard>(await call('GET', board(attempt.id), tokens.learner)).updated_at).toBe(
    null,
  );
});

test('display settings: defaults, a partial change keeps the rest, per user, validated', async () => {
  const url = '/api/exam-preferences/';
  expect((await call('GET', url)).statusCode).toBe(401);
  expect((await call('PUT', url, undefined, { font_size: 'large' })).statusCode).toBe(401);
  const user = await newUser(ctx);
  const token = user.token;
  expect(json<ExamPreferences>(await call('GET', url, token))).toEqual({
    font_size: 'standard',
    contrast: 'standard',
    arabic_aid: 'side_by_side',
  });
  await call('PUT', url, token, { font_size: 'larger' });
  const changed = await call('PUT', url, token, { contrast: 'high', arabic_aid: 'switch' });
  const expected = { font_size: 'larger', contrast: 'high', arabic_aid: 'switch' };
  expect(json<ExamPreferences>(changed)).toEqual(expected);
  expect(json<ExamPreferences>(await call('GET', url, token))).toEqual(expected);
  const bad = await call('PUT', url, token, { font_size: 'huge' });
  expect(bad.statusCode).toBe(400);
  expect(json(bad)).toHaveProperty('font_size');
  // Each user has their own: staff and admin too, and someone else's stays as it was.
  for (const who of ['staff', 'admin'] as const) {
    const own = await call('PUT', url, tokens[who], { font_size: 'largest' });
    expect(json<ExamPreferences>(own).font_size).toBe('largest');
  }
  expect(json<ExamPreferences>(await call('GET', url, token))).toEqual(expected);
});

test('time intelligence: the server counts each question by its own clock, per domain and pace', async () => {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, await ctx.courseId('pmp'));
  // A mock: time enough for the stretches below.
  const attempt = attemptOf(await api.start(user.token, { mock: 'PMP', mode: 'exam' }));
  const [first, second, third] = attempt.questions as [
    (typeof attempt.questions)[number],
    (typeof attempt.questions)[number],
    (typeof attempt.questions)[number],
  ];
  expect(new Date(attempt.deadline as string).getTime() - clock.now().getTime()).toBeGreaterThan(
    1290_000,
  );
  const view = (questionId: number | null) =>
    call('PUT', `/api/attempts/${attempt.id}/viewing/`, user.token, { question_id: questionId });
  const time = () => call('GET', `/api/attempts/${attempt.id}/time/`, user.token);

  expect((await view(first.id)).statusCode).toBe(204);
  clock.advance(90);
  await view(second.id);
  clock.advance(30);
  await view(first.id); // back to the first: its time adds up
  clock.advance(60);
  await view(null); // the review screen: nothing counts
  clock.advance(100);
  await view(third.id);
  clock.advance(1000); // walked away: one look counts 15 minutes at most
  expect((await time()).statusCode).toBe(409); // in progress: reveals nothing
  await view(null);
  expect((await view(999_999)).statusCode).toBe(400);
  for (const who of ['other', 'staff', 'admin'] as const) {
    expect(
      (
        await call('PUT', `/api/attempts/${attempt.id}/viewing/`, tokens[who], {
          question_id: null,
        })
      ).statusCode,
    ).toBe(404);
  }
  await api.submit(user.token, attempt.id);
  expect((await view(first.id)).statusCode).toBe(409);

  const report = json<AttemptTime>(await time());
  const secondsOf = (id: number) => report.questions.find((q) => q.question_id === id)?.seconds;
  expect(secondsOf(first.id)).toBe(150);
  expect(secondsOf(second.id)).toBe(30);
  expect(secondsOf(third.id)).toBe(900);
  expect(report.total_seconds).toBe(1080);
  expect(report.average_seconds).toBeCloseTo(1080 / attempt.questions.length, 1);
  expect(report.exam_pace_seconds).toBe(77.8);
  expect(report.longest.map((q) => q.question_id)).toEqual([third.id, first.id, second.id]);
  for (const domain of report.domains) {
    const inDomain = report.questions.filter((q) => q.domain === domain.domain);
    expect(domain.questions).toBe(inDomain.length);
    expect(domain.seconds).toBeCloseTo(
      inDomain.reduce((sum, q) => sum + q.seconds, 0),
      1,
    );
  }
  for (const who of ['other', 'staff', 'admin'] as const) {
    expect((await call('GET', `/api/attempts/${attempt.id}/time/`, tokens[who])).statusCode).toBe(
      404,
    );
  }
  expect((await call('GET', `/api/attempts/${attempt.id}/time/`)).statusCode).toBe(401);
});
