import type { Attempt, MyLearning } from '@academy/contract';
import { json, LEARNER, markPaid, NEWBIE, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { pdfText, readPdf } from '../../test/pdf';
import { RECEIPT_AR } from '../../i18n/receipt.ar';
import {
  addTaggedTopic,
  answerOf,
  attemptOf,
  attemptsApi,
  bankIds,
  rightAnswer,
} from '../attempts/attempt-test-kit';

let pmp: number;
let acp: number;

const myLearning = async (token?: string) =>
  ctx.request({ method: 'GET', url: '/api/me/learning/', ...(token ? { token } : {}) });

const receipt = (token: string | undefined, reference: string, language?: string) =>
  ctx.request({
    method: 'GET',
    url: `/api/me/orders/${reference}/receipt.pdf`,
    ...(token ? { token } : {}),
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

async function insertOrder(
  userId: number,
  courseId: number,
  order: { reference: string; status: string; amount: number; coupon?: string; at?: string },
) {
  await ctx.db.query(
    `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status, coupon_id,
       capture_id, captured_at)
     VALUES ($1, $2, $3, $4, 'USD', $5, (SELECT id FROM coupons WHERE title = $6), $7, $8)`,
    [
      order.reference,
      userId,
      courseId,
      order.amount,
      order.status,
      order.coupon ?? null,
      order.status === 'COMPLETED' ? `CAP${order.reference}` : null,
      order.at ?? '2026-11-02T10:00:00Z',
    ],
  );
}

const ctx = appSuite();
beforeAll(async () => {
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
});
test('a visitor gets 401', async () => {
  expect((await myLearning()).statusCode).toBe(401);
  expect((await receipt(undefined, 'ANYORDER1')).statusCode).toBe(401);
});

test('a learner with nothing yet: every list empty, no weakest domain, no name', async () => {
  const newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
  const res = await myLearning(newbie);
  expect(res.statusCode).toBe(200);
  expect(json(res)).toEqual({
    courses: [],
    attempts: [],
    weakest_domain: null,
    orders: [],
    certificate_name: null,
  });
});

test('courses: progress, "Continue" and the certificate; most recently studied first', async () => {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, pmp);
  await markPaid(ctx, user.id, acp);
  // An archived course stays on its owners' page.
  await ctx.db.query('UPDATE courses SET archived = true WHERE id = $1', [acp]);
  try {
    const lesson = await ctx.lessonId('acp-lec-2');
    const saved = await ctx.request({
      method: 'PUT',
      url: `/api/progress/lessons/${lesson}/`,
      token: user.token,
      payload: { position: 4, watched: [[0, 4]], duration: 4 },
    });
    expect(saved.statusCode).toBe(200);
    await ctx.db.query(
      `INSERT INTO certificates (code, user_id, course_id, name, course_name)
       VALUES ('TEST-CODE-ONE', $1, $2, 'Amira Saleh', 'PMI-ACP')`,
      [user.id, acp],
    );
    const page = json<MyLearning>(await myLearning(user.token));
    expect(page.courses).toEqual([
      {
        id: acp,
        name: 'PMI-ACP',
        name_ar: 'التحضير لشهادة PMI-ACP',
        img: expect.stringMatching(/^\/api\/media\/public\/.+/),
        percent: 33,
        completed: 1,
        total: 3,
        // The lesson watched is complete: Continue opens the next one not complete.
        resume: { lesson: await ctx.lessonId('acp-lec-3'), position: 0 },
        certificate: 'TEST-CODE-ONE',
      },
      {
        id: pmp,
        name: 'PMP',
        name_ar: 'التحضير لشهادة PMP',
        img: expect.stringMatching(/^\/api\/media\/public\/.+/),
        percent: 0,
        completed: 0,
        total: 4,
        resume: null,
        certificate: null,
      },
    ]);
  } finally {
    await ctx.db.query('UPDATE courses SET archived = false WHERE id = $1', [acp]);
  }
});

describe('attempts and the weakest domain', () => {
  test('recent submitted attempts with score and band, newest first; the weakest domain', async () => {
    const api = attemptsApi(ctx);
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, pmp);
    const examId = (await bankIds(ctx, 'exams'))[0]!;
    // Tag the exam's questions: the first half People, the rest Process.
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM questions WHERE exam_id = $1 ORDER BY position, id',
      [examId],
    );
    const half = Math.ceil(rows.length / 2);
    const people = rows.slice(0, half).map((row) => row.id);
    await ctx.db.query(
      `UPDATE questions SET domain = CASE WHEN id = ANY($2::int[]) THEN 'People' ELSE 'Process' END
       WHERE exam_id = $1`,
      [examId, `{${people.join(',')}}`],
    );

    // First attempt: People answered right, Process left unanswered.
    const first = attemptOf(await api.start(user.token, { exam: examId, mode: 'practice' }));
    for (const question of first.questions.filter((q) => people.includes(q.id))) {
      const saved = await api.save(user.token, first.id, question.id, {
        answer: rightAnswer(question as Attempt['questions'][number]),
      });
      expect(saved.statusCode).toBe(200);
    }
    expect((await api.submit(user.token, first.id)).statusCode).toBe(200);
    // Second: all answered right. An attempt under way is not listed.
    const second = attemptOf(await api.start(user.token, { exam: examId, mode: 'practice' }));
    for (const question of second.questions) {
      await api.save(user.token, second.id, question.id, { answer: rightAnswer(question) });
    }
    expect((await api.submit(user.token, second.id)).statusCode).toBe(200);
    const running = attemptOf(await api.start(user.token, { exam: examId, mode: 'practice' }));

    const page = json<MyLearning>(await myLearning(user.token));
    expect(page.attempts.map((attempt) => attempt.id)).toEqual([second.id, first.id]);
    expect(page.attempts.map((attempt) => attempt.id)).not.toContain(running.id);
    expect(page.attempts[0]).toEqual({
      id: second.id,
      title: second.title,
      mode: 'practice',
      submitted_at: expect.any(String),
      score: 100,
      band: 'AboveTarget',
    });
    expect(page.attempts[1]).toMatchObject({
      score: (people.length / rows.length) * 100,
      band: expect.any(String),
    });
    const process = rows.length - people.length;
    expect(page.weakest_domain).toEqual({
      domain: 'Process',
      correct: process,
      total: 2 * process,
      category: 'PMP',
    });
  });

  test('the weakest domain is the one the drill of its category then draws', async () => {
    const api = attemptsApi(ctx);
    const user = await newUser(ctx);
    await markPaid(ctx, user.id, pmp);
    await markPaid(ctx, user.id, acp);
    const pmpTopic = await addTaggedTopic(ctx, 'learning-pmp', [
      { domain: 'People' },
      { domain: 'People' },
      { domain: 'Process' },
      { domain: 'Process' },
    ]);
    const acpTopic = await addTaggedTopic(
      ctx,
      'learning-acp',
      Array.from({ length: 4 }, () => ({ domain: 'People' })),
      'PMI-ACP',
    );
    const take = async (topicId: number, right: (position: number) => boolean) => {
      const attempt = attemptOf(await api.start(user.token, { topic: topicId, mode: 'practice' }));
      for (const [position, question] of attempt.questions.entries()) {
        const answer = answerOf(question, right(position) ? 'right' : 'wrong');
        expect((await api.save(user.token, attempt.id, question.id, { answer })).statusCode).toBe(
          200,
        );
      }
      expect((await api.submit(user.token, attempt.id)).statusCode).toBe(200);
    };
    // PMP: People 0 of 2, Process 1 of 2. PMI-ACP, later: People 4 of 4. Summed over both
    // categories People (4 of 6) would look stronger than Process; the PMP drill drills People.
    await take(pmpTopic.topicId, (position) => position === 2);
    await take(acpTopic.topicId, () => true);

    const drillOf = async (weakest: MyLearning['weakest_domain']) => {
      const started = await api.start(user.token, { drill: weakest!.category, mode: 'practice' });
      expect(started.statusCode).toBe(201);
      const drill = attemptOf(started);
      expect(drill.questions.length).toBeGreaterThan(0);
      return {
        title: drill.title,
        domains: [...new Set(drill.questions.map((question) => question.domain))],
      };
    };
    const first = json<MyLearning>(await myLearning(user.token)).weakest_domain;
    expect(first).toEqual({ domain: 'People', correct: 0, total: 2, category: 'PMP' });
    expect(await drillOf(first)).toEqual({
      title: 'PMP weak-domain drill: People',
      domains: ['People'],
    });

    // With no People question left in the PMP bank, the drill goes on to Process: so does the page.
    const { rows: untagged } = await ctx.db.query<{ id: number }>(
      `UPDATE questions q SET domain = NULL
       FROM questions x LEFT JOIN topics t ON t.id = x.topic_id LEFT JOIN exams e ON e.id = x.exam_id
       WHERE q.id = x.id AND x.domain = 'People' AND coalesce(t.category, e.category) = 'PMP'
       RETURNING q.id`,
    );
    expect(untagged.length).toBeGreaterThan(0);
    try {
      const second = json<MyLearning>(await myLearning(user.token)).weakest_domain;
      expect(second).toEqual({ domain: 'Process', correct: 1, total: 2, category: 'PMP' });
      expect(await drillOf(second)).toEqual({
        title: 'PMP weak-domain drill: Process',
        domains: ['Process'],
      });
    } finally {
      await ctx.db.query(`UPDATE questions SET domain = 'People' WHERE id = ANY($1::int[])`, [
        untagged.map((row) => row.id),
      ]);
    }

    // No longer owning a PMP course, the learner could not start its drill: PMI-ACP's is named.
    await ctx.db.query('DELETE FROM enrollments WHERE user_id = $1 AND course_id = $2', [
      user.id,
      pmp,
    ]);
    const third = json<MyLearning>(await myLearning(user.token)).weakest_domain;
    expect(third).toEqual({ domain: 'People', correct: 4, total: 4, category: 'PMI-ACP' });
    expect(await drillOf(third)).toEqual({
      title: 'PMI-ACP weak-domain drill: People',
      domains: ['People'],
    });
  });
});

describe('orders and receipts', () => {
  let buyer: { id: number; token: string };
  beforeAll(async () => {
    buyer = await newUser(ctx);
    await insertOrder(buyer.id, pmp, {
      reference: 'RCPT0001PMP',
      status: 'COMPLETED',
      amount: 269.1,
      coupon: 'WELCOME10',
      at: '2026-11-03T10:00:00Z',
    });
    await insertOrder(buyer.id, acp, {
      reference: 'RCPT0002ACP',
      status: 'COMPLETED',
      amount: 249,
      at: '2026-11-04T10:00:00Z',
    });
    // Not payments the learner made: an open order and a refunded one.
    await insertOrder(buyer.id, acp, { reference: 'RCPT0003OPEN', status: 'CREATED', amount: 1 });
    await insertOrder(buyer.id, pmp, { reference: 'RCPT0004BACK', status: 'REFUNDED', amount: 1 });
  });

  test('My learning lists the captured payments, newest first, with their receipts', async () => {
    const page = json<MyLearning>(await myLearning(buyer.token));
    expect(page.orders).toEqual([
      {
        id: 'RCPT0002ACP',
        course: acp,
        course_name: 'PMI-ACP',
        course_name_ar: 'التحضير لشهادة PMI-ACP',
        created_at: '2026-11-04T10:00:00.000Z',
        amount: 249,
        currency: 'USD',
        coupon: null,
        receipt_url: '/api/me/orders/RCPT0002ACP/receipt.pdf',
        refunded_amount: 0,
        credit_notes: [],
      },
      {
        id: 'RCPT0001PMP',
        course: pmp,
        course_name: 'PMP',
        course_name_ar: 'التحضير لشهادة PMP',
        created_at: '2026-11-03T10:00:00.000Z',
        amount: 269.1,
        currency: 'USD',
        coupon: 'WELCOME10',
        receipt_url: '/api/me/orders/RCPT0001PMP/receipt.pdf',
        refunded_amount: 0,
        credit_notes: [],
      },
    ]);
  });

  test('the receipt is a PDF naming the course, amount, coupon and PayPal references', async () => {
    const res = await receipt(buyer.token, 'RCPT0001PMP');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="receipt-RCPT0001PMP.pdf"',
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    expect(pdf.length).toBeGreaterThan(1000);
    const { pages, text } = readPdf(pdf);
    expect(pages).toBe(1);
    const { rows } = await ctx.db.query<{ email: string }>(
      'SELECT email FROM users WHERE id = $1',
      [buyer.id],
    );
    for (const line of [
      'Receipt',
      rows[0]!.email,
      'PMP',
      '269.10 USD',
      'WELCOME10',
      'RCPT0001PMP',
      'CAPRCPT0001PMP',
      '3 November 2026',
    ]) {
      expect(text).toContain(line);
    }
  });

  test('with Accept-Language: ar the receipt is in Arabic, and a reader copies its words back', async () => {
    const res = await receipt(buyer.token, 'RCPT0002ACP', 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/i);
    const text = pdfText(res.rawPayload);
    for (const words of [
      RECEIPT_AR.academy,
      RECEIPT_AR.receipt,
      RECEIPT_AR.datePaid,
      RECEIPT_AR.billedTo,
      RECEIPT_AR.course,
      RECEIPT_AR.amountPaid,
      RECEIPT_AR.coupon,
      RECEIPT_AR.none,
      RECEIPT_AR.paidWith,
      RECEIPT_AR.orderReference,
      RECEIPT_AR.transaction,
      // The course's Arabic name, the month in Arabic, the amount as Intl writes it in Arabic.
      'التحضير لشهادة PMI-ACP',
      'نوفمبر 2026',
      '249.00 US$',
      'RCPT0002ACP',
      'CAPRCPT0002ACP',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Amount paid');
    // The English receipt is still English.
    const english = pdfText((await receipt(buyer.token, 'RCPT0002ACP', 'en')).rawPayload);
    expect(english).toContain('Amount paid');
    expect(english).toContain('249.00 USD');
    expect(english).toContain('4 November 2026');
    expect(english).not.toContain(RECEIPT_AR.amountPaid);
  });

  test("another learner's order, an unpaid or refunded one, an unknown one: 404", async () => {
    const other = await newUser(ctx);
    expect((await receipt(other.token, 'RCPT0001PMP')).statusCode).toBe(404);
    expect((await receipt(buyer.token, 'RCPT0003OPEN')).statusCode).toBe(404);
    expect((await receipt(buyer.token, 'RCPT0004BACK')).statusCode).toBe(404);
    expect((await receipt(buyer.token, 'NOSUCHORDER')).statusCode).toBe(404);
    expect((await receipt(buyer.token, 'bad-reference')).statusCode).toBe(404);
    // The learner's list holds only their own.
    const theirs = json<MyLearning>(await myLearning(other.token));
    expect(theirs.orders).toEqual([]);
  });

  test("the demo learner's page answers (a course granted without an order)", async () => {
    const learner = ctx.tokenFor(await ctx.userId(LEARNER));
    const page = json<MyLearning>(await myLearning(learner));
    expect(page.courses.map((course) => course.name)).toEqual(['PMP']);
    expect(page.orders).toEqual([]);
  });
});
