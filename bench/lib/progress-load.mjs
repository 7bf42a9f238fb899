// Lesson progress under load (issue 20): LEARNERS learners who own the PMP course, each watching
// a lesson and sending the player's report every INTERVAL seconds for SECONDS seconds (position
// and the watched range growing, as the player sends them), through nginx on PostgreSQL. Reports
// the report's p50/p99 and the errors, then checks that each learner's last acknowledged
// position is the one stored. Bounded in time and in learners; loopback only.
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { call, registerOwners } from './learners.mjs';
import { percentile } from './statistics.mjs';

/**
 * @param {object} options
 * @param {string} options.url           nginx
 * @param {string} options.databaseUrl   the stack's database (to enrol the learners, read rows)
 * @param {number} options.learners
 * @param {number} options.seconds
 * @param {number} options.intervalSeconds
 */
export async function measureProgressLoad({
  url,
  databaseUrl,
  learners,
  seconds,
  intervalSeconds,
}) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const tag = randomBytes(3).toString('hex');
    const owners = await registerOwners(url, db, learners, `progress-${tag}`);
    const { rows: lessons } = await db.query(
      `SELECT l.id, l.duration FROM lessons l JOIN courses c ON c.id = l.course_id
       WHERE c.key = 'pmp' AND l.video_file IS NOT NULL ORDER BY l.position, l.id`,
    );
    if (lessons.length === 0) throw new Error('the PMP course has no video lesson');
    const latencies = [];
    let failed = 0;
    /** status → count of the failed reports, to say why. */
    const statuses = {};
    /** `${user}:${lesson}` of every learner with an acknowledged report. */
    const acknowledged = new Set();
    const endAt = Date.now() + seconds * 1000;
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    await Promise.all(
      owners.map(async ({ token, userId }, index) => {
        const lesson = lessons[index % lessons.length];
        // The demo lectures are seconds long: each report moves on by a slice of the video, and
        // a learner who reaches the end starts it again (as the server sees a rewatch).
        const duration = Number(lesson.duration) || 4;
        let next = Date.now() + Math.random() * intervalSeconds * 1000;
        let step = Math.floor(Math.random() * 8);
        for (;;) {
          await sleep(next - Date.now());
          if (Date.now() >= endAt) return;
          step = (step % 8) + 1;
          const position = Number(((duration * step) / 8).toFixed(3));
          const begun = performance.now();
          const saved = await call(url, 'PUT', `/api/progress/lessons/${lesson.id}/`, token, {
            position,
            watched: [[0, position]],
            duration,
          });
          latencies.push(performance.now() - begun);
          if (saved.status === 200) acknowledged.add(`${userId}:${lesson.id}`);
          else {
            failed += 1;
            statuses[saved.status] = (statuses[saved.status] ?? 0) + 1;
          }
          next += intervalSeconds * 1000;
        }
      }),
    );
    // Every acknowledged report left the learner's progress row (a position is clamped to the
    // lesson's length, so the row, not the number, is what is checked).
    const { rows } = await db.query(
      `SELECT user_id, lesson_id FROM lesson_progress
       WHERE user_id = ANY($1::int[]) AND position > 0`,
      [owners.map((owner) => owner.userId)],
    );
    const stored = new Set(rows.map((row) => `${row.user_id}:${row.lesson_id}`));
    const lost = [...acknowledged].filter((key) => !stored.has(key)).length;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      learners,
      seconds,
      intervalSeconds,
      reports: latencies.length,
      failedReports: failed,
      failedStatuses: statuses,
      p50Ms: Number(percentile(sorted, 50)?.toFixed(1)),
      p99Ms: Number(percentile(sorted, 99)?.toFixed(1)),
      lostWrites: lost,
    };
  } finally {
    await db.end();
  }
}
