import { stretchSeconds, timeReport } from './time-report';

// The report's figures from known times (no database: the API test covers the server's clock).

const questions = [
  { question_id: 11, position: 0, domain: 'People', is_correct: true },
  { question_id: 12, position: 1, domain: 'Process', is_correct: false },
  { question_id: 13, position: 2, domain: 'People', is_correct: null },
  { question_id: 14, position: 3, domain: null, is_correct: true },
];

test('per question, per domain, pace against 240 min / 185 q, longest first', () => {
  const report = timeReport(
    questions,
    new Map([
      [11, 60],
      [12, 200],
      [13, 100.04],
    ]),
  );
  expect(report.questions.map((q) => [q.number, q.seconds, q.is_correct])).toEqual([
    [1, 60, true],
    [2, 200, false],
    [3, 100, false],
    [4, 0, true],
  ]);
  expect(report.total_seconds).toBe(360);
  expect(report.average_seconds).toBe(90);
  expect(report.exam_pace_seconds).toBe(77.8);
  expect(report.pace_ratio).toBe(1.16);
  expect(report.domains).toEqual([
    { domain: 'People', questions: 2, seconds: 160, average_seconds: 80 },
    { domain: 'Process', questions: 1, seconds: 200, average_seconds: 200 },
  ]);
  // Only questions with time, at most five.
  expect(report.longest.map((q) => q.number)).toEqual([2, 3, 1]);
});

test('an attempt with no time recorded: zeros, no longest', () => {
  const report = timeReport(questions, new Map());
  expect(report.total_seconds).toBe(0);
  expect(report.pace_ratio).toBe(0);
  expect(report.longest).toEqual([]);
});

test('one stretch counts its seconds, never below 0 nor above 15 minutes', () => {
  const since = new Date('2026-11-01T09:00:00Z');
  expect(stretchSeconds(since, new Date('2026-11-01T09:00:42.5Z'))).toBe(42.5);
  expect(stretchSeconds(since, new Date('2026-11-01T08:59:00Z'))).toBe(0);
  expect(stretchSeconds(since, new Date('2026-11-01T11:00:00Z'))).toBe(900);
});
