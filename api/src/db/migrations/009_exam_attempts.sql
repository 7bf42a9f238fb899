-- Exam attempts on the server (docs/design/exam-attempts.md#modes): the server keeps the clock, the
-- answers and the grade of an attempt, so a learner can close the laptop and go on from a phone.

-- MC questions say how many answers to pick ("Choose two"); NULL: as many as are correct.
ALTER TABLE questions ADD COLUMN choose integer CONSTRAINT questions_choose_check CHECK (choose >= 1);

-- A full mock's shape per category, edited in the back-office because PMI changes it. At most one
-- blueprint per category is active: the one `{"mock": category}` draws by.
CREATE TABLE blueprints (
  id serial PRIMARY KEY,
  category text NOT NULL REFERENCES categories (name) ON UPDATE CASCADE ON DELETE CASCADE,
  name text NOT NULL,
  question_count integer NOT NULL CHECK (question_count >= 1),
  minutes integer NOT NULL CHECK (minutes >= 1),
  sections integer NOT NULL CHECK (sections >= 1),
  -- The optional break offered after every section but the last (0: none).
  break_minutes integer NOT NULL DEFAULT 0 CHECK (break_minutes >= 0),
  -- {"People": 33, "Process": 41, "Business Environment": 26}: percentages summing to 100.
  domain_weights jsonb NOT NULL,
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX blueprints_one_active_per_category ON blueprints (category) WHERE active;

-- PMP is this academy's reason to be: its blueprints exist from the first migration on.
INSERT INTO categories (name) VALUES ('PMP') ON CONFLICT DO NOTHING;
INSERT INTO blueprints (category, name, question_count, minutes, sections, break_minutes, domain_weights, active)
VALUES
  ('PMP', 'PMP 2026 ECO (from 9 July 2026)', 185, 240, 3, 10,
   '{"People": 33, "Process": 41, "Business Environment": 26}', true),
  ('PMP', 'PMP 2021 ECO', 180, 230, 3, 10,
   '{"People": 42, "Process": 50, "Business Environment": 8}', false);

-- One attempt of one learner. Times come from the API's clock, never the client's.
--   deadline        exam mode: when time runs out (moved on by breaks taken); practice: NULL
--   break_*         the break under way (started after section current_section - 1), if any
CREATE TABLE attempts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('exam', 'practice')),
  source text NOT NULL CHECK (source IN ('exam', 'topic', 'mock', 'from_attempt')),
  exam_id integer REFERENCES exams (id) ON DELETE SET NULL,
  topic_id integer REFERENCES topics (id) ON DELETE SET NULL,
  blueprint_id integer REFERENCES blueprints (id) ON DELETE SET NULL,
  from_attempt_id integer REFERENCES attempts (id) ON DELETE SET NULL,
  category text NOT NULL REFERENCES categories (name) ON UPDATE CASCADE ON DELETE CASCADE,
  title text NOT NULL,
  notice text,
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'submitted')),
  started_at timestamptz NOT NULL,
  deadline timestamptz,
  time_multiplier numeric(3, 2) NOT NULL DEFAULT 1,
  section_count integer NOT NULL DEFAULT 1 CHECK (section_count >= 1),
  current_section integer NOT NULL DEFAULT 0 CHECK (current_section >= 0),
  -- The optional break after each section but the last, as the blueprint had it (0: none).
  break_minutes integer NOT NULL DEFAULT 0 CHECK (break_minutes >= 0),
  -- Break time taken so far (already added to deadline).
  break_seconds integer NOT NULL DEFAULT 0 CHECK (break_seconds >= 0),
  break_started_at timestamptz,
  break_allowed_seconds integer,
  submitted_at timestamptz,
  -- 'learner' (POST submit) or 'deadline' (the server, once time ran out).
  submitted_by text CHECK (submitted_by IN ('learner', 'deadline')),
  score double precision,
  correct_count integer,
  question_count integer NOT NULL,
  result jsonb
);
CREATE INDEX attempts_user_idx ON attempts (user_id, started_at DESC);

-- The questions as they were when the attempt began: editing or deleting a question in the
-- back-office never breaks or re-grades an attempt (no foreign key on question_id on purpose).
CREATE TABLE attempt_questions (
  attempt_id integer NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  section integer NOT NULL,
  question_id integer NOT NULL,
  snapshot jsonb NOT NULL,
  is_correct boolean,
  PRIMARY KEY (attempt_id, question_id),
  UNIQUE (attempt_id, position)
);

-- One row per question answered or flagged: two tabs saving different questions never clobber
-- each other, and on the same question the last write wins.
CREATE TABLE attempt_responses (
  attempt_id integer NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
  question_id integer NOT NULL,
  answer jsonb,
  flagged boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (attempt_id, question_id),
  FOREIGN KEY (attempt_id, question_id) REFERENCES attempt_questions (attempt_id, question_id)
);
