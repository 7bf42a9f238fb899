-- The academy schema. Content rows carry a `key` (a stable name from the content files) so the
-- import command can load the same files again and update rows in place.

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE categories (
  name text PRIMARY KEY
);

CREATE TABLE instructors (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  image text,
  review text NOT NULL DEFAULT '',
  mobile_number text NOT NULL DEFAULT '',
  linkedin text NOT NULL DEFAULT ''
);

CREATE TABLE courses (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  image text,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  price_le numeric(12, 2) NOT NULL CHECK (price_le >= 0),
  price_sr numeric(12, 2) NOT NULL CHECK (price_sr >= 0),
  status text NOT NULL DEFAULT 'Available',
  trailer text,
  description text NOT NULL DEFAULT '',
  category text NOT NULL REFERENCES categories (name) ON UPDATE CASCADE,
  instructor_id integer REFERENCES instructors (id) ON DELETE SET NULL,
  introduction_1 text NOT NULL DEFAULT '',
  introduction_2 text NOT NULL DEFAULT '',
  introduction_3 text NOT NULL DEFAULT '',
  introduction_4 text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX courses_category_idx ON courses (category);

-- video_file / pdf_file are media keys inside MEDIA_DIR/private, served only by signed URLs.
CREATE TABLE lessons (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  name text NOT NULL,
  video_file text,
  pdf_file text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX lessons_course_idx ON lessons (course_id, position);

CREATE TABLE comments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id integer NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_lesson_idx ON comments (lesson_id, created_at, id);

-- Question banks: topics (quizzes) and exams, per category.
CREATE TABLE topics (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  category text NOT NULL REFERENCES categories (name) ON UPDATE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE exams (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  category text NOT NULL REFERENCES categories (name) ON UPDATE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE questions (
  id serial PRIMARY KEY,
  topic_id integer REFERENCES topics (id) ON DELETE CASCADE,
  exam_id integer REFERENCES exams (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  text text NOT NULL,
  question_type text NOT NULL CHECK (question_type IN ('OC', 'MC')),
  img text,
  explanation text NOT NULL DEFAULT '',
  CHECK ((topic_id IS NULL) <> (exam_id IS NULL))
);
CREATE INDEX questions_topic_idx ON questions (topic_id, position);
CREATE INDEX questions_exam_idx ON questions (exam_id, position);

CREATE TABLE answers (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  text text NOT NULL,
  img text,
  is_correct boolean NOT NULL DEFAULT false
);
CREATE INDEX answers_question_idx ON answers (question_id, position);

-- Coupons: a percentage, or a fixed amount in each currency; one course or all (course_id NULL).
CREATE TABLE coupons (
  id serial PRIMARY KEY,
  title text NOT NULL,
  percent_off numeric(5, 2) CHECK (percent_off > 0 AND percent_off <= 100),
  amount_off_usd numeric(12, 2) CHECK (amount_off_usd >= 0),
  amount_off_le numeric(12, 2) CHECK (amount_off_le >= 0),
  amount_off_sr numeric(12, 2) CHECK (amount_off_sr >= 0),
  course_id integer REFERENCES courses (id) ON DELETE CASCADE,
  expires_at timestamptz,
  usage_limit integer CHECK (usage_limit >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (percent_off IS NOT NULL AND amount_off_usd IS NULL AND amount_off_le IS NULL AND amount_off_sr IS NULL)
    OR (percent_off IS NULL AND amount_off_usd IS NOT NULL AND amount_off_le IS NOT NULL AND amount_off_sr IS NOT NULL)
  )
);
CREATE UNIQUE INDEX coupons_title_key ON coupons (lower(title));

-- Orders of the payment provider; an order counts towards a coupon's usage once COMPLETED.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  provider_order_id text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  coupon_id integer REFERENCES coupons (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id);
CREATE INDEX orders_coupon_idx ON orders (coupon_id) WHERE coupon_id IS NOT NULL;

-- Paid courses: what check_paid_course and the paid-content rules read.
CREATE TABLE enrollments (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);

-- The coupon a user applied to a course, for create-payment to charge.
CREATE TABLE applied_coupons (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE blogs (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  content text NOT NULL,
  image text,
  pdf text,
  author_name text,
  date_posted timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blogs_date_idx ON blogs (date_posted DESC, id DESC);

-- Password reset one-time codes: only their sha256 is stored.
CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  otp_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  from_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every e-mail the API sends or logs (the reset link itself is never stored).
CREATE TABLE mail_log (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  transport text NOT NULL,
  status text NOT NULL,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Translation memory: looked up before the machine translation service, fed by it.
CREATE TABLE translations (
  id serial PRIMARY KEY,
  source_hash text NOT NULL,
  source_text text NOT NULL,
  target_lang text NOT NULL,
  translated_text text NOT NULL,
  origin text NOT NULL DEFAULT 'import',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_hash, target_lang)
);
