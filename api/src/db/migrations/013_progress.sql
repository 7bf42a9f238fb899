-- Progress, My learning, receipts and certificates (docs/design/progress.md, issue 20).

-- A lesson's length in seconds, from the content files or read from its video by the server
-- (ffprobe, or the transcode). NULL: not known yet; nothing is completed by watching until it is.
ALTER TABLE lessons ADD COLUMN duration double precision
  CONSTRAINT lessons_duration_check CHECK (duration > 0 AND duration <= 86400);

-- The contact hours of project-management education a certificate of the course attests (PMI
-- asks 35 for the PMP). NULL: the course attests none (its certificates print none).
ALTER TABLE courses ADD COLUMN contact_hours numeric(6, 2)
  CONSTRAINT courses_contact_hours_check CHECK (contact_hours >= 0);

-- The learner's name as a certificate prints it: asked once, at the first claim, when unset.
-- `username` is a handle ("learner"), not a name to print.
ALTER TABLE users ADD COLUMN full_name text
  CONSTRAINT users_full_name_check CHECK (char_length(full_name) BETWEEN 1 AND 120);

-- One learner's progress in one lesson: one row, upserted by every save of the player.
--   position           where the player was at the last save (where it resumes)
--   watched            the union of every watched range sent: sorted, disjoint [[from, to], ...]
--                      in seconds, clamped to the lesson's length (skipping ahead adds nothing)
--   watched_seconds    the total length of `watched`
--   reported_duration  the video's length as the player last read it (it only bounds the
--                      ranges while lessons.duration is NULL; completion needs the server's)
--   opened_at          when the learner first opened the lesson (a PDF-only lesson is then done)
--   completed_at       when it became complete (90 % watched, or a PDF-only lesson opened); never
--                      cleared, whatever later saves or a new length say
--   started_at         the learner's first report: ranges count towards completion no faster than
--                      real time since then allows (a forged report completes nothing)
CREATE TABLE lesson_progress (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id integer NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  position double precision NOT NULL DEFAULT 0 CHECK (position >= 0),
  watched jsonb NOT NULL DEFAULT '[]'::jsonb,
  watched_seconds double precision NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  reported_duration double precision CHECK (reported_duration > 0),
  opened_at timestamptz,
  completed_at timestamptz,
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);
-- "Continue": the learner's last lesson watched.
CREATE INDEX lesson_progress_recent_idx ON lesson_progress (user_id, updated_at DESC);
CREATE INDEX lesson_progress_lesson_idx ON lesson_progress (lesson_id);

-- Certificates of completion: one per learner and course (claiming again gives the same one).
-- The name, course name and contact hours are kept as issued: renaming the course or the learner
-- later never changes a certificate an employer has already checked. `code` is public and
-- unguessable (100 random bits). Revoking the course keeps the certificate.
CREATE TABLE certificates (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE RESTRICT,
  name text NOT NULL,
  course_name text NOT NULL,
  contact_hours numeric(6, 2),
  issued_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, course_id)
);

-- E-mail the API owes someone and has not managed to send yet (today: the receipt of a captured
-- payment). The row is written in the payment's own transaction, so a receipt is owed exactly once
-- per order; a failed send never fails the payment: it is retried, with a growing wait, by every
-- API instance's timer and at the next start. An instance takes a row by moving next_attempt_at
-- past its send (FOR UPDATE SKIP LOCKED), so two instances never send the same mail.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('receipt')),
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, order_id)
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- The demo's PMP course attests PMI's 35 contact hours (a new database gets it from the demo
-- content; this sets it on a database seeded before).
UPDATE courses SET contact_hours = 35 WHERE key = 'pmp' AND contact_hours IS NULL;
