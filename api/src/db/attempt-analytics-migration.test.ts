import { createTestDb } from '../test/helpers';
import { migrate, readMigrations } from './migrate';

// 011 on a database that already holds graded attempts, as on a server being upgraded.

const snapshot = (id: number, domain: string | null, task: string | null) =>
  JSON.stringify({ id, text: `Q${id}`, question_type: 'OC', domain, task, answers: [] });

test('011 gives every graded result its weakest tasks, and allows the drill as a source', async () => {
  const { db, drop } = await createTestDb({ empty: true });
  try {
    await migrate(
      db,
      readMigrations().filter((migration) => migration.version < 11),
    );
    const result = { score: 50, correct: 3, total: 6, band: 'BelowTarget', domains: [] };
    await db.exec(`
      INSERT INTO users (id, username, email, password_hash) VALUES (1, 'a', 'a@example.com', 'x');
      INSERT INTO attempts (id, user_id, mode, source, category, title, started_at, question_count,
          status, result)
        VALUES
          (1, 1, 'exam', 'mock', 'PMP', 'graded', now(), 6, 'submitted', '${JSON.stringify(result)}'),
          (2, 1, 'exam', 'mock', 'PMP', 'untagged', now(), 1, 'submitted', '${JSON.stringify(result)}'),
          (3, 1, 'exam', 'mock', 'PMP', 'running', now(), 1, 'in_progress', NULL);
      INSERT INTO attempt_questions (attempt_id, position, section, question_id, snapshot, is_correct)
        VALUES
          (1, 0, 0, 10, '${snapshot(10, 'People', 'Lead')}', true),
          (1, 1, 0, 11, '${snapshot(11, 'People', 'Lead')}', false),
          (1, 2, 0, 12, '${snapshot(12, 'Process', 'Plan')}', false),
          (1, 3, 0, 13, '${snapshot(13, 'Process', ' Plan ')}', true),
          (1, 4, 0, 14, '${snapshot(14, null, 'Adapt')}', false),
          (1, 5, 0, 15, '${snapshot(15, 'People', null)}', true),
          (2, 0, 0, 16, '${snapshot(16, null, null)}', true),
          (3, 0, 0, 17, '${snapshot(17, 'People', 'Lead')}', NULL);
    `);
    await migrate(db);
    const { rows } = await db.query<{ id: number; result: Record<string, unknown> | null }>(
      'SELECT id, result FROM attempts ORDER BY id',
    );
    expect(rows).toEqual([
      {
        id: 1,
        result: {
          ...result,
          // As the grader orders them: 0 of 1, then 1 of 2 (more questions first at 50 %).
          tasks: [
            { task: 'Adapt', domain: null, correct: 0, total: 1 },
            { task: 'Lead', domain: 'People', correct: 1, total: 2 },
            { task: 'Plan', domain: 'Process', correct: 1, total: 2 },
          ],
        },
      },
      { id: 2, result: { ...result, tasks: [] } },
      { id: 3, result: null },
    ]);
    await db.query(
      `INSERT INTO attempts (id, user_id, mode, source, category, title, started_at, question_count)
       VALUES (4, 1, 'exam', 'drill', 'PMP', 'drill', now(), 1)`,
    );
    await expect(
      db.query(
        `INSERT INTO attempts (id, user_id, mode, source, category, title, started_at, question_count)
         VALUES (5, 1, 'exam', 'guess', 'PMP', 'guess', now(), 1)`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  } finally {
    await drop();
  }
});
