// Paying in pounds and riyals end to end (docs/payments.md), through nginx with the built site,
// the real API and the local stand-ins of Paymob, Moyasar and geolocation (tools/standins): the
// country picks the provider, the learner pays on the provider's hosted page and comes back, the
// server decides, staff refund and reconcile. Nothing waits on the clock: a kiosk reference is paid
// "later" by the Paymob stand-in's control endpoint, which sends its signed webhook at once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import jsQR from 'jsqr';
import type { Page } from 'playwright-core';

import { STAFF } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { baseUrl, screenshot, usePagePerTest } from './support/browser';
import { setCountry, standInUrl } from './support/stand-ins';
import { signIn, signUp } from './support/sign-in';

const session = usePagePerTest({ failOnPageErrors: true });
const courses: Record<string, number> = {};
/** The Egyptian card order, refunded by staff in the last test. */
let cardOrder = '';

beforeAll(async () => {
  const list = (await (await fetch(`${baseUrl()}/api/courses/`)).json()) as {
    id: number;
    name: string;
  }[];
  for (const course of list) courses[course.name] = course.id;
});
afterEach(async () => {
  await setCountry('US');
});

/** Opens the checkout, picks the country's method and presses Pay: the provider's page opens. */
async function startLocalPayment(page: Page, courseId: number, method: string, price: string) {
  await page.goto(`/Checkout/${courseId}`);
  const payment = page.getByRole('region', { name: 'Pay for this course' });
  await payment.getByText(`You will be charged ${price}.`, { exact: true }).waitFor();
  await payment.getByRole('radio', { name: method }).check();
  await payment.getByRole('button', { name: `Pay ${price}`, exact: true }).click();
}

/** The webhooks the Paymob stand-in sent for a transaction id, as Paymob signed them. */
async function paymobDeliveries() {
  const response = await fetch(`${standInUrl('E2E_PAYMOB_URL')}/__control/deliveries`);
  return (await response.json()) as {
    status: number;
    body: { obj: { id: number; success: boolean; amount_cents: number; currency: string } };
  }[];
}

/** Back on /Checkout/return: the server asked the provider; returns the order's reference. */
async function expectPaid(page: Page, price: string): Promise<string> {
  await page
    .getByRole('heading', { name: `Payment of ${price} received. The course is yours.` })
    .waitFor();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

/** Plays the course's first lesson until its video has moved. */
async function watchFirstLesson(page: Page, courseId: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/Course_Lectuers/${courseId}`);
  await page.locator('.lesson-accordion summary').first().click();
  await page.getByRole('link', { name: 'Start Learn' }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith(`/Lectuers/${courseId}/`));
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
}

/** The first QR code on the PDF's first page: rendered by poppler, read by jsQR. */
function qrTextOfPdf(pdfPath: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-qr-'));
  try {
    const out = path.join(dir, 'page');
    execFileSync('pdftoppm', ['-r', '150', '-singlefile', pdfPath, out]);
    const ppm = fs.readFileSync(`${out}.ppm`);
    // P6 <width> <height> 255, then RGB bytes.
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a P6 image');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const rgb = ppm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
    }
    const code = jsQR(rgba, width, height);
    if (!code) throw new Error('no QR code on the invoice');
    return code.data;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** ZATCA's TLV (tag byte, length byte, UTF-8 value), base64: tag number → value. */
function decodeTlv(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields[tag] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

test('an Egyptian learner pays EGP by card (3-D Secure) and by wallet, and watches the lesson', async () => {
  const { page } = session;
  await setCountry('EG');
  await signUp(page, null);

  const pmp = courses['PMP']!;
  await startLocalPayment(page, pmp, 'Card (Meeza, Visa, Mastercard)', '9,500 LE');
  await page.getByRole('heading', { name: 'Pay 9500.00 EGP' }).waitFor();
  await page.getByRole('button', { name: 'Pay 9500.00 EGP' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  cardOrder = await expectPaid(page, '9,500 LE');
  const transaction = Number(new URL(page.url()).searchParams.get('id'));
  // What Paymob charged is our price in piastres, and its signed webhook was accepted.
  const card = (await paymobDeliveries()).filter((d) => d.body.obj.id === transaction);
  expect(card.map((d) => [d.status, d.body.obj.amount_cents, d.body.obj.currency])).toEqual([
    [200, 950_000, 'EGP'],
  ]);
  await page.getByRole('link', { name: 'GO TO Course Direct' }).click();
  await watchFirstLesson(page, pmp);

  const acp = courses['PMI-ACP']!;
  await startLocalPayment(page, acp, 'Mobile wallet (Vodafone Cash and others)', '7,900 LE');
  await page.getByText('Method: wallet').waitFor();
  await page.getByRole('button', { name: 'Pay 7900.00 EGP' }).click();
  await expectPaid(page, '7,900 LE');
  await page.goto(`/Checkout/${acp}`);
  await page.getByRole('link', { name: 'GO TO Course Direct' }).waitFor();
});

test('a kiosk reference shows its validity; paid later, the webhook enrols the learner', async () => {
  const { page } = session;
  await setCountry('EG');
  await signUp(page, null);
  const ba = courses['Business Analysis Fundamentals']!;
  await startLocalPayment(
    page,
    ba,
    'Cash at a kiosk (Aman, Masary): get a reference code',
    '5,600 LE',
  );
  await page.getByRole('button', { name: 'Get a kiosk reference' }).click();
  await page.getByRole('link', { name: 'Back to the academy' }).click();
  await page.getByRole('heading', { name: 'Pay at a kiosk' }).waitFor();
  const reference = (await page.locator('.checkout__return strong').textContent()) ?? '';
  expect(reference).toMatch(/^\d{8}$/);
  await page.getByText(/^The reference is valid until /).waitFor();
  // Paymob's 48 hours (PAYMOB_KIOSK_VALIDITY), counted in minutes, not announced as they pass.
  const left = page.getByText(/^Time left: 4[78] h \d+ min\.$/);
  expect(
    await left.evaluate((element) => element.closest('[aria-live]')?.getAttribute('aria-live')),
  ).toBe('off');
  const serious = (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious).toEqual([]);
  await screenshot(page, 'checkout-kiosk-reference');

  // The learner pays at the kiosk: Paymob's signed webhook arrives, and the course is theirs.
  const paid = await fetch(`${standInUrl('E2E_PAYMOB_URL')}/__control/kiosk/${reference}/pay`, {
    method: 'POST',
  });
  expect(paid.status).toBe(200);
  await page.goto(`/Checkout/${ba}`);
  await page.getByRole('link', { name: 'GO TO Course Direct' }).waitFor();
});

test('a Saudi learner pays SAR with mada and downloads a tax invoice whose QR names the sale', async () => {
  const { page } = session;
  await setCountry('SA');
  await signUp(page, null);
  const pmp = courses['PMP']!;
  const started = new Date(Date.now() - 1000);
  await startLocalPayment(page, pmp, 'mada', '1,120 SAR');
  // Moyasar's page opens on the method chosen here.
  await page.getByText('Method: mada').waitFor();
  await page.getByLabel('mada card number').waitFor();
  await page.getByRole('button', { name: 'Pay 1120.00 SAR' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectPaid(page, '1,120 SAR');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the tax invoice' }).click();
  const file = path.join(os.tmpdir(), `academy-tax-invoice-${process.pid}.pdf`);
  await (await download).saveAs(file);
  let fields: Record<number, string>;
  try {
    fields = decodeTlv(qrTextOfPdf(file));
  } finally {
    fs.rmSync(file, { force: true });
  }

  const staff = await fetch(`${baseUrl()}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const { access } = (await staff.json()) as { access: string };
  const settings = (await (
    await fetch(`${baseUrl()}/api/admin/tax-settings/`, {
      headers: { authorization: `Bearer ${access}` },
    })
  ).json()) as { seller_name: string; vat_number: string; vat_rate: number };
  expect(fields[1]).toBe(settings.seller_name);
  expect(fields[2]).toBe(settings.vat_number);
  const time = new Date(fields[3] ?? '');
  expect(time.getTime()).toBeGreaterThanOrEqual(Math.floor(started.getTime() / 1000) * 1000);
  expect(time.getTime()).toBeLessThanOrEqual(Date.now());
  expect(fields[4]).toBe('1120.00');
  // VAT-inclusive prices: VAT = total × rate / (100 + rate).
  expect(fields[5]).toBe(((1120 * settings.vat_rate) / (100 + settings.vat_rate)).toFixed(2));
});

test('staff refund the card order, then reconcile the day: the one planted mismatch is listed', async () => {
  const { page } = session;
  expect(cardOrder).toMatch(/^pm_/);
  const planted = (await (
    await fetch(`${standInUrl('E2E_PAYMOB_URL')}/__control/plant`, {
      method: 'POST',
      body: JSON.stringify({ amount_cents: 123_400 }),
    })
  ).json()) as { id: number };
  await signIn(page, STAFF, '/Admin/orders');
  await page.getByLabel('Learner (e-mail or name) or order id').fill(cardOrder);
  await page.getByRole('link', { name: `Details of order ${cardOrder}` }).click();
  await page.getByRole('heading', { name: `Order ${cardOrder}` }).waitFor();
  await page.getByLabel('Reason').fill('Course bought twice by mistake');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByText(/^Refunded .* \(credit note CN-\d+-1\)\.$/).waitFor();
  // A full refund: the order is refunded and has nothing left to refund.
  await page.getByRole('heading', { name: /^Refund \(up to/ }).waitFor({ state: 'detached' });

  await page.goto('/Admin/orders/reconciliation');
  const mismatches = page.getByRole('table', { name: 'Mismatches' });
  await mismatches.waitFor();
  const rows = await mismatches.locator('tbody tr').all();
  expect(rows).toHaveLength(1);
  const cells = await rows[0]!.locator('td').allTextContents();
  expect(cells.slice(0, 3)).toEqual(['Paid there, not here', String(planted.id), '—']);
  expect(cells[4]).toMatch(/1,234(\.00)? EGP|EGP\s?1,234(\.00)?/);
  await screenshot(page, 'admin-reconciliation');
});
