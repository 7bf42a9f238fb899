// The exam player's autosave under load (issue 18): LEARNERS learners, each with a mock exam
// attempt, each saving one answer every INTERVAL seconds for SECONDS seconds, through nginx on
// PostgreSQL. Reports the save's p50/p99 and the lost writes: every acknowledged save is checked
// against the rows in the database afterwards (the last answer acknowledged per question must be
// the one stored). Bounded in time and in learners; loopback only.
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { call, registerOwners } from './learners.mjs';
import { percentile } from './statistics.mjs';

/** Starts a full mock in exam mode for a learner who owns the PMP course. */
export async function startMock(url, token) {
  const started = await call(url, 'POST', '/api/attempts/', token, { mock: 'PMP', mode: 'exam' });
  if (started.status !== 201) throw new Error(`POST /api/attempts/ answered ${started.status}`);
  const attempt = started.body;
  const firstSection = new Set(attempt.sections[0].question_ids);
  return {
    token,
    attemptId: attempt.id,
    // The choice questions: a random pick of theirs is always a well-formed answer (the other
    // types' answers are shaped otherwise, and FILL shows no rows in exam mode).
    questions: attempt.questions.filter(
      (q) => firstSection.has(q.id) && (q.question_type === 'OC' || q.question_type === 'MC'),
    ),
  };
}

/**
 * @param {object} options
 * @param {string} options.url           nginx
 * @param {string} options.databaseUrl   the stack's database (to enrol the learners, count rows)
 * @param {number} options.learners
 * @param {number} options.seconds
 * @param {number} options.intervalSeconds
 */
export async function measureSaveLoad({ url, databaseUrl, learners, seconds, intervalSeconds }) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const tag = randomBytes(3).toString('hex');
    const owners = await registerOwners(url, db, learners, `save-${tag}`);
    const prepared = await Promise.all(owners.map(({ token }) => startMock(url, token)));
    const latencies = [];
    let failed = 0;
    /** `${attempt}:${question}` → the answer last acknowledged. */
    const acknowledged = new Map();
    const endAt = Date.now() + seconds * 1000;
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    await Promise.all(
      prepared.map(async (learner) => {
        // Staggered, as real learners are.
        let next = Date.now() + Math.random() * intervalSeconds * 1000;
        for (;;) {
          await sleep(next - Date.now());
          if (Date.now() >= endAt) return;
          const question = learner.questions[Math.floor(Math.random() * learner.questions.length)];
          const pick = question.answers[Math.floor(Math.random() * question.answers.length)].id;
          const answer = question.question_type === 'MC' ? [pick] : pick;
          const begun = performance.now();
          const saved = await call(
            url,
            'PUT',
            `/api/attempts/${learner.attemptId}/responses/${question.id}/`,
            learner.token,
            { answer, flagged: Math.random() < 0.2 },
          );
          latencies.push(performance.now() - begun);
          if (saved.status === 200) acknowledged.set(`${learner.attemptId}:${question.id}`, answer);
          else failed += 1;
          next += intervalSeconds * 1000;
        }
      }),
    );
    const { rows } = await db.query(
      'SELECT attempt_id, question_id, answer FROM attempt_responses WHERE attempt_id = ANY($1::int[])',
      [prepared.map((learner) => learner.attemptId)],
    );
    const stored = new Map(
      rows.map((row) => [`${row.attempt_id}:${row.question_id}`, JSON.stringify(row.answer)]),
    );
    let lost = 0;
    for (const [key, answer] of acknowledged) {
      if (stored.get(key) !== JSON.stringify(answer)) lost += 1;
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      learners,
      seconds,
      intervalSeconds,
      saves: latencies.length,
      failedSaves: failed,
      p50Ms: Number(percentile(sorted, 50)?.toFixed(1)),
      p99Ms: Number(percentile(sorted, 99)?.toFixed(1)),
      rowsExpected: acknowledged.size,
      rowsFound: rows.length,
      lostWrites: lost,
    };
  } finally {
    await db.end();
  }
}
