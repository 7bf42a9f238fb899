// A local stand-in of Moyasar for tests and `npm start`: hosted invoices (mada, Visa/Mastercard
// with a 3-D Secure step, Apple Pay, STC Pay), a payment's fetch, list and refund, and webhooks
// carrying the dashboard's secret token. Everything in memory; no money moves. Control endpoints
// (/__control/...) take the API down or list the webhooks sent.
const { randomUUID } = require('node:crypto');

const { listen, readBody, send } = require('../http.cjs');
const { form, formFields, page } = require('../hosted-page.cjs');
const { redirect } = require('../paymob/server.cjs');

const METHODS = {
  mada: { type: 'creditcard', company: 'mada', label: 'mada card number' },
  creditcard: { type: 'creditcard', company: 'visa', label: 'Visa or Mastercard number' },
  applepay: { type: 'applepay', company: 'mada', label: null },
  stcpay: { type: 'stcpay', company: null, label: 'STC Pay mobile number' },
};
const DECLINED_CARD = '4000000000000002';
const OTP = '123456';

async function startMoyasarStandIn(options = {}) {
  const secretKey = options.secretKey ?? 'sk_test_local_moyasar';
  const webhookSecret = options.webhookSecret ?? 'local-moyasar-webhook-secret';
  const invoices = new Map();
  const payments = new Map();
  const deliveries = [];
  let down = false;
  /** The next API requests that answer 503 (an outage a retried read gets through). */
  let failures = 0;
  /** While held, webhooks wait in `held` (a provider's late delivery) until released. */
  let holding = false;
  const held = [];
  let origin = '';

  const basic = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  async function notify(invoice, payment, type) {
    const body = {
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: webhookSecret,
      account_name: 'academy',
      live: false,
      data: payment,
    };
    const delivery = { url: invoice.callback_url, body, status: 0 };
    deliveries.push(delivery);
    if (holding) return void held.push(delivery);
    return send_(delivery);
  }

  async function send_(delivery) {
    const { url, body } = delivery;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      delivery.status = res.status;
    } catch {
      delivery.status = -1;
    }
  }

  function newPayment(invoice, method, status) {
    const { type, company } = METHODS[method];
    const payment = {
      id: randomUUID(),
      status,
      amount: invoice.amount,
      fee: 0,
      currency: invoice.currency,
      refunded: 0,
      refunded_at: null,
      description: invoice.description,
      invoice_id: invoice.id,
      created_at: new Date().toISOString(),
      metadata: invoice.metadata,
      source: { type, company, message: status === 'paid' ? 'Succeeded!' : 'Declined' },
    };
    payments.set(payment.id, payment);
    invoice.payments.push(payment);
    if (status === 'paid') invoice.status = 'paid';
    return payment;
  }

  const shown = (invoice) => ({
    ...invoice,
    payments: invoice.payments.map((p) => payments.get(p.id)),
  });

  async function handle(req, res) {
    const url = new URL(req.url, origin);
    const route = `${req.method} ${url.pathname}`;
    if (url.pathname.startsWith('/__control/')) return control(req, res, url);
    if (url.pathname.startsWith('/invoices/')) return hosted(req, res, url);
    if (down || failures > 0) {
      if (!down) failures--;
      return send(res, 503, { type: 'api_error', message: 'Service unavailable' });
    }
    if (req.headers.authorization !== basic) {
      return send(res, 401, {
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
      });
    }
    if (route === 'POST /v1/invoices') {
      const body = JSON.parse((await readBody(req)) || '{}');
      if (!Number.isInteger(body.amount) || body.amount < 100 || !body.description) {
        return send(res, 400, { type: 'invalid_request_error', message: 'Validation failed' });
      }
      const id = randomUUID();
      const invoice = {
        id,
        status: 'initiated',
        amount: body.amount,
        currency: body.currency ?? 'SAR',
        description: body.description,
        url: `${origin}/invoices/${id}`,
        callback_url: body.callback_url,
        success_url: body.success_url,
        back_url: body.back_url,
        metadata: body.metadata ?? null,
        created_at: new Date().toISOString(),
        payments: [],
      };
      invoices.set(id, invoice);
      return send(res, 201, shown(invoice));
    }
    const invoiceMatch = /^\/v1\/invoices\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && invoiceMatch) {
      const invoice = invoices.get(invoiceMatch[1]);
      return invoice ? send(res, 200, shown(invoice)) : notFound(res);
    }
    const paymentMatch = /^\/v1\/payments\/([\w-]+)(\/refund)?$/.exec(url.pathname);
    if (req.method === 'GET' && paymentMatch && !paymentMatch[2]) {
      const payment = payments.get(paymentMatch[1]);
      return payment ? send(res, 200, payment) : notFound(res);
    }
    if (req.method === 'POST' && paymentMatch?.[2]) {
      const payment = payments.get(paymentMatch[1]);
      if (!payment) return notFound(res);
      const body = JSON.parse((await readBody(req)) || '{}');
      const left = payment.amount - payment.refunded;
      const amount = body.amount ?? left;
      if (payment.status !== 'paid' && payment.status !== 'refunded') {
        return send(res, 400, { type: 'invalid_request_error', message: 'Payment is not paid' });
      }
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return send(res, 400, {
          type: 'invalid_request_error',
          message: 'Amount exceeds the refundable amount',
        });
      }
      payment.refunded += amount;
      payment.refunded_at = new Date().toISOString();
      if (payment.refunded === payment.amount) payment.status = 'refunded';
      return send(res, 200, payment);
    }
    if (route === 'GET /v1/payments') {
      const from = url.searchParams.get('created[gte]');
      const to = url.searchParams.get('created[lt]');
      const all = [...payments.values()].filter(
        (p) => (!from || p.created_at >= from) && (!to || p.created_at < to),
      );
      const pageNo = Number(url.searchParams.get('page') || 1);
      const size = 50;
      return send(res, 200, {
        payments: all.slice((pageNo - 1) * size, pageNo * size),
        meta: { current_page: pageNo, next_page: all.length > pageNo * size ? pageNo + 1 : null },
      });
    }
    return notFound(res);
  }

  /** The hosted invoice: pick a method, give its details (and a card's 3-D Secure code). */
  async function hosted(req, res, url) {
    const [, , id, step] = url.pathname.split('/');
    const invoice = invoices.get(id);
    if (!invoice) return send(res, 404, page('Moyasar', '<h1>Unknown invoice</h1>'), 'text/html');
    const html = (body) => send(res, 200, page('Moyasar checkout (stand-in)', body), 'text/html');
    const amount = `${(invoice.amount / 100).toFixed(2)} ${invoice.currency}`;
    if (invoice.status === 'paid') return html(`<h1>This invoice is paid</h1>`);
    const fields = req.method === 'POST' ? formFields(await readBody(req)) : {};
    const method = METHODS[fields.method] ? fields.method : url.searchParams.get('method');
    const finish = async (status) => {
      const payment = newPayment(invoice, method, status);
      await notify(invoice, payment, status === 'paid' ? 'payment_paid' : 'payment_failed');
      const query = new URLSearchParams({ id: payment.id, status, invoice_id: invoice.id });
      return redirect(
        res,
        `${status === 'paid' ? invoice.success_url : invoice.back_url}${invoice.success_url.includes('?') ? '&' : '?'}${query}`,
      );
    };
    if (!METHODS[method]) {
      const links = Object.keys(METHODS)
        .map((m) => `<li><a href="/invoices/${id}?method=${m}">${m}</a></li>`)
        .join('');
      return html(`<h1>Pay ${amount}</h1><ul>${links}</ul>`);
    }
    if (req.method === 'GET') {
      const label = METHODS[method].label;
      const inputs = label
        ? [
            {
              name: 'number',
              label,
              value: method === 'stcpay' ? '0501234567' : '4201320111111010',
            },
          ]
        : [];
      return html(
        `<h1>Pay ${amount}</h1><p>Method: ${method}</p>${form(
          `/invoices/${id}/pay`,
          { method },
          inputs,
          [
            { value: 'pay', label: `Pay ${amount}` },
            { value: 'decline', label: 'Decline' },
          ],
        )}`,
      );
    }
    if (fields.outcome === 'decline' || fields.number === DECLINED_CARD) return finish('failed');
    if (step === 'pay' && METHODS[method].type !== 'applepay') {
      const what = method === 'stcpay' ? 'STC Pay code' : '3-D Secure code';
      return html(
        `<h1>${what}</h1><p>Enter the code sent to you (${OTP}).</p>${form(
          `/invoices/${id}/verify`,
          { method },
          [{ name: 'otp', label: 'Verification code' }],
          [
            { value: 'pay', label: 'Confirm' },
            { value: 'decline', label: 'Cancel' },
          ],
        )}`,
      );
    }
    if (step === 'verify' && fields.otp !== OTP) return finish('failed');
    return finish('paid');
  }

  async function control(req, res, url) {
    const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {};
    if (url.pathname === '/__control/down') {
      down = Boolean(body.down);
      return send(res, 200, { down });
    }
    if (url.pathname === '/__control/deliveries') return send(res, 200, deliveries);
    return notFound(res);
  }

  const server = await listen(handle, options);
  origin = server.url;
  return {
    url: origin,
    secretKey,
    webhookSecret,
    env: {
      MOYASAR_API_BASE: origin,
      MOYASAR_SECRET_KEY: secretKey,
      MOYASAR_WEBHOOK_SECRET: webhookSecret,
    },
    payments: () => [...payments.values()],
    deliveries: () => deliveries,
    /** Plants a payment Moyasar has and we may not (reconciliation tests). */
    plant(fields) {
      const invoice = {
        id: randomUUID(),
        amount: fields.amount,
        currency: 'SAR',
        description: 'planted',
        metadata: null,
        payments: [],
        status: 'initiated',
      };
      return Object.assign(newPayment(invoice, 'mada', 'paid'), fields);
    },
    setDown(value) {
      down = value;
    },
    /** The next `count` API requests answer 503, then it is up again. */
    failNext(count) {
      failures = count;
    },
    holdWebhooks() {
      holding = true;
    },
    /** Sends the held webhooks now, in order. */
    async releaseWebhooks() {
      holding = false;
      for (const delivery of held.splice(0)) await send_(delivery);
    },
    stop: server.stop,
  };
}

function notFound(res) {
  return send(res, 404, { type: 'invalid_request_error', message: 'Object not found' });
}

module.exports = { startMoyasarStandIn };
