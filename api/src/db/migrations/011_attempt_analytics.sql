-- Learning from attempts (issue 19): the weak-domain drill is an attempt's source of its own, and
-- every result lists its five weakest tasks.

ALTER TABLE attempts DROP CONSTRAINT attempts_source_check;
ALTER TABLE attempts ADD CONSTRAINT attempts_source_check
  CHECK (source IN ('exam', 'topic', 'mock', 'from_attempt', 'drill'));

-- Results graded before this migration gain their `tasks`, from the questions as they were when
-- the attempt began (the snapshots) and as they were graded, the order the grader uses: lowest
-- share correct, then more questions, then by name.
UPDATE attempts a SET result = a.result || jsonb_build_object('tasks', coalesce((
  SELECT jsonb_agg(
    jsonb_build_object('task', t.task, 'domain', t.domain, 'correct', t.correct, 'total', t.total)
    ORDER BY t.correct::float8 / t.total, t.total DESC, t.task, t.domain NULLS FIRST)
  FROM (
    SELECT g.task, g.domain, g.correct, g.total FROM (
      SELECT btrim(q.snapshot ->> 'task') AS task, nullif(q.snapshot ->> 'domain', '') AS domain,
        (count(*) FILTER (WHERE q.is_correct))::int AS correct, count(*)::int AS total
      FROM attempt_questions q
      WHERE q.attempt_id = a.id AND coalesce(btrim(q.snapshot ->> 'task'), '') <> ''
      GROUP BY 1, 2
    ) g
    ORDER BY g.correct::float8 / g.total, g.total DESC, g.task, g.domain NULLS FIRST
    LIMIT 5
  ) t
), '[]'::jsonb))
WHERE a.result IS NOT NULL AND NOT (a.result ? 'tasks');

-- The drill reads a learner's graded questions of a category across attempts.
CREATE INDEX attempts_user_category_idx ON attempts (user_id, category) WHERE status = 'submitted';
