-- The back-office (docs/design/back-office.md#audit): what staff record, and the audit of every
-- change.

-- Every back-office write, who made it and what changed. Append-only: the trigger refuses an
-- UPDATE or DELETE, so not even a bug in the API can rewrite history. The actor is kept by id
-- and e-mail without a foreign key, so deleting a user keeps (and never updates) their rows.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer NOT NULL,
  actor_email text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  entity text NOT NULL,
  entity_id text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are never updated or deleted';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();

-- A course granted without payment (a confirmed bank transfer, a scholarship): who granted it
-- and why. Paid enrolments carry their order instead.
ALTER TABLE enrollments ADD COLUMN note text NOT NULL DEFAULT '';
ALTER TABLE enrollments ADD COLUMN granted_by integer REFERENCES users (id) ON DELETE SET NULL;

-- A course that learners paid for is never deleted: staff archive it. It leaves the catalogue;
-- its learners keep their lessons.
ALTER TABLE courses ADD COLUMN archived boolean NOT NULL DEFAULT false;

-- The contact inbox: a message staff have dealt with.
ALTER TABLE contact_messages ADD COLUMN handled boolean NOT NULL DEFAULT false;

-- Exam time accommodation (docs/design/exam-attempts.md#accommodations): every deadline and break
-- is stretched by it.
ALTER TABLE users ADD COLUMN time_multiplier numeric(3, 2) NOT NULL DEFAULT 1
  CONSTRAINT users_time_multiplier_check CHECK (time_multiplier IN (1, 1.25, 1.5, 2));

-- What a question tests (docs/design/exam-attempts.md#results): PMI's domain and a free-text task.
ALTER TABLE questions ADD COLUMN domain text
  CONSTRAINT questions_domain_check CHECK (domain IN ('People', 'Process', 'Business Environment'));
ALTER TABLE questions ADD COLUMN task text;

-- Categories get an id, so the back-office can rename one by a stable address; the name stays
-- the key courses, topics and exams refer to (ON UPDATE CASCADE renames them along).
ALTER TABLE categories ADD COLUMN id serial UNIQUE;
