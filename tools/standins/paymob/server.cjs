// A local stand-in of Paymob (Accept) for tests and `npm start`: the intention API, its unified
// checkout page (card with a 3-D Secure step, mobile wallet, kiosk reference), a transaction's
// fetch, list and refund, and HMAC-SHA512 signed transaction callbacks. It keeps everything in
// memory and never moves money. Control endpoints (/__control/...) let a test pay a kiosk
// reference later, plant a transaction, or take the API down.
const { createHmac, randomBytes } = require('node:crypto');

const { listen, readBody, send } = require('../http.cjs');
const { form, formFields, page } = require('../hosted-page.cjs');

/** The signed fields of a transaction callback, in Paymob's order. */
const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
];

function hmacOf(obj, secret) {
  const value = (path) => {
    const found = path.split('.').reduce((at, key) => (at == null ? at : at[key]), obj);
    return found == null ? '' : String(found);
  };
  return createHmac('sha512', secret).update(HMAC_FIELDS.map(value).join('')).digest('hex');
}

const DECLINED_CARD = '4000000000000002';
const OTP = '123456';

async function startPaymobStandIn(options = {}) {
  const keys = {
    secretKey: options.secretKey ?? 'egy_sk_test_local',
    publicKey: options.publicKey ?? 'egy_pk_test_local',
    apiKey: options.apiKey ?? 'local-paymob-api-key',
    hmacSecret: options.hmacSecret ?? 'local-paymob-hmac-secret',
    integrations: { card: 1001, wallet: 1002, kiosk: 1003 },
  };
  const methodOf = (id) =>
    Object.keys(keys.integrations).find((m) => keys.integrations[m] === Number(id));
  const intentions = new Map();
  const transactions = new Map();
  const tokens = new Set();
  const deliveries = [];
  let nextOrder = 500000;
  let nextTransaction = 9000000;
  let down = false;
  /** The next API requests that answer 503 (an outage a retried read gets through). */
  let failures = 0;
  /** While held, webhooks wait in `held` (a provider's late delivery) until released. */
  let holding = false;
  const held = [];
  let origin = '';

  function newTransaction(intention, fields) {
    const id = nextTransaction++;
    const method = intention.method;
    const txn = {
      id,
      pending: false,
      success: false,
      amount_cents: intention.amount,
      currency: intention.currency,
      created_at: new Date().toISOString(),
      error_occured: false,
      has_parent_transaction: false,
      integration_id: keys.integrations[method],
      is_3d_secure: method === 'card',
      is_auth: false,
      is_capture: false,
      is_refunded: false,
      is_standalone_payment: true,
      is_voided: false,
      refunded_amount_cents: 0,
      owner: 4242,
      order: { id: intention.intention_order_id, merchant_order_id: intention.special_reference },
      source_data: {
        card: { type: 'card', sub_type: 'MasterCard', pan: '2346' },
        wallet: { type: 'wallet', sub_type: 'wallet', pan: '01010101010' },
        kiosk: { type: 'aggregator', sub_type: 'AGGREGATOR', pan: '' },
      }[method],
      data: {},
      ...fields,
    };
    transactions.set(String(id), txn);
    return txn;
  }

  /** POSTs a signed callback to the intention's notification_url; kept for tests to replay. */
  async function notify(intention, txn) {
    const body = { type: 'TRANSACTION', obj: txn };
    const hmac = hmacOf(txn, keys.hmacSecret);
    const url = `${intention.notification_url}${intention.notification_url.includes('?') ? '&' : '?'}hmac=${hmac}`;
    const delivery = { url, body, status: 0 };
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

  /** The return to the shop: GET redirection_url with the transaction's fields and their hmac. */
  function returnUrl(intention, txn) {
    const query = new URLSearchParams({
      id: String(txn.id),
      pending: String(txn.pending),
      success: String(txn.success),
      amount_cents: String(txn.amount_cents),
      currency: txn.currency,
      order: String(txn.order.id),
      hmac: hmacOf(txn, keys.hmacSecret),
    });
    const base = intention.redirection_url;
    return `${base}${base.includes('?') ? '&' : '?'}${query}`;
  }

  const authorised = (req, scheme, value) => req.headers.authorization === `${scheme} ${value}`;
  const bearer = (req) => tokens.has(String(req.headers.authorization).replace(/^Bearer /, ''));

  async function handle(req, res) {
    const url = new URL(req.url, origin);
    const route = `${req.method} ${url.pathname}`;
    if (url.pathname.startsWith('/__control/')) return control(req, res, url);
    if ((down || failures > 0) && !url.pathname.startsWith('/unifiedcheckout')) {
      if (!down) failures--;
      return send(res, 503, { detail: 'Service unavailable' });
    }

    if (route === 'POST /api/auth/tokens') {
      const body = JSON.parse((await readBody(req)) || '{}');
      if (body.api_key !== keys.apiKey) return send(res, 403, { detail: 'Incorrect credentials' });
      const token = randomBytes(24).toString('hex');
      tokens.add(token);
      return send(res, 201, { token });
    }
    if (route === 'POST /v1/intention/') {
      if (!authorised(req, 'Token', keys.secretKey)) {
        return send(res, 401, { detail: 'Invalid token.' });
      }
      const body = JSON.parse((await readBody(req)) || '{}');
      const method = methodOf(body.payment_methods?.[0]);
      if (!Number.isInteger(body.amount) || body.amount <= 0 || !method) {
        return send(res, 400, { detail: 'amount and payment_methods are required' });
      }
      const intention = {
        id: `pi_test_${randomBytes(12).toString('hex')}`,
        client_secret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
        intention_order_id: nextOrder++,
        special_reference: body.special_reference ?? null,
        amount: body.amount,
        currency: body.currency,
        method,
        notification_url: body.notification_url,
        redirection_url: body.redirection_url,
        expiration: body.expiration ?? 3600,
        status: 'intended',
      };
      intentions.set(intention.client_secret, intention);
      const shown = { ...intention };
      delete shown.method;
      return send(res, 201, shown);
    }
    const txnMatch = /^\/api\/acceptance\/transactions\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && txnMatch) {
      if (!bearer(req)) return send(res, 401, { detail: 'Invalid token.' });
      const txn = transactions.get(txnMatch[1]);
      return txn ? send(res, 200, txn) : send(res, 404, { detail: 'Not found.' });
    }
    if (route === 'GET /api/acceptance/transactions') {
      if (!bearer(req)) return send(res, 401, { detail: 'Invalid token.' });
      const all = [...transactions.values()].filter((t) => !t.has_parent_transaction).reverse();
      const pageNo = Number(url.searchParams.get('page') || 1);
      const size = 50;
      const results = all.slice((pageNo - 1) * size, pageNo * size);
      const next = all.length > pageNo * size ? `page=${pageNo + 1}` : null;
      return send(res, 200, { count: all.length, next, results });
    }
    if (route === 'POST /api/acceptance/void_refund/refund') {
      if (!authorised(req, 'Token', keys.secretKey)) {
        return send(res, 401, { detail: 'Invalid token.' });
      }
      const body = JSON.parse((await readBody(req)) || '{}');
      const parent = transactions.get(String(body.transaction_id));
      if (!parent || !parent.success) return send(res, 404, { detail: 'Transaction not found' });
      const left = parent.amount_cents - parent.refunded_amount_cents;
      if (
        !Number.isInteger(body.amount_cents) ||
        body.amount_cents <= 0 ||
        body.amount_cents > left
      ) {
        return send(res, 400, { detail: 'Refund amount exceeds the transaction amount' });
      }
      parent.refunded_amount_cents += body.amount_cents;
      parent.is_refunded = true;
      const intention = [...intentions.values()].find(
        (i) => i.intention_order_id === parent.order.id,
      );
      const refund = newTransaction(intention, {
        success: true,
        amount_cents: body.amount_cents,
        has_parent_transaction: true,
        is_refund: true,
        parent_transaction: parent.id,
      });
      return send(res, 201, refund);
    }
    if (url.pathname.startsWith('/unifiedcheckout')) return checkout(req, res, url);
    return send(res, 404, { detail: 'Not found.' });
  }

  /** The unified checkout: the intention's one method, then the return to the shop. */
  async function checkout(req, res, url) {
    const fields = req.method === 'POST' ? formFields(await readBody(req)) : {};
    const secret = fields.clientSecret ?? url.searchParams.get('clientSecret');
    const intention = intentions.get(secret);
    if (
      !intention ||
      (req.method === 'GET' && url.searchParams.get('publicKey') !== keys.publicKey)
    ) {
      return send(res, 404, page('Paymob', '<h1>Unknown payment</h1>'), 'text/html');
    }
    const amount = `${(intention.amount / 100).toFixed(2)} ${intention.currency}`;
    const html = (body) => send(res, 200, page('Paymob checkout (stand-in)', body), 'text/html');
    const step = url.pathname.replace(/\/$/, '');
    const decline = async () => {
      const txn = newTransaction(intention, { success: false });
      await notify(intention, txn);
      return redirect(res, returnUrl(intention, txn));
    };
    if (req.method === 'GET') {
      const inputs = {
        card: [
          {
            name: 'card',
            label: 'Card number (Meeza, Visa, Mastercard)',
            value: '5123456789012346',
          },
        ],
        wallet: [{ name: 'phone', label: 'Wallet phone number', value: '01010101010' }],
        kiosk: [],
      }[intention.method];
      const buttons = [
        {
          value: 'pay',
          label: intention.method === 'kiosk' ? 'Get a kiosk reference' : `Pay ${amount}`,
        },
        { value: 'decline', label: 'Decline' },
      ];
      return html(
        `<h1>Pay ${amount}</h1><p>Method: ${intention.method}</p>${form('/unifiedcheckout/pay', { clientSecret: secret }, inputs, buttons)}`,
      );
    }
    if (fields.outcome === 'decline') return decline();
    if (step === '/unifiedcheckout/pay' && intention.method === 'card') {
      if (fields.card === DECLINED_CARD) return decline();
      return html(
        `<h1>3-D Secure</h1><p>Your bank asks for the code it sent (${OTP}).</p>${form(
          '/unifiedcheckout/3ds',
          { clientSecret: secret },
          [{ name: 'otp', label: 'Verification code' }],
          [
            { value: 'pay', label: 'Confirm' },
            { value: 'decline', label: 'Cancel' },
          ],
        )}`,
      );
    }
    if (step === '/unifiedcheckout/3ds' && fields.otp !== OTP) return decline();
    if (intention.method === 'kiosk') {
      const reference = String(10000000 + Math.floor(Math.random() * 89999999));
      const due = new Date(Date.now() + intention.expiration * 1000).toISOString();
      const txn = newTransaction(intention, {
        pending: true,
        data: { bill_reference: reference, due_date: due },
      });
      await notify(intention, txn);
      const back = returnUrl(intention, txn);
      return html(
        `<h1>Kiosk reference</h1><p>Pay ${amount} at any Aman or Masary kiosk with reference <strong>${reference}</strong> before ${due}.</p><p><a href="${back}">Back to the academy</a></p>`,
      );
    }
    const txn = newTransaction(intention, { success: true });
    await notify(intention, txn);
    return redirect(res, returnUrl(intention, txn));
  }

  async function control(req, res, url) {
    const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {};
    const kiosk = /^\/__control\/kiosk\/(\d+)\/pay$/.exec(url.pathname);
    if (kiosk) {
      const txn = [...transactions.values()].find(
        (t) => String(t.data?.bill_reference) === kiosk[1],
      );
      if (!txn) return send(res, 404, { detail: 'No such reference' });
      txn.pending = false;
      txn.success = true;
      const intention = [...intentions.values()].find((i) => i.intention_order_id === txn.order.id);
      await notify(intention, txn);
      return send(res, 200, txn);
    }
    if (url.pathname === '/__control/down') {
      down = Boolean(body.down);
      return send(res, 200, { down });
    }
    if (url.pathname === '/__control/plant' && req.method === 'POST') {
      if (!Number.isInteger(body.amount_cents) || body.amount_cents <= 0) {
        return send(res, 400, { detail: 'amount_cents is required' });
      }
      return send(res, 201, plant({ amount_cents: body.amount_cents, currency: body.currency }));
    }
    if (url.pathname === '/__control/deliveries') return send(res, 200, deliveries);
    return send(res, 404, { detail: 'Not found.' });
  }

  /** Plants a transaction Paymob has and we may not (reconciliation tests). */
  function plant(fields) {
    const intention = {
      intention_order_id: nextOrder++,
      special_reference: null,
      amount: fields.amount_cents,
      currency: fields.currency ?? 'EGP',
      method: 'card',
    };
    return newTransaction(intention, { success: true, ...fields, currency: intention.currency });
  }

  const server = await listen(handle, options);
  origin = server.url;
  return {
    url: origin,
    ...keys,
    /** The API's environment for this stand-in. */
    env: {
      PAYMOB_API_BASE: origin,
      PAYMOB_SECRET_KEY: keys.secretKey,
      PAYMOB_PUBLIC_KEY: keys.publicKey,
      PAYMOB_API_KEY: keys.apiKey,
      PAYMOB_HMAC_SECRET: keys.hmacSecret,
      PAYMOB_INTEGRATION_CARD: String(keys.integrations.card),
      PAYMOB_INTEGRATION_WALLET: String(keys.integrations.wallet),
      PAYMOB_INTEGRATION_KIOSK: String(keys.integrations.kiosk),
    },
    transactions: () => [...transactions.values()],
    deliveries: () => deliveries,
    plant,
    hmacOf: (obj) => hmacOf(obj, keys.hmacSecret),
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

function redirect(res, location) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

module.exports = { startPaymobStandIn, redirect };
