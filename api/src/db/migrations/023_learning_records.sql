-- Learning records that count (issue 37, docs/learning-records.md): xAPI statements owed to a
-- learning record store, the NELC learner identity, and the PMI fields of a course.

-- The learner's Saudi national ID or Iqama, for the NELC profile: encrypted by the API (AES-256-GCM,
-- key from configuration), never sent back to a page. `national_id_consent_at`: when the learner
-- agreed to its being reported to NELC (required to store it).
ALTER TABLE users ADD COLUMN national_id_encrypted text;
ALTER TABLE users ADD COLUMN national_id_consent_at timestamptz;

-- PMI's activity code for the course (printed on its certificates with the contact hours).
ALTER TABLE courses ADD COLUMN pmi_activity_code text
  CONSTRAINT courses_pmi_activity_code_check CHECK (char_length(pmi_activity_code) BETWEEN 1 AND 40);
-- ... and as issued: a certificate keeps what it printed.
ALTER TABLE certificates ADD COLUMN pmi_activity_code text;

-- Every xAPI statement the platform made, one row per event ever. `id` is the statement's own id:
-- a UUID v5 of the event (`kind` and its subject), so recording the same event again, or sending
-- it again, never makes a second statement. Delivery is a job of the one job queue (queue 'xapi',
-- key the statement id); `status` and `reason` are what the back-office's delivery page shows.
CREATE TABLE xapi_statements (
  id uuid PRIMARY KEY,
  -- The back-office's row number (its lists key records by a number).
  seq bigserial NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer REFERENCES courses (id) ON DELETE SET NULL,
  -- What happened: 'registered', 'initialized', 'progressed', 'watched', 'completed',
  -- 'attempted', 'passed', 'failed', 'earned', 'rated'.
  verb text NOT NULL,
  -- What it happened to: 'course', 'lesson', 'exam', 'quiz', 'certificate'.
  object_kind text NOT NULL,
  statement jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  reason text,
  attempts integer NOT NULL DEFAULT 0,
  occurred_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX xapi_statements_user_idx ON xapi_statements (user_id, occurred_at);
CREATE INDEX xapi_statements_course_idx ON xapi_statements (course_id, occurred_at);
CREATE INDEX xapi_statements_status_idx ON xapi_statements (status, occurred_at DESC);

-- What learners did, noted by the database in the transaction that did it (so every path — a
-- payment, a back-office grant, a player's save, an exam's deadline — is seen, and nothing is
-- noted for a write that rolled back). The API turns each into an xAPI statement (built, checked
-- against the xAPI schema, then queued) when an LRS is configured; until then they wait here.
--   subject    the row it is about: {"lesson": 12}, {"attempt": 7, "score": 80}, ...
--   problem    why no statement could be made of it (the schema refused it), kept for staff
CREATE TABLE learning_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject jsonb NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  problem text
);
CREATE INDEX learning_events_due_idx ON learning_events (id) WHERE processed_at IS NULL;

CREATE FUNCTION note_learning_event(kind text, user_id integer, subject jsonb, at timestamptz)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO learning_events (kind, user_id, subject, occurred_at)
  VALUES (kind, user_id, subject, coalesce(at, now()));
$$;

CREATE FUNCTION note_enrollment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_learning_event('registered', NEW.user_id, jsonb_build_object('course', NEW.course_id), now());
  RETURN NEW;
END $$;
CREATE TRIGGER enrollments_learning_event AFTER INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION note_enrollment();

-- A lesson: started (first report), progressed past a quarter, half and three quarters of its
-- video (credited time, the same measure completion uses), completed (90 % of the video watched —
-- NELC's rule and the player's — or a PDF-only lesson opened).
CREATE FUNCTION note_lesson_progress() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  length double precision;
  old_credited double precision := 0;
  step double precision;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_learning_event('initialized', NEW.user_id, jsonb_build_object('lesson', NEW.lesson_id), NEW.started_at);
  ELSE
    old_credited := OLD.credited_seconds;
  END IF;
  SELECT duration INTO length FROM lessons WHERE id = NEW.lesson_id;
  IF length IS NOT NULL THEN
    FOREACH step IN ARRAY ARRAY[0.25, 0.5, 0.75] LOOP
      IF old_credited < step * length AND NEW.credited_seconds >= step * length THEN
        PERFORM note_learning_event('progressed', NEW.user_id,
          jsonb_build_object('lesson', NEW.lesson_id, 'percent', (step * 100)::int), NEW.updated_at);
      END IF;
    END LOOP;
  END IF;
  IF NEW.completed_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.completed_at IS NULL) THEN
    PERFORM note_learning_event('completed', NEW.user_id,
      jsonb_build_object('lesson', NEW.lesson_id, 'watched_seconds', NEW.watched_seconds), NEW.completed_at);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER lesson_progress_learning_event AFTER INSERT OR UPDATE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION note_lesson_progress();

-- An exam or quiz: attempted when it starts, completed (with its score) when it is submitted.
CREATE FUNCTION note_attempt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_learning_event('attempted', NEW.user_id, jsonb_build_object('attempt', NEW.id), NEW.started_at);
  ELSIF NEW.status = 'submitted' AND OLD.status <> 'submitted' THEN
    PERFORM note_learning_event('submitted', NEW.user_id,
      jsonb_build_object('attempt', NEW.id, 'score', NEW.score), NEW.submitted_at);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER attempts_learning_event AFTER INSERT OR UPDATE OF status ON attempts
  FOR EACH ROW EXECUTE FUNCTION note_attempt();

CREATE FUNCTION note_certificate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_learning_event('earned', NEW.user_id,
    jsonb_build_object('certificate', NEW.id, 'course', NEW.course_id), NEW.issued_at);
  RETURN NEW;
END $$;
CREATE TRIGGER certificates_learning_event AFTER INSERT ON certificates
  FOR EACH ROW EXECUTE FUNCTION note_certificate();

-- A certificate prints the course's PMI activity code as it was when it was issued.
CREATE FUNCTION certificate_activity_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pmi_activity_code IS NULL THEN
    SELECT pmi_activity_code INTO NEW.pmi_activity_code FROM courses WHERE id = NEW.course_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER certificates_activity_code BEFORE INSERT ON certificates
  FOR EACH ROW EXECUTE FUNCTION certificate_activity_code();
