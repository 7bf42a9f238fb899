import {
  DRILL_QUESTIONS,
  MAX_OPEN_ATTEMPTS,
  type Attempt,
  type CreateAttemptBody,
} from '@academy/contract';
import { percentOf, timeAllowanceSeconds } from '@academy/contract/grading';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { ownsCategory } from '../enrollments/service';
import { findCategory } from '../exams/service';
import { PMI_DOMAINS_AR } from '../../i18n/pmi-tasks.ar';
import { drawMock, type MockPool } from './draw';
import { drawDrill, drillTarget } from './drill';
import { snapshotQuestions, type QuestionSnapshot } from './snapshots';
import {
  ATTEMPT_COLUMNS,
  attemptView,
  refuseKeysHeld,
  runningExams,
  withAttempt,
  type AttemptRow,
} from './store';
import { timeIsUp } from './timing';

/** What an attempt is made of, before it is written. */
export interface Plan {
  source: AttemptRow['source'];
  category: string;
  title: string;
  /** The Arabic of a title the API writes; null for a bank's own name. */
  titleAr: string | null;
  examId?: number;
  topicId?: number;
  blueprintId?: number;
  fromAttemptId?: number;
  /** Questions by section, in order. */
  sections: QuestionSnapshot[][];
  /** Exam-mode time before the learner's multiplier. */
  seconds: number;
  breakMinutes: number;
  notice: string | null;
  noticeAr: string | null;
  /** The planned length when questions are added as it goes (the readiness check); else the questions'. */
  questionCount?: number;
}

const SOURCES = ['exam', 'topic', 'mock', 'from_attempt', 'drill'] as const;

async function requireOwned(db: Queryable, userId: number, category: string): Promise<void> {
  if (!(await ownsCategory(db, userId, category))) {
    throw forbidden(`You have not paid for a course of the ${category} category.`);
  }
}

async function planBank(
  db: Queryable,
  userId: number,
  kind: 'exam' | 'topic',
  bankId: number,
): Promise<Plan> {
  const table = kind === 'exam' ? 'exams' : 'topics';
  const { rows } = await db.query<{ id: number; name: string; category: string }>(
    `SELECT id, name, category FROM ${table} WHERE id = $1`,
    [bankId],
  );
  const bank = rows[0];
  if (!bank) throw badRequest({ [kind]: [`Invalid pk "${bankId}" - object does not exist.`] });
  await requireOwned(db, userId, bank.category);
  const { rows: ids } = await db.query<{ id: number }>(
    `SELECT id FROM questions WHERE ${kind}_id = $1 ORDER BY position, id`,
    [bank.id],
  );
  const questions = await snapshotQuestions(
    db,
    ids.map((row) => row.id),
  );
  if (questions.length === 0) throw conflict(`"${bank.name}" has no questions yet.`);
  return {
    source: kind,
    category: bank.category,
    title: bank.name,
    titleAr: null,
    ...(kind === 'exam' ? { examId: bank.id } : { topicId: bank.id }),
    sections: [questions],
    seconds: timeAllowanceSeconds(questions.length),
    breakMinutes: 0,
    notice: null,
    noticeAr: null,
  };
}

async function planMock(db: Queryable, userId: number, categoryName: string): Promise<Plan> {
  const category = await findCategory(db, categoryName);
  await requireOwned(db, userId, category);
  const { rows } = await db.query<{
    id: number;
    name: string;
    question_count: number;
    minutes: number;
    sections: number;
    break_minutes: number;
    domain_weights: Record<string, number>;
  }>(
    `SELECT id, name, question_count, minutes, sections, break_minutes, domain_weights
     FROM blueprints WHERE category = $1 AND active`,
    [category],
  );
  const blueprint = rows[0];
  if (!blueprint) throw notFound(`The ${category} category has no mock exam blueprint.`);
  // Every question of the category's topics and exams.
  const { rows: bank } = await db.query<{ id: number; domain: string | null }>(
    `SELECT q.id, q.domain FROM questions q
     LEFT JOIN topics t ON t.id = q.topic_id LEFT JOIN exams e ON e.id = q.exam_id
     WHERE coalesce(t.category, e.category) = $1 ORDER BY q.id`,
    [category],
  );
  const pool: MockPool = { byDomain: {}, untagged: [] };
  for (const { id, domain } of bank) {
    if (domain) (pool.byDomain[domain] ??= []).push(id);
    else pool.untagged.push(id);
  }
  // Questions the learner has met in an earlier attempt come after the ones never met.
  const { rows: seen } = await db.query<{ question_id: number }>(
    `SELECT DISTINCT q.question_id FROM attempt_questions q JOIN attempts a ON a.id = q.attempt_id
     WHERE a.user_id = $1 AND a.category = $2`,
    [userId, category],
  );
  const drawn = drawMock(blueprint, pool, Math.random, new Set(seen.map((row) => row.question_id)));
  if (drawn.drawn === 0) throw conflict(`The ${category} question bank is empty.`);
  const snapshots = new Map(
    (await snapshotQuestions(db, drawn.sections.flat())).map((q) => [q.id, q]),
  );
  const minutes = Math.round(drawn.seconds / 60);
  const smaller = drawn.drawn < blueprint.question_count;
  return {
    source: 'mock',
    category,
    title: `${category} full mock (${blueprint.name})`,
    titleAr: `اختبار ${category} التجريبي الكامل (${blueprint.name})`,
    blueprintId: blueprint.id,
    sections: drawn.sections.map((ids) => ids.flatMap((id) => snapshots.get(id) ?? [])),
    seconds: drawn.seconds,
    breakMinutes: blueprint.break_minutes,
    notice: smaller
      ? `The ${category} question bank is smaller than the blueprint's ${blueprint.question_count} questions: this mock has ${drawn.drawn}, in the same domain proportions, and ${minutes} minutes.`
      : null,
    noticeAr: smaller
      ? `بنك أسئلة ${category} أصغر من أسئلة المخطط البالغة ${blueprint.question_count}: في هذا الاختبار التجريبي ${drawn.drawn} سؤالًا، بنسب المجالات نفسها، ومدته ${minutes} دقيقة.`
      : null,
  };
}

/** A retest of a submitted attempt's missed or flagged questions, from its snapshots. */
async function planRetest(
  app: FastifyInstance,
  userId: number,
  fromId: number,
  only: 'missed' | 'flagged' | undefined,
): Promise<Plan> {
  if (!only) throw badRequest({ only: ['This field is required.'] });
  const source = await withAttempt(app, userId, fromId, async (tx, row) => {
    if (row.status !== 'submitted') {
      throw conflict('The attempt is still in progress: submit it before retesting it.');
    }
    const { rows } = await tx.query<{ snapshot: QuestionSnapshot }>(
      `SELECT q.snapshot FROM attempt_questions q
       LEFT JOIN attempt_responses r ON r.attempt_id = q.attempt_id AND r.question_id = q.question_id
       WHERE q.attempt_id = $1 AND ${only === 'missed' ? 'NOT coalesce(q.is_correct, false)' : 'coalesce(r.flagged, false)'}
       ORDER BY q.position`,
      [row.id],
    );
    return { row, questions: rows.map((r) => r.snapshot) };
  });
  await requireOwned(app.db, userId, source.row.category);
  if (source.questions.length === 0) {
    throw badRequest({
      only: [
        only === 'missed'
          ? 'No question was missed in this attempt.'
          : 'No question was flagged in this attempt.',
      ],
    });
  }
  return {
    source: 'from_attempt',
    category: source.row.category,
    title: `${source.row.title} (${only})`,
    titleAr: `${source.row.title_ar ?? source.row.title} (${only === 'missed' ? 'الأسئلة الخاطئة' : 'الأسئلة المعلَّمة للمراجعة'})`,
    fromAttemptId: source.row.id,
    sections: [source.questions],
    seconds: timeAllowanceSeconds(source.questions.length),
    breakMinutes: 0,
    notice: null,
    noticeAr: null,
  };
}

/**
 * The weak-domain drill: `DRILL_QUESTIONS` questions of the learner's weakest domain in the
 * category (see drill.ts), from the banks of the category they paid for.
 */
async function planDrill(db: Queryable, userId: number, categoryName: string): Promise<Plan> {
  const category = await findCategory(db, categoryName);
  await requireOwned(db, userId, category);
  const { ranked, target: weakest } = await drillTarget(db, userId, category);
  if (ranked.length === 0) {
    throw conflict(
      `No ${category} history yet: submit an exam, a topic or a mock whose questions carry a domain, and the drill will practise your weakest one.`,
    );
  }
  if (!weakest) {
    throw conflict(
      `The ${category} question bank has no question left in the domains you have answered: there is nothing to drill.`,
    );
  }
  const { candidates } = weakest;
  const ids = drawDrill(candidates, DRILL_QUESTIONS);
  const questions = await snapshotQuestions(db, ids);
  const percent = Math.round(percentOf(weakest.correct, weakest.total));
  const missed = candidates.filter((c) => c.standing === 'missed').length;
  const domainAr = PMI_DOMAINS_AR[weakest.domain] ?? weakest.domain;
  const included = Math.min(missed, questions.length);
  return {
    source: 'drill',
    category,
    title: `${category} weak-domain drill: ${weakest.domain}`,
    titleAr: `تدريب ${category} على أضعف مجالاتك: ${domainAr}`,
    sections: [questions],
    seconds: timeAllowanceSeconds(questions.length),
    breakMinutes: 0,
    notice:
      `${weakest.domain} is your weakest ${category} domain so far (${weakest.correct} of ${weakest.total} right, ${percent}%). ` +
      (questions.length < DRILL_QUESTIONS
        ? `The bank has ${questions.length} of its questions: here are all of them`
        : `Here are ${questions.length} of its questions`) +
      (missed > 0 ? `, including the ${included} you got wrong last time.` : '.'),
    noticeAr:
      `${domainAr} هو أضعف مجالات ${category} لديك حتى الآن (${weakest.correct} صحيحة من ${weakest.total}، ${percent}%). ` +
      (questions.length < DRILL_QUESTIONS
        ? `في البنك ${questions.length} من أسئلته: إليك جميعها`
        : `إليك ${questions.length} من أسئلته`) +
      (missed > 0 ? `، ومنها ${included} أخطأت فيها في المرة السابقة.` : '.'),
  };
}

async function plan(app: FastifyInstance, userId: number, body: CreateAttemptBody): Promise<Plan> {
  const given = SOURCES.filter((source) => body[source] !== undefined);
  if (given.length !== 1) {
    throw badRequest({
      non_field_errors: ['Give exactly one of exam, topic, mock, from_attempt or drill.'],
    });
  }
  if (body.exam !== undefined) return planBank(app.db, userId, 'exam', body.exam);
  if (body.topic !== undefined) return planBank(app.db, userId, 'topic', body.topic);
  if (body.mock !== undefined) return planMock(app.db, userId, body.mock);
  if (body.drill !== undefined) return planDrill(app.db, userId, body.drill);
  return planRetest(app, userId, body.from_attempt as number, body.only);
}

/**
 * Starts an attempt: the questions are snapshotted and, in exam mode, the deadline set by the
 * server's clock, stretched by the learner's time multiplier.
 */
export async function createAttempt(
  app: FastifyInstance,
  userId: number,
  body: CreateAttemptBody,
): Promise<Attempt> {
  const planned = await plan(app, userId, body);
  const now = app.services.clock.now();
  if (body.mode === 'practice') {
    // Practice mode hands out the key: not of questions a running exam-mode attempt holds.
    refuseKeysHeld(
      await runningExams(app.db, userId, now),
      planned.sections.flat().map((q) => q.id),
    );
  }
  const id = await writeAttempt(app, userId, body.mode, planned, now);
  return withAttempt(app, userId, id, attemptView);
}

/** Writes a planned attempt in one transaction, counting the learner's open ones; its id. */
export function writeAttempt(
  app: FastifyInstance,
  userId: number,
  mode: CreateAttemptBody['mode'],
  planned: Plan,
  now: Date,
): Promise<number> {
  return app.db.transaction(async (tx) => {
    // The learner's row is locked so that parallel starts are counted one after another.
    const { rows: users } = await tx.query<{ time_multiplier: number }>(
      'SELECT time_multiplier::float8 AS time_multiplier FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    const multiplier = users[0]?.time_multiplier ?? 1;
    const { rows: open } = await tx.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts a WHERE a.user_id = $1 AND a.status = 'in_progress'`,
      [userId],
    );
    // An exam whose time is up is submitted at its next read: it holds no place.
    if (open.filter((row) => !timeIsUp(row, now)).length >= MAX_OPEN_ATTEMPTS) {
      throw conflict(
        `You have ${MAX_OPEN_ATTEMPTS} attempts in progress, the most allowed at once: submit one before starting another.`,
      );
    }
    const deadline =
      mode === 'exam' ? new Date(now.getTime() + planned.seconds * multiplier * 1000) : null;
    const questions = planned.sections.flatMap((section, index) =>
      section.map((snapshot) => ({ snapshot, section: index })),
    );
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO attempts (user_id, mode, source, exam_id, topic_id, blueprint_id, from_attempt_id,
         category, title, title_ar, notice, notice_ar, started_at, deadline, time_multiplier,
         section_count, break_minutes, question_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING id`,
      [
        userId,
        mode,
        planned.source,
        planned.examId ?? null,
        planned.topicId ?? null,
        planned.blueprintId ?? null,
        planned.fromAttemptId ?? null,
        planned.category,
        planned.title,
        planned.titleAr,
        planned.notice,
        planned.noticeAr,
        now,
        deadline,
        multiplier,
        planned.sections.length,
        planned.breakMinutes,
        planned.questionCount ?? questions.length,
      ],
    );
    const attemptId = (rows[0] as { id: number }).id;
    await tx.query(
      `INSERT INTO attempt_questions (attempt_id, position, section, question_id, snapshot)
       SELECT $1, (g.ordinality - 1)::int, (g.value ->> 'section')::int,
         (g.value -> 'snapshot' ->> 'id')::int, g.value -> 'snapshot'
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS g(value, ordinality)`,
      [attemptId, JSON.stringify(questions)],
    );
    return attemptId;
  });
}
