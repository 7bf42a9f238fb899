-- Question quality (issue 19): learners report a question they think is wrong, staff read the
-- reports and resolve them; the back-office's question statistics read the attempts by question.

-- A learner's report on one question ("I think the key is wrong"). Deleting the question deletes
-- its reports (they were about it); deleting the learner deletes theirs.
CREATE TABLE question_reports (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  comment text NOT NULL CHECK (char_length(comment) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  resolved_at timestamptz,
  -- Who resolved it; the audit log keeps the e-mail should the account go.
  resolved_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'resolved') = (resolved_at IS NOT NULL))
);
-- The back-office's list (open ones first asked for) and a question's open reports.
CREATE INDEX question_reports_status_idx ON question_reports (status, created_at DESC);
CREATE INDEX question_reports_question_idx ON question_reports (question_id, status);

-- The statistics of one question read its answers across every attempt: without these, each
-- question of a bank would scan every attempt's responses (the primary keys lead with attempt_id).
-- They cover what the statistics read (the answer, the grade), so the wide rows (snapshots) stay
-- unread: 2,000 answers of a question cost ~10 index pages instead of ~2,500 heap pages.
CREATE INDEX attempt_responses_question_idx ON attempt_responses (question_id, attempt_id)
  INCLUDE (answer) WHERE answer IS NOT NULL;
CREATE INDEX attempt_questions_question_idx ON attempt_questions (question_id, attempt_id)
  INCLUDE (is_correct);
