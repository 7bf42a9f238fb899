// The receipt e-mailed after a captured payment (issue 20): through the real mailer to the local
// SMTP stand-in; with the stand-in down the payment still succeeds and the mail goes later.
import { build } from '../../app';
import { setUpPayPalCheckout, type Learner } from '../../test/paypal-checkout';
import { newUser, markPaid } from '../../test/helpers';
import { startSmtpServer, waitFor, type ReceivedMail } from '../../test/smtp';
import { readPdf } from '../../test/pdf';
import { deliverDueMail, oweReceipt, RECEIPT_QUEUE, retryDelayMs } from './outbox';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: Smtp;
let smtpPort: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  smtpPort = Number(new URL(smtp.url).port);
});
const checkout = setUpPayPalCheckout(() => ({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Academy <receipts@academy.test>' },
}));
afterAll(async () => {
  await smtp.stop();
});

interface Buyer extends Learner {
  email: string;
}

async function buyer(): Promise<Buyer> {
  const user = await newUser(checkout.ctx);
  const { rows } = await checkout.ctx.db.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [user.id],
  );
  return { ...user, email: rows[0]!.email };
}

/** Buys the course through PayPal (stand-in) and returns the order's reference. */
async function buy(learner: Learner, courseKey: string): Promise<string> {
  const reference = await checkout.newOrder(learner, await checkout.ctx.courseId(courseKey));
  await checkout.approve(reference);
  const captured = await checkout.capture(learner, reference);
  expect(captured.statusCode).toBe(200);
  return reference;
}

/** The order's receipt job, as the outbox row it replaced: failed tries, when sent, the error. */
function outboxRow(reference: string) {
  return checkout.ctx.db
    .query<{ attempts: number; sent_at: Date | null; last_error: string | null }>(
      `SELECT j.attempts - CASE WHEN j.status = 'ready' THEN 1 ELSE 0 END AS attempts,
         CASE WHEN j.status = 'ready' THEN j.finished_at END AS sent_at, j.reason AS last_error
       FROM jobs j JOIN orders o ON j.key = o.id::text
       WHERE j.queue = $1 AND o.provider_order_id = $2`,
      [RECEIPT_QUEUE, reference],
    )
    .then(({ rows }) => rows);
}

/** The PDF attached to a received mail (nodemailer sends it base64-encoded). */
function attachedPdf(mail: ReceivedMail): Buffer {
  const part =
    /Content-Type: application\/pdf[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.raw,
    );
  if (!part) throw new Error('no PDF attached');
  return Buffer.from(part[1]!.replace(/\r?\n/g, ''), 'base64');
}

const mailTo = (server: Smtp, email: string) =>
  server.mails.find((mail) => mail.to.includes(email));

test('a captured payment e-mails the learner a receipt, with the PDF attached, once', async () => {
  const learner = await buyer();
  const reference = await buy(learner, 'pmi-acp');
  await waitFor(() => mailTo(smtp, learner.email) !== undefined);
  const mail = mailTo(smtp, learner.email)!;
  expect(mail.text).toContain('Subject: Your receipt for PMI-ACP');
  expect(mail.text).toContain(`PayPal order reference: ${reference}`);
  expect(mail.raw).toContain(`receipt-${reference}.pdf`);
  const pdf = attachedPdf(mail);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(readPdf(pdf).text).toContain(reference);
  await checkout.ctx.app.mailOutbox.idle();
  expect(await outboxRow(reference)).toEqual([
    { attempts: 0, sent_at: expect.any(Date), last_error: null },
  ]);
  // The same order on My learning, and its receipt to download.
  const page = await checkout.ctx.request({
    method: 'GET',
    url: '/api/me/learning/',
    token: learner.token,
  });
  const [order] = (JSON.parse(page.body) as { orders: { id: string; receipt_url: string }[] })
    .orders;
  expect(order).toMatchObject({ id: reference, amount: 249, currency: 'USD', coupon: null });
  const download = await checkout.ctx.request({
    method: 'GET',
    url: order!.receipt_url,
    token: learner.token,
  });
  expect(download.statusCode).toBe(200);
  expect(readPdf(download.rawPayload).text).toContain(reference);

  // Recording the order again (the page does after capture) owes nothing more.
  const recorded = await checkout.post(
    '/api/orders/',
    { order_id: reference, user: learner.id, course: await checkout.ctx.courseId('pmi-acp') },
    learner,
  );
  expect(recorded.statusCode).toBe(201);
  await checkout.ctx.app.mailOutbox.idle();
  expect(smtp.mails.filter((m) => m.to.includes(learner.email))).toHaveLength(1);
});

test('with the mail server down the payment still succeeds; the receipt goes once it is back', async () => {
  await smtp.stop();
  const learner = await buyer();
  const reference = await buy(learner, 'risk-essentials');
  await checkout.ctx.app.mailOutbox.idle();
  // Paid and enrolled whatever the mail did.
  const paid = await checkout.ctx.request({
    method: 'GET',
    url: `/api/check_paid_course/${learner.id}/${await checkout.ctx.courseId('risk-essentials')}/`,
    token: learner.token,
  });
  expect(JSON.parse(paid.body)).toEqual({ paid: true });
  const [failed] = await outboxRow(reference);
  expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.any(String) });
  const { rows: logged } = await checkout.ctx.db.query<{ status: string }>(
    `SELECT status FROM mail_log WHERE kind = 'receipt' AND recipient = $1`,
    [learner.email],
  );
  expect(logged).toEqual([{ status: 'failed' }]);

  smtp = await startSmtpServer({ port: smtpPort });
  // Not yet due: nothing is sent before the wait is over.
  expect(await deliverDueMail(checkout.ctx.app)).toEqual({ sent: 0, failed: 0 });
  // The wait of a first failure (a minute) goes by.
  await checkout.ctx.db.query(
    `UPDATE jobs SET run_after = run_after - make_interval(secs => $1)
     WHERE queue = $2 AND status = 'queued'`,
    [retryDelayMs(1) / 1000, RECEIPT_QUEUE],
  );
  expect(await deliverDueMail(checkout.ctx.app)).toEqual({ sent: 1, failed: 0 });
  expect(mailTo(smtp, learner.email)?.text).toContain(
    'Subject: Your receipt for Risk Management Essentials',
  );
  expect(await outboxRow(reference)).toEqual([
    { attempts: 1, sent_at: expect.any(Date), last_error: null },
  ]);
});

test('a receipt still owed when the server stopped is sent when it starts again', async () => {
  const learner = await buyer();
  const courseId = await checkout.ctx.courseId('business-analysis');
  const { rows } = await checkout.ctx.db.query<{ id: number }>(
    `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status,
       capture_id, captured_at)
     VALUES ('BOOT0001ORDER', $1, $2, 199, 'USD', 'COMPLETED', 'CAPBOOT1', now()) RETURNING id`,
    [learner.id, courseId],
  );
  await markPaid(checkout.ctx, learner.id, courseId);
  await oweReceipt(checkout.ctx.db, rows[0]!.id);
  // Another instance of the API starting on the same database.
  const restarted = await build(checkout.ctx.config, { db: checkout.ctx.db });
  try {
    await restarted.ready();
    await waitFor(() => mailTo(smtp, learner.email) !== undefined);
    await restarted.mailOutbox.idle();
  } finally {
    await restarted.close();
  }
  expect(await outboxRow('BOOT0001ORDER')).toEqual([
    { attempts: 0, sent_at: expect.any(Date), last_error: null },
  ]);
});

test('retries wait longer each time, up to 6 hours', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(30)).toBe(6 * 3600_000);
});
