-- One watching clock per learner (docs/design/progress.md#progress, issue 35): watched ranges count
-- towards completion no faster than 2× real time across all of a learner's lessons and tabs, not
-- per lesson (two lectures played side by side would otherwise both count at once).
--   watch_clocks.allowance_seconds  lecture seconds the learner may still be credited, as of `at`;
--                                   it grows by 2 s per second since, up to an hour
--   lesson_progress.credited_seconds  the watched seconds of the lesson counted so far
CREATE TABLE watch_clocks (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  allowance_seconds double precision NOT NULL CHECK (allowance_seconds >= 0),
  at timestamptz NOT NULL
);

ALTER TABLE lesson_progress
  ADD COLUMN credited_seconds double precision NOT NULL DEFAULT 0 CHECK (credited_seconds >= 0);

-- Rows saved before: what the per-lesson rule counted at their last save.
UPDATE lesson_progress
SET credited_seconds = LEAST(
  watched_seconds,
  2 * GREATEST(0, extract(epoch FROM updated_at - started_at)) + 30
);
