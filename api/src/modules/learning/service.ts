import type { LearnerOrder, LearningAttempt, LearningCourse, MyLearning } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { drillTarget, rankDomains } from '../attempts/drill';
import { listAttempts } from '../attempts/service';
import { ownsCategory } from '../enrollments/service';
import { publicMediaUrl } from '../media/service';
import { summarize } from '../progress/service';
import { lessonStates } from '../progress/store';

/** How many recent attempts My learning lists. */
export const RECENT_ATTEMPTS = 10;

interface OwnedCourseRow {
  id: number;
  name: string;
  name_ar: string | null;
  image: string | null;
  certificate: string | null;
}

/**
 * The learner's courses (archived ones too: owners keep them), most recently studied first, then
 * in the order they were bought or granted.
 */
async function learningCourses(db: Queryable, userId: number): Promise<LearningCourse[]> {
  const { rows } = await db.query<OwnedCourseRow>(
    `SELECT c.id, c.name, c.name_ar, c.image, cert.code AS certificate
     FROM enrollments e
     JOIN courses c ON c.id = e.course_id
     LEFT JOIN certificates cert ON cert.user_id = e.user_id AND cert.course_id = c.id
     WHERE e.user_id = $1
     ORDER BY (SELECT max(p.updated_at) FROM lesson_progress p
               JOIN lessons l ON l.id = p.lesson_id
               WHERE p.user_id = e.user_id AND l.course_id = c.id) DESC NULLS LAST,
       e.created_at, c.id`,
    [userId],
  );
  const states = await lessonStates(db, userId, null);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    img: publicMediaUrl(row.image),
    ...summarize(states.get(row.id) ?? []),
    certificate: row.certificate,
  }));
}

/**
 * The domain a "practise this" drill would practise now: in each category the learner owns and has
 * submitted attempts in, the drill's own target (drill.ts: all their attempts there, the same
 * ranking, a domain the bank still has questions of); of those, the weakest by the same ranking
 * (at a full tie, the category practised last).
 */
async function weakestDomain(db: Queryable, userId: number): Promise<MyLearning['weakest_domain']> {
  const { rows } = await db.query<{ category: string }>(
    `SELECT category FROM attempts WHERE user_id = $1 AND status = 'submitted'
     GROUP BY category ORDER BY max(submitted_at) DESC NULLS LAST, category`,
    [userId],
  );
  const targets: NonNullable<MyLearning['weakest_domain']>[] = [];
  for (const { category } of rows) {
    // The drill refuses a category the learner no longer owns a course of: no link to a refusal.
    if (!(await ownsCategory(db, userId, category))) continue;
    const { target } = await drillTarget(db, userId, category);
    if (target) {
      const { domain, correct, total } = target;
      targets.push({ domain, correct, total, category });
    }
  }
  return rankDomains(targets)[0] ?? null;
}

interface OrderRow {
  id: number;
  provider_order_id: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  paid_at: Date | string;
  amount: string | number;
  currency: string;
  coupon: string | null;
  refunded_amount: string | number;
}

interface CreditNoteRow {
  order_id: number;
  credit_note: string;
  amount: string;
  currency: string;
  reason: string;
  created_at: Date | string;
}

/**
 * The learner's captured payments, newest first, each with its receipt, and those staff refunded
 * (docs/payments.md#back-office-staff) with their credit notes. A payment that bought nothing and
 * went back automatically has no credit note and is not listed.
 */
async function learnerOrders(db: Queryable, userId: number): Promise<LearnerOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT o.id, o.provider_order_id, o.course_id, c.name AS course_name,
       c.name_ar AS course_name_ar, COALESCE(o.captured_at, o.created_at) AS paid_at, o.amount,
       o.currency, cp.title AS coupon, o.refunded_amount
     FROM orders o
     JOIN courses c ON c.id = o.course_id
     LEFT JOIN coupons cp ON cp.id = o.coupon_id
     WHERE o.user_id = $1 AND (o.status = 'COMPLETED'
       OR EXISTS (SELECT 1 FROM payment_refunds r WHERE r.order_id = o.id))
     ORDER BY paid_at DESC, o.id DESC`,
    [userId],
  );
  const { rows: notes } = await db.query<CreditNoteRow>(
    `SELECT order_id, credit_note, amount, currency, reason, created_at FROM payment_refunds
     WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => {
    const reference = encodeURIComponent(row.provider_order_id);
    return {
      id: row.provider_order_id,
      course: row.course_id,
      course_name: row.course_name,
      course_name_ar: row.course_name_ar,
      created_at: new Date(row.paid_at).toISOString(),
      amount: Number(row.amount),
      currency: row.currency,
      coupon: row.coupon,
      receipt_url: `/api/me/orders/${reference}/receipt.pdf`,
      refunded_amount: Number(row.refunded_amount ?? 0),
      credit_notes: notes
        .filter((note) => note.order_id === row.id)
        .map((note) => ({
          number: note.credit_note,
          amount: Number(note.amount),
          currency: note.currency,
          reason: note.reason,
          created_at: new Date(note.created_at).toISOString(),
          url: `/api/me/orders/${reference}/credit-notes/${note.credit_note}.pdf`,
        })),
    };
  });
}

/** GET /me/learning/: what the My learning page shows, for the signed-in learner only. */
export async function myLearning(app: FastifyInstance, userId: number): Promise<MyLearning> {
  // listAttempts also submits exam attempts whose time ran out, so they show as they are (and
  // count for the weakest domain, read after it).
  const page = await listAttempts(
    app,
    userId,
    { status: 'submitted', page_size: '100' },
    '/api/attempts/',
  );
  const submitted = page.results
    .filter((attempt) => attempt.result !== null && attempt.submitted_at !== null)
    .sort((a, b) => Date.parse(b.submitted_at!) - Date.parse(a.submitted_at!) || b.id - a.id);
  const attempts: LearningAttempt[] = submitted.slice(0, RECENT_ATTEMPTS).map((attempt) => ({
    id: attempt.id,
    title: attempt.title,
    mode: attempt.mode,
    submitted_at: attempt.submitted_at!,
    score: attempt.result!.score,
    band: attempt.result!.band,
  }));
  const { rows } = await app.db.query<{ full_name: string | null }>(
    'SELECT full_name FROM users WHERE id = $1',
    [userId],
  );
  return {
    courses: await learningCourses(app.db, userId),
    attempts,
    weakest_domain: await weakestDomain(app.db, userId),
    orders: await learnerOrders(app.db, userId),
    certificate_name: rows[0]?.full_name ?? null,
  };
}
