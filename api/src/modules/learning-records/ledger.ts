import { csvCell, type Ledger, type MyContactHours } from '@academy/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { LATIN, LATIN_BOLD, renderPdf } from '../../lib/pdf';

/**
 * The contact-hour ledger of a learner in a course (docs/learning-records.md#pmi): time on task
 * from the progress records — each lesson's watched ranges, capped by its length — plus the time
 * of the exams and quizzes of the course's category, for a PMI audit beside the certificate.
 */

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

export async function learnerLedger(
  db: Queryable,
  config: Config,
  userId: number,
  courseId: number,
): Promise<Ledger> {
  const { rows: heads } = await db.query<{
    email: string;
    full_name: string | null;
    name: string;
    category: string;
    contact_hours: number | null;
    pmi_activity_code: string | null;
  }>(
    `SELECT u.email, u.full_name, c.name, c.category, c.contact_hours::float8 AS contact_hours,
       c.pmi_activity_code
     FROM users u, courses c WHERE u.id = $1 AND c.id = $2`,
    [userId, courseId],
  );
  const head = heads[0];
  if (!head) throw notFound();
  const { rows: lessons } = await db.query<{
    id: number;
    name: string;
    duration: number | null;
    watched_seconds: number | null;
    completed_at: Date | null;
  }>(
    `SELECT l.id, l.name, l.duration, p.watched_seconds, p.completed_at
     FROM lessons l LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.user_id = $1
     WHERE l.course_id = $2 ORDER BY l.position, l.id`,
    [userId, courseId],
  );
  const { rows: exams } = await db.query<{
    id: number;
    title: string;
    started_at: Date;
    submitted_at: Date | null;
    seconds: number;
    score: number | null;
  }>(
    // Time from start to submission, less the breaks taken; never past the exam's deadline.
    `SELECT id, title, started_at, submitted_at, score,
       GREATEST(0, extract(epoch FROM LEAST(submitted_at, coalesce(deadline, submitted_at)) - started_at)
         - break_seconds)::float8 AS seconds
     FROM attempts WHERE user_id = $1 AND category = $2 AND status = 'submitted'
     ORDER BY started_at, id`,
    [userId, head.category],
  );
  const lessonLines = lessons.map((lesson) => {
    const watched = lesson.watched_seconds ?? 0;
    return {
      lesson: lesson.id,
      name: lesson.name,
      length_seconds: lesson.duration,
      watched_seconds: watched,
      counted_seconds: lesson.duration === null ? 0 : Math.min(watched, lesson.duration),
      completed_at: lesson.completed_at ? new Date(lesson.completed_at).toISOString() : null,
    };
  });
  const examLines = exams.map((exam) => ({
    attempt: exam.id,
    title: exam.title,
    started_at: new Date(exam.started_at).toISOString(),
    submitted_at: exam.submitted_at ? new Date(exam.submitted_at).toISOString() : null,
    seconds: Math.round(exam.seconds),
    score: exam.score,
  }));
  const lessonSeconds = lessonLines.reduce((sum, line) => sum + line.counted_seconds, 0);
  const examSeconds = examLines.reduce((sum, line) => sum + line.seconds, 0);
  return {
    learner: { id: userId, email: head.email, name: head.full_name },
    course: {
      id: courseId,
      name: head.name,
      contact_hours: head.contact_hours,
      pmi_activity_code: head.pmi_activity_code,
    },
    provider: {
      name: config.learningRecords.pmi.providerName,
      pmi_id: config.learningRecords.pmi.providerId,
    },
    lessons: lessonLines,
    exams: examLines,
    lesson_seconds: Math.round(lessonSeconds),
    exam_seconds: examSeconds,
    time_on_task_hours: hours(lessonSeconds + examSeconds),
  };
}

/**
 * GET /learning-records/hours/: the learner's own ledger in short — for each course they own, in
 * the catalogue's order, the time on task the ledger counts against the course's contact hours.
 */
export async function myContactHours(
  db: Queryable,
  config: Config,
  userId: number,
): Promise<MyContactHours> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM enrollments e JOIN courses c ON c.id = e.course_id
     WHERE e.user_id = $1 ORDER BY c.position, c.id`,
    [userId],
  );
  const courses: MyContactHours['courses'] = [];
  for (const { id } of rows) {
    const ledger = await learnerLedger(db, config, userId, id);
    courses.push({
      course: { id, name: ledger.course.name },
      contact_hours: ledger.course.contact_hours,
      time_on_task_hours: ledger.time_on_task_hours,
    });
  }
  return { courses };
}

export const ledgerFileName = (ledger: Ledger, ext: 'csv' | 'pdf') =>
  `ledger-${ledger.learner.id}-${ledger.course.id}.${ext}`;

/** One line per lesson and exam, then the totals; cells safe from spreadsheet formulas. */
export function ledgerCsv(ledger: Ledger): string {
  const rows: string[][] = [
    ['learner', ledger.learner.email, 'course', ledger.course.name],
    ['provider', ledger.provider.name ?? '', 'PMI provider id', ledger.provider.pmi_id ?? ''],
    [
      'activity code',
      ledger.course.pmi_activity_code ?? '',
      'contact hours',
      String(ledger.course.contact_hours ?? ''),
    ],
    ['kind', 'item', 'length (s)', 'watched (s)', 'counted (s)', 'completed / submitted'],
    ...ledger.lessons.map((line) => [
      'lesson',
      line.name,
      String(line.length_seconds ?? ''),
      String(Math.round(line.watched_seconds)),
      String(Math.round(line.counted_seconds)),
      line.completed_at ?? '',
    ]),
    ...ledger.exams.map((line) => [
      'exam',
      line.title,
      '',
      '',
      String(line.seconds),
      line.submitted_at ?? '',
    ]),
    ['total', 'time on task (h)', '', '', String(ledger.time_on_task_hours), ''],
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function ledgerPdf(ledger: Ledger): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      layout: 'portrait',
      info: {
        title: `Contact-hour ledger: ${ledger.course.name}`,
        subject: `${ledger.learner.email}: ${ledger.course.name}`,
      },
    },
    (doc) => {
      const line = (text: string, font = LATIN, size = 10) =>
        doc
          .font(font)
          .fontSize(size)
          .text(text, { width: doc.page.width - 144 });
      line('Contact-hour ledger', LATIN_BOLD, 18);
      line(`Learner: ${ledger.learner.name ?? ''} <${ledger.learner.email}>`);
      line(`Course: ${ledger.course.name}`);
      line(
        `Provider: ${ledger.provider.name ?? '-'}  PMI provider id: ${ledger.provider.pmi_id ?? '-'}`,
      );
      line(
        `Activity code: ${ledger.course.pmi_activity_code ?? '-'}  Contact hours: ${ledger.course.contact_hours ?? '-'}`,
      );
      doc.moveDown();
      line("Lessons (watched time, capped by each lesson's length)", LATIN_BOLD, 12);
      for (const lesson of ledger.lessons) {
        line(
          `${lesson.name}: ${Math.round(lesson.counted_seconds)} s of ${lesson.length_seconds === null ? '?' : Math.round(lesson.length_seconds)} s${lesson.completed_at ? `, completed ${lesson.completed_at}` : ''}`,
        );
      }
      doc.moveDown();
      line('Exams and quizzes', LATIN_BOLD, 12);
      for (const exam of ledger.exams)
        line(`${exam.title}: ${exam.seconds} s, submitted ${exam.submitted_at ?? '-'}`);
      doc.moveDown();
      line(`Time on task: ${ledger.time_on_task_hours} h`, LATIN_BOLD, 12);
    },
  );
}
