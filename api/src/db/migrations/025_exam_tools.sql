-- The real exam's tools in exam mode, and time intelligence (issue 38, docs/design/exam-attempts.md#exam-tools).

-- An attempt's whiteboard: vector strokes and typed notes, kept across its sections and breaks.
-- One row per attempt, written whole by its owner's player (the size is bounded by the API).
CREATE TABLE attempt_whiteboards (
  attempt_id integer PRIMARY KEY REFERENCES attempts (id) ON DELETE CASCADE,
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A learner's display settings in the exam player (font size, contrast, the Arabic aid's kind),
-- kept on the server so every device shows the exam the same way.
CREATE TABLE exam_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  font_size text NOT NULL DEFAULT 'standard'
    CHECK (font_size IN ('standard', 'large', 'larger', 'largest')),
  contrast text NOT NULL DEFAULT 'standard' CHECK (contrast IN ('standard', 'high')),
  arabic_aid text NOT NULL DEFAULT 'side_by_side' CHECK (arabic_aid IN ('side_by_side', 'switch')),
  updated_at timestamptz NOT NULL
);

-- Time on each question, by the server's clock: the player says which question is on screen and
-- the server adds the time since the previous one to it (each stretch capped, see timing).
CREATE TABLE attempt_question_times (
  attempt_id integer NOT NULL,
  question_id integer NOT NULL,
  seconds double precision NOT NULL DEFAULT 0 CHECK (seconds >= 0),
  visits integer NOT NULL DEFAULT 0 CHECK (visits >= 0),
  PRIMARY KEY (attempt_id, question_id),
  FOREIGN KEY (attempt_id, question_id) REFERENCES attempt_questions (attempt_id, question_id)
    ON DELETE CASCADE
);

-- The question on screen now (none on the review, the break, or once the player is left).
CREATE TABLE attempt_viewing (
  attempt_id integer PRIMARY KEY REFERENCES attempts (id) ON DELETE CASCADE,
  question_id integer NOT NULL,
  since timestamptz NOT NULL
);
