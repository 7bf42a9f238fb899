// The learner's credit notes (issue 36): staff refund part of a Paymob order, then the rest; each
// refund is a credit note (PDF, in the currency paid, with the amount and the reason) linked from
// the order in My learning, the learner's own only. Real client, stand-in, app and database.
import type { MyLearning } from '@academy/contract';
import { CREDIT_NOTE_AR } from '../../i18n/credit-note.ar';
import { roleTokens, type RoleTokens } from '../../test/admin-test-kit';
import { json, newUser } from '../../test/helpers';
import { pdfText } from '../../test/pdf';
import {
  confirmLocal,
  newLocalOrder,
  orderRow,
  payPaymobCard,
  refundOrder,
  setUpLocalCheckout,
} from '../../test/local-checkout';

const kit = setUpLocalCheckout();
let roles: RoleTokens;

beforeAll(async () => {
  roles = await roleTokens(kit().ctx);
});

test('each refund is a credit note in EGP with its amount and reason, linked from the order', async () => {
  const { ctx } = kit();
  const acp = await ctx.courseId('pmi-acp');
  const learner = await newUser(ctx);
  const order = await newLocalOrder(ctx, learner, acp, 'paymob', 'card');
  const back = await payPaymobCard(order.redirect_url);
  const confirmed = await confirmLocal(ctx, learner, order.order_id, back.searchParams.get('id'));
  expect(json(confirmed)).toMatchObject({ status: 'COMPLETED', currency: 'EGP' });
  const { id } = await orderRow(ctx, order.order_id);
  const refund = (payload: object) => refundOrder(ctx, id, payload, roles.staff);
  expect((await refund({ amount: 900.5, reason: 'Changed to the evening group' })).statusCode).toBe(
    201,
  );
  expect((await refund({ reason: 'Learner withdrew' })).statusCode).toBe(201);

  // My learning still lists the order (refunded), with both notes and what came back.
  const mine = json<MyLearning>(
    await ctx.request({ url: '/api/me/learning/', token: learner.token }),
  );
  const listed = mine.orders.find((o) => o.id === order.order_id);
  const first = `CN-${id}-1`;
  const second = `CN-${id}-2`;
  expect(listed).toMatchObject({
    amount: order.amount,
    currency: 'EGP',
    refunded_amount: order.amount,
  });
  expect(
    listed?.credit_notes.map(({ number, amount, reason, url }) => ({
      number,
      amount,
      reason,
      url,
    })),
  ).toEqual([
    {
      number: first,
      amount: 900.5,
      reason: 'Changed to the evening group',
      url: `/api/me/orders/${order.order_id}/credit-notes/${first}.pdf`,
    },
    {
      number: second,
      amount: order.amount - 900.5,
      reason: 'Learner withdrew',
      url: `/api/me/orders/${order.order_id}/credit-notes/${second}.pdf`,
    },
  ]);

  const pdf = await ctx.request({ url: listed!.credit_notes[0]!.url, token: learner.token });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['content-disposition']).toBe(
    `attachment; filename="credit-note-${first}.pdf"`,
  );
  const text = pdfText(pdf.rawPayload);
  expect(text).toContain('Credit note');
  expect(text).toContain(first);
  expect(text).toContain('PMI-ACP');
  expect(text).toContain(`${order.amount.toFixed(2)} EGP`); // what was paid
  expect(text).toContain('900.50 EGP'); // what this note gives back
  expect(text).toContain('Changed to the evening group');
  expect(text).toContain(order.order_id);
  expect(text).not.toContain('USD');

  // In Arabic when the page asks for it.
  const arabic = await ctx.request({
    url: listed!.credit_notes[1]!.url,
    token: learner.token,
    headers: { 'accept-language': 'ar' },
  });
  expect(arabic.statusCode).toBe(200);
  const arabicText = pdfText(arabic.rawPayload);
  expect(arabicText).toContain(CREDIT_NOTE_AR.amountRefunded);
  expect(arabicText).toContain('Learner withdrew');

  // The refunded order keeps its receipt, in the currency paid.
  const receipt = await ctx.request({ url: listed!.receipt_url, token: learner.token });
  expect(receipt.statusCode).toBe(200);
  expect(pdfText(receipt.rawPayload)).toContain(`${order.amount.toFixed(2)} EGP`);

  // Nobody else reads it: a visitor, another learner, staff and admin (not their order).
  const url = listed!.credit_notes[0]!.url;
  expect((await ctx.request({ url })).statusCode).toBe(401);
  const stranger = await newUser(ctx);
  expect((await ctx.request({ url, token: stranger.token })).statusCode).toBe(404);
  expect((await ctx.request({ url, token: roles.staff })).statusCode).toBe(404);
  expect((await ctx.request({ url, token: roles.admin })).statusCode).toBe(404);
  // An unknown note of the learner's order, and a malformed number (a path that names nothing).
  const unknown = `/api/me/orders/${order.order_id}/credit-notes/CN-${id}-9.pdf`;
  expect((await ctx.request({ url: unknown, token: learner.token })).statusCode).toBe(404);
  const malformed = `/api/me/orders/${order.order_id}/credit-notes/note-1.pdf`;
  expect((await ctx.request({ url: malformed, token: learner.token })).statusCode).toBe(404);
});
