-- Enrolments get an id, so the back-office can address one (/api/admin/enrollments/{id}/) and the
-- audit log name it by one value. (user_id, course_id) stays the primary key: the payment flow and
-- the imports insert by it (ON CONFLICT), and it keeps one enrolment per learner and course.
-- Existing rows are numbered by the column's sequence as it is added.
ALTER TABLE enrollments ADD COLUMN id serial UNIQUE;
