// A local stand-in of PayPal for tests and `npm start`: the REST API the server calls (OAuth2
// client credentials, Orders v2 create / show / capture, Payments v2 capture refund,
// PayPal-Request-Id idempotency), the
// JS SDK the browser loads (/sdk/js) and the buyer's approval window (/checkoutnow). It follows
// PayPal's documented shapes and error names closely enough for the real client code to run
// unchanged; it keeps everything in memory and never moves money.
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { allowAnyOrigin, listen, readBody, send } = require('../http.cjs');

/** Currencies PayPal accepts (its currency codes list); EGP and SAR are not among them. */
const SUPPORTED_CURRENCIES = new Set([
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
]);

/**
 * What the sandbox buyer pays with, chosen in the approval window (or by a test):
 *  balance / card      the capture completes;
 *  declined-card       the capture answers 422 INSTRUMENT_DECLINED and the buyer must choose again;
 *  capture-declined    the order completes but its capture is DECLINED;
 *  capture-pending     the order completes but its capture is PENDING (held for review).
 */
const INSTRUMENTS = {
  balance: { source: 'paypal', label: 'PayPal balance' },
  card: { source: 'card', label: 'Visa ending 1111', lastDigits: '1111' },
  'declined-card': { source: 'card', label: 'Visa ending 0002', lastDigits: '0002' },
  'capture-declined': { source: 'paypal', label: 'PayPal balance (capture declined)' },
  'capture-pending': { source: 'paypal', label: 'PayPal balance (capture held for review)' },
};

const STATIC_FILES = {
  '/sdk/js': { file: 'sdk.js', type: 'application/javascript; charset=utf-8' },
  '/checkoutnow': { file: 'checkout.html', type: 'text/html; charset=utf-8' },
  '/checkoutnow.js': { file: 'checkout.js', type: 'application/javascript; charset=utf-8' },
};

/** PayPal-style ids: 17 upper-case letters and digits. */
function paypalId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (byte) => alphabet[byte % alphabet.length]).join('');
}

const debugId = () => randomBytes(7).toString('hex');

function errorBody(name, message, details, links = []) {
  return { name, message, debug_id: debugId(), details, links };
}

const INVALID_REQUEST = 'Request is not well-formed, syntactically incorrect, or violates schema.';
const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * @param {object} [options]
 * @param {string} [options.clientId]      the REST app's client id (also the SDK's client-id)
 * @param {string} [options.clientSecret]
 * @param {string} [options.host]
 * @param {number} [options.port]          0 (default) = any free port
 * @param {string} [options.payeeName]     the merchant name shown in the approval window
 */
async function startPayPalStandIn(options = {}) {
  const clientId = options.clientId ?? 'local-sandbox-client';
  const clientSecret = options.clientSecret ?? 'local-sandbox-secret';
  const payeeName = options.payeeName ?? 'Academy';
  /** @type {Map<string, any>} */
  const orders = new Map();
  /** PayPal-Request-Id → the response first given, replayed for a repeat. */
  const idempotent = new Map();
  const tokens = new Map();
  /** Every refund made, oldest first: tests check that a duplicate payment went back. */
  const refunds = [];
  /** Injected faults for tests: { operation, mode } taken one at a time. */
  const faults = [];
  let origin = '';

  const links = (order) => [
    { href: `${origin}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    { href: `${origin}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    { href: `${origin}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    { href: `${origin}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
  ];

  function representation(order) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.paymentSource ? { payment_source: order.paymentSource } : {}),
      purchase_units: order.purchaseUnits.map((unit) => ({
        ...unit,
        ...(unit.payments ? { payments: unit.payments } : {}),
      })),
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.createTime,
      ...(order.updateTime ? { update_time: order.updateTime } : {}),
      links: order.status === 'COMPLETED' ? links(order).slice(0, 1) : links(order),
    };
  }

  function takeFault(operation) {
    const index = faults.findIndex((fault) => fault.operation === operation);
    if (index === -1) return null;
    return faults.splice(index, 1)[0];
  }

  /**
   * Sends the response, unless a 'lost-response' fault says the connection drops after the work,
   * or a 'held-response' one holds the answer for `ms` after it (the caller may die meanwhile).
   */
  function answer(res, fault, status, body) {
    if (fault?.mode === 'lost-response') {
      res.socket?.destroy();
      return;
    }
    if (fault?.mode === 'held-response') {
      const timer = setTimeout(() => send(res, status, body), fault.ms);
      res.once('close', () => clearTimeout(timer));
      return;
    }
    send(res, status, body);
  }

  /**
   * What every write (create, capture, refund) does first: takes the fault queued for it (an
   * 'unavailable' one answers 503 at once) and answers a repeated PayPal-Request-Id with the
   * first answer. Returns null when the call is answered; otherwise the function that sends the
   * answer and remembers it for that request id.
   */
  function beginWrite(req, res, client, operation) {
    const requestId = req.headers['paypal-request-id'];
    const key = requestId ? `${client}:${operation}:${requestId}` : null;
    const fault = takeFault(operation);
    if (fault?.mode === 'unavailable') {
      send(res, 503, errorBody('SERVICE_UNAVAILABLE', 'Service Unavailable.', []));
      return null;
    }
    if (key && idempotent.has(key)) {
      const first = idempotent.get(key);
      answer(res, fault, first.status, first.body);
      return null;
    }
    return (status, body) => {
      if (key) idempotent.set(key, { status, body });
      return answer(res, fault, status, body);
    };
  }

  function bearerClient(req) {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const entry = match ? tokens.get(match[1]) : undefined;
    if (!entry || entry.expires < Date.now()) return null;
    return entry.clientId;
  }

  function unauthorized(res) {
    send(res, 401, {
      name: 'AUTHENTICATION_FAILURE',
      message:
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      links: [],
    });
  }

  function notFoundOrder(res) {
    send(
      res,
      404,
      errorBody('RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
        {
          issue: 'INVALID_RESOURCE_ID',
          description:
            'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ]),
    );
  }

  async function oauthToken(req, res) {
    const match = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = match ? Buffer.from(match[1], 'base64').toString('utf8').split(':') : [];
    const body = new URLSearchParams(await readBody(req));
    if (id !== clientId || secret !== clientSecret) {
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    if (body.get('grant_type') !== 'client_credentials') {
      return send(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    const expiresIn = 32400;
    tokens.set(token, { clientId: id, expires: Date.now() + expiresIn * 1000 });
    return send(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: expiresIn,
      nonce: `${now()}${randomBytes(8).toString('hex')}`,
    });
  }

  function validateOrderRequest(body) {
    const problems = [];
    if (body?.intent !== 'CAPTURE' && body?.intent !== 'AUTHORIZE') {
      problems.push({
        field: '/intent',
        location: 'body',
        issue: 'INVALID_PARAMETER_VALUE',
        description: 'The value of a field is invalid.',
      });
    }
    const units = body?.purchase_units;
    if (!Array.isArray(units) || units.length === 0 || units.length > 10) {
      problems.push({
        field: '/purchase_units',
        location: 'body',
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field / parameter is missing.',
      });
      return { status: 400, problems };
    }
    units.forEach((unit, index) => {
      const amount = unit?.amount;
      if (typeof amount?.value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(amount.value)) {
        problems.push({
          field: `/purchase_units/@reference_id=='${unit?.reference_id ?? 'default'}'/amount/value`,
          location: 'body',
          issue: 'INVALID_PARAMETER_SYNTAX',
          description: 'The value of a field does not conform to the expected format.',
        });
      } else if (Number(amount.value) <= 0) {
        problems.push({
          field: `/purchase_units/${index}/amount/value`,
          location: 'body',
          issue: 'INVALID_PARAMETER_VALUE',
          description: 'The value of a field is invalid.',
        });
      }
      if (typeof amount?.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) {
        problems.push({
          field: `/purchase_units/${index}/amount/currency_code`,
          location: 'body',
          issue: 'INVALID_PARAMETER_SYNTAX',
          description: 'The value of a field does not conform to the expected format.',
        });
      }
    });
    if (problems.length) return { status: 400, problems };
    for (const [index, unit] of units.entries()) {
      if (!SUPPORTED_CURRENCIES.has(unit.amount.currency_code)) {
        return {
          status: 422,
          problems: [
            {
              field: `/purchase_units/${index}/amount/currency_code`,
              location: 'body',
              issue: 'CURRENCY_NOT_SUPPORTED',
              description: 'Currency code is unsupported.',
            },
          ],
        };
      }
    }
    return null;
  }

  async function createOrder(req, res, client) {
    const respond = beginWrite(req, res, client, 'create');
    if (!respond) return;
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(
        res,
        400,
        errorBody('INVALID_REQUEST', INVALID_REQUEST, [
          {
            issue: 'MALFORMED_REQUEST_JSON',
            description: 'The request JSON is not well formed.',
          },
        ]),
      );
    }
    const invalid = validateOrderRequest(body);
    if (invalid) {
      return send(
        res,
        invalid.status,
        errorBody(
          invalid.status === 422 ? 'UNPROCESSABLE_ENTITY' : 'INVALID_REQUEST',
          invalid.status === 422 ? UNPROCESSABLE : INVALID_REQUEST,
          invalid.problems,
        ),
      );
    }
    const order = {
      id: paypalId(),
      client,
      intent: body.intent,
      status: 'CREATED',
      createTime: now(),
      updateTime: null,
      instrument: null,
      payer: null,
      paymentSource: null,
      captureAttempts: 0,
      purchaseUnits: body.purchase_units.map((unit) => ({
        reference_id: unit.reference_id ?? 'default',
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        payee: { email_address: 'sb-academy@business.example.com', merchant_id: 'ACADEMYMERCHANT' },
        ...(unit.description ? { description: unit.description } : {}),
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
      })),
    };
    orders.set(order.id, order);
    const minimal = (req.headers.prefer ?? '').includes('return=representation') === false;
    const response = minimal
      ? { id: order.id, status: order.status, links: links(order) }
      : representation(order);
    return respond(201, response);
  }

  function captureOf(order, status) {
    const unit = order.purchaseUnits[0];
    const value = Number(unit.amount.value);
    const fee = Math.round((value * 0.0349 + 0.49) * 100) / 100;
    return {
      id: paypalId(),
      status,
      ...(status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount: { ...unit.amount },
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
      seller_receivable_breakdown: {
        gross_amount: { ...unit.amount },
        paypal_fee: { currency_code: unit.amount.currency_code, value: fee.toFixed(2) },
        net_amount: { currency_code: unit.amount.currency_code, value: (value - fee).toFixed(2) },
      },
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      links: [],
      create_time: now(),
      update_time: now(),
    };
  }

  async function captureOrder(req, res, client, orderId) {
    const respond = beginWrite(req, res, client, 'capture');
    if (!respond) return;
    await readBody(req);
    const order = orders.get(orderId);
    if (!order || order.client !== client) return notFoundOrder(res);
    const unprocessable = (issue, description) =>
      respond(
        422,
        errorBody(
          'UNPROCESSABLE_ENTITY',
          UNPROCESSABLE,
          [{ issue, description }],
          [
            {
              href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
              rel: 'information_link',
              method: 'GET',
            },
          ],
        ),
      );
    if (order.status === 'COMPLETED') {
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    order.captureAttempts += 1;
    order.updateTime = now();
    if (order.instrument === 'declined-card') {
      // The buyer has to choose another way to pay (the SDK's actions.restart()).
      order.status = 'PAYER_ACTION_REQUIRED';
      order.instrument = null;
      return unprocessable(
        'INSTRUMENT_DECLINED',
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      );
    }
    const captureStatus =
      order.instrument === 'capture-declined'
        ? 'DECLINED'
        : order.instrument === 'capture-pending'
          ? 'PENDING'
          : 'COMPLETED';
    order.status = 'COMPLETED';
    order.purchaseUnits[0].payments = { captures: [captureOf(order, captureStatus)] };
    const body = {
      id: order.id,
      status: order.status,
      payment_source: order.paymentSource,
      purchase_units: order.purchaseUnits.map((unit) => ({
        reference_id: unit.reference_id,
        payments: unit.payments,
      })),
      payer: order.payer,
      links: links(order).slice(0, 1),
    };
    return respond(201, body);
  }

  /** The order and capture with this capture id, if any. */
  function findCapture(captureId, client) {
    for (const order of orders.values()) {
      if (order.client !== client) continue;
      const capture = order.purchaseUnits[0].payments?.captures.find((c) => c.id === captureId);
      if (capture) return { order, capture };
    }
    return null;
  }

  /**
   * POST /v2/payments/captures/{id}/refund: with no amount (all the academy sends), the whole
   * capture goes back to the buyer and the capture's status becomes REFUNDED.
   */
  async function refundCapture(req, res, client, captureId) {
    const respond = beginWrite(req, res, client, 'refund');
    if (!respond) return;
    await readBody(req);
    const found = findCapture(captureId, client);
    if (!found) return notFoundOrder(res);
    const { order, capture } = found;
    if (capture.status === 'REFUNDED') {
      return respond(
        422,
        errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, [
          {
            issue: 'CAPTURE_FULLY_REFUNDED',
            description: 'The capture has already been fully refunded.',
          },
        ]),
      );
    }
    if (capture.status !== 'COMPLETED') {
      return respond(
        422,
        errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, [
          {
            issue: 'REFUND_NOT_ALLOWED',
            description: `A capture that is ${capture.status} cannot be refunded.`,
          },
        ]),
      );
    }
    const refund = {
      id: paypalId(),
      status: 'COMPLETED',
      amount: { ...capture.amount },
      ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
      create_time: now(),
      update_time: now(),
      links: [
        { href: `${origin}/v2/payments/refunds/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${origin}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
    capture.status = 'REFUNDED';
    capture.update_time = now();
    const payments = order.purchaseUnits[0].payments;
    payments.refunds = [...(payments.refunds ?? []), refund];
    order.updateTime = now();
    refunds.push({ ...refund, capture_id: capture.id, order_id: order.id });
    return respond(201, refund);
  }

  /** The buyer approves in the approval window (or a test does it for them). */
  async function approve(req, res, orderId) {
    let body = {};
    try {
      body = JSON.parse((await readBody(req)) || '{}');
    } catch {
      return send(res, 400, { message: 'JSON body expected' });
    }
    const order = orders.get(orderId);
    if (!order) return notFoundOrder(res);
    const instrument = INSTRUMENTS[body.instrument] ? body.instrument : null;
    if (!instrument) {
      return send(res, 400, {
        message: `instrument must be one of ${Object.keys(INSTRUMENTS).join(', ')}`,
      });
    }
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
      return send(res, 422, { message: `the order is ${order.status}, it cannot be approved` });
    }
    const payerId = 'SANDBOXBUYER01';
    order.status = 'APPROVED';
    order.instrument = instrument;
    order.updateTime = now();
    order.payer = {
      name: { given_name: 'Sandbox', surname: 'Buyer' },
      email_address: 'sb-buyer@personal.example.com',
      payer_id: payerId,
      address: { country_code: 'US' },
    };
    const described = INSTRUMENTS[instrument];
    order.paymentSource =
      described.source === 'card'
        ? {
            card: {
              name: 'Sandbox Buyer',
              last_digits: described.lastDigits,
              brand: 'VISA',
              type: 'CREDIT',
            },
          }
        : {
            paypal: {
              email_address: order.payer.email_address,
              account_id: payerId,
              account_status: 'VERIFIED',
              name: order.payer.name,
            },
          };
    return send(res, 200, {
      orderID: order.id,
      payerID: payerId,
      paymentSource: described.source,
    });
  }

  /** What the approval window shows (no secret: the id is the buyer's token, as at PayPal). */
  function publicOrder(order) {
    const unit = order.purchaseUnits[0];
    return {
      id: order.id,
      status: order.status,
      payee: payeeName,
      description: unit.description ?? '',
      amount: unit.amount,
      instruments: Object.entries(INSTRUMENTS)
        .filter(([name]) => ['balance', 'card', 'declined-card'].includes(name))
        .map(([name, described]) => ({
          name,
          label: described.label,
          declines: name === 'declined-card',
        })),
    };
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', origin);
    const { pathname } = url;

    // Browser-facing: the SDK script, the approval window and its calls, and the test controls.
    const isBrowserFacing =
      pathname.startsWith('/sdk/') ||
      pathname.startsWith('/checkoutnow') ||
      pathname.startsWith('/__standin/');
    if (isBrowserFacing) allowAnyOrigin(res);
    if (req.method === 'OPTIONS' && isBrowserFacing) {
      res.writeHead(204);
      return res.end();
    }

    const asset = STATIC_FILES[pathname];
    if (asset && req.method === 'GET') {
      if (pathname === '/sdk/js' && url.searchParams.get('client-id') !== clientId) {
        // The real SDK answers an unknown client id with a script that throws.
        return send(
          res,
          200,
          `throw new Error(${JSON.stringify(`SDK Validation error: 'Invalid query value for client-id: ${url.searchParams.get('client-id') ?? ''}'`)});`,
          asset.type,
        );
      }
      const text = fs.readFileSync(path.join(__dirname, asset.file), 'utf8');
      return send(res, 200, text.replaceAll('__STANDIN_ORIGIN__', origin), asset.type);
    }

    let match;
    if ((match = /^\/sdk\/orders\/([A-Z0-9]{1,36})$/.exec(pathname)) && req.method === 'GET') {
      const order = orders.get(match[1]);
      return order ? send(res, 200, publicOrder(order)) : notFoundOrder(res);
    }
    if (
      (match = /^\/sdk\/orders\/([A-Z0-9]{1,36})\/approve$/.exec(pathname)) &&
      req.method === 'POST'
    ) {
      return approve(req, res, match[1]);
    }

    // Test controls.
    if (pathname === '/__standin/orders' && req.method === 'GET') {
      return send(
        res,
        200,
        [...orders.values()].map((order) => representation(order)),
      );
    }
    if (pathname === '/__standin/refunds' && req.method === 'GET') {
      return send(res, 200, refunds);
    }
    if (pathname === '/__standin/faults' && req.method === 'POST') {
      const fault = JSON.parse((await readBody(req)) || '{}');
      faults.push({
        operation: fault.operation,
        mode: fault.mode ?? 'lost-response',
        ms: Math.min(Number(fault.ms) || 0, 120_000),
      });
      return send(res, 200, { faults });
    }

    // The REST API.
    if (pathname === '/v1/oauth2/token' && req.method === 'POST') {
      if (takeFault('token')?.mode === 'unavailable') {
        return send(res, 503, errorBody('SERVICE_UNAVAILABLE', 'Service Unavailable.', []));
      }
      return oauthToken(req, res);
    }
    if (pathname.startsWith('/v2/')) {
      const client = bearerClient(req);
      if (!client) return unauthorized(res);
      if (pathname === '/v2/checkout/orders' && req.method === 'POST') {
        return createOrder(req, res, client);
      }
      if ((match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(pathname)) && req.method === 'GET') {
        const order = orders.get(match[1]);
        if (!order || order.client !== client) return notFoundOrder(res);
        return send(res, 200, representation(order));
      }
      if (
        (match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(pathname)) &&
        req.method === 'POST'
      ) {
        return captureOrder(req, res, client, match[1]);
      }
      if (
        (match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(pathname)) &&
        req.method === 'POST'
      ) {
        return refundCapture(req, res, client, match[1]);
      }
    }
    return send(res, 404, errorBody('NOT_FOUND', 'The specified resource does not exist.', []));
  }

  const server = await listen(handle, { host: options.host, port: options.port });
  origin = server.url;
  return {
    url: server.url,
    /** What the browser's runtime config names as paypal.sdkBaseUrl. */
    sdkBaseUrl: `${server.url}/sdk/js`,
    clientId,
    clientSecret,
    /** The orders in PayPal's representation (captures included), for tests. */
    orders: () => [...orders.values()].map((order) => representation(order)),
    /** The refunds made, oldest first (each with its capture_id and order_id). */
    refunds: () => refunds.map((refund) => ({ ...refund })),
    stop: server.stop,
  };
}

module.exports = { startPayPalStandIn, SUPPORTED_CURRENCIES, INSTRUMENTS };
