-- Readiness and spaced review (issue 38, docs/readiness.md).

-- The adaptive readiness check is an attempt of its own source: exam mode (no key shown), its
-- questions chosen one at a time by the server.
ALTER TABLE attempts DROP CONSTRAINT attempts_source_check;
ALTER TABLE attempts ADD CONSTRAINT attempts_source_check
  CHECK (source IN ('exam', 'topic', 'mock', 'from_attempt', 'drill', 'readiness'));

-- The item parameters calibrated from everyone's submitted answers, per category: recomputed when
-- answers were added (docs/readiness.md#calibration), read by every estimate in between.
--   items  {"<question id>": {"a": 1.1, "b": -0.4, "n": 37}, ...}
CREATE TABLE item_calibrations (
  category text PRIMARY KEY REFERENCES categories (name) ON UPDATE CASCADE ON DELETE CASCADE,
  answer_count integer NOT NULL,
  items jsonb NOT NULL,
  computed_at timestamptz NOT NULL
);

-- A learner's review queue: every question missed or flagged in a submitted attempt, scheduled by
-- FSRS (ts-fsrs's Card, one column per field). One card per learner and question.
CREATE TABLE review_cards (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  category text NOT NULL REFERENCES categories (name) ON UPDATE CASCADE ON DELETE CASCADE,
  -- Why it is queued: the attempt it was last missed or flagged in.
  from_attempt_id integer REFERENCES attempts (id) ON DELETE SET NULL,
  due timestamptz NOT NULL,
  stability double precision NOT NULL DEFAULT 0,
  difficulty double precision NOT NULL DEFAULT 0,
  elapsed_days integer NOT NULL DEFAULT 0,
  scheduled_days integer NOT NULL DEFAULT 0,
  learning_steps integer NOT NULL DEFAULT 0,
  reps integer NOT NULL DEFAULT 0,
  lapses integer NOT NULL DEFAULT 0,
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  last_review timestamptz,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, question_id)
);
CREATE INDEX review_cards_due_idx ON review_cards (user_id, due);
