// The server side of PayPal: a small client of the Orders v2 REST API (OAuth2 client
// credentials, create / show / capture an order) and of Payments v2 (refund a capture). The base
// URL is configuration: PayPal's sandbox, live, or the local stand-in (tools/standins) in tests
// and `npm start`.

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalMoney;
  custom_id?: string;
}

/** The parts of an order (create, show or capture answer) the academy reads. */
export interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PayPalMoney;
    payments?: { captures?: PayPalCapture[] };
  }[];
  links?: { href: string; rel: string; method?: string }[];
}

/** A refund of a capture (Payments v2). */
export interface PayPalRefund {
  id: string;
  status: string;
  amount?: PayPalMoney;
}

export interface PayPalErrorDetail {
  issue: string;
  description?: string;
  field?: string;
}

export interface CreateOrderRequest {
  intent: 'CAPTURE';
  purchase_units: {
    reference_id: string;
    custom_id: string;
    description: string;
    amount: PayPalMoney;
  }[];
}

/** PayPal answered, and refused (4xx): its name, details and debug id travel with the error. */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      name?: string;
      message?: string;
      debug_id?: string;
      details?: PayPalErrorDetail[];
    },
  ) {
    super(
      `PayPal answered ${status}: ${body.details?.[0]?.issue ?? body.name ?? 'error'}${body.debug_id ? ` (${body.debug_id})` : ''}`,
    );
    this.name = 'PayPalError';
  }

  get issue(): string | undefined {
    return this.body.details?.[0]?.issue;
  }
}

/** PayPal could not be reached, or kept failing (network error, timeout, 5xx). */
export class PayPalUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayPalUnavailableError';
  }
}

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs?: number;
  /** Further tries after a network error or 5xx, for calls that are safe to repeat. */
  retries?: number;
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PayPalClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: PayPalClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 250;
  }

  /**
   * POST /v2/checkout/orders. `requestId` (PayPal-Request-Id) makes a repeat of this call,
   * ours after a lost answer included, return the same order instead of a second one.
   */
  createOrder(order: CreateOrderRequest, requestId: string): Promise<PayPalOrder> {
    return this.call('POST', '/v2/checkout/orders', { body: order, requestId });
  }

  getOrder(orderId: string): Promise<PayPalOrder> {
    return this.call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, {});
  }

  /** POST /v2/checkout/orders/{id}/capture, idempotent under `requestId`. */
  captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
    return this.call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      body: {},
      requestId,
    });
  }

  /**
   * POST /v2/payments/captures/{id}/refund with no amount: the whole capture is refunded.
   * Idempotent under `requestId`, so a repeat never refunds twice.
   */
  refundCapture(captureId: string, requestId: string): Promise<PayPalRefund> {
    return this.call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      body: {},
      requestId,
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const { status, body } = await this.send(
      `${this.options.apiBase}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      true,
    );
    const answer = body as { access_token?: unknown; expires_in?: unknown };
    if (status !== 200 || typeof answer.access_token !== 'string') {
      throw new PayPalError(status, {
        name: 'AUTHENTICATION_FAILURE',
        message: `PayPal refused the academy's credentials (HTTP ${status}).`,
      });
    }
    const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 300;
    // Renewed a minute early so a token never expires on the way.
    this.token = {
      value: answer.access_token,
      expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000,
    };
    return this.token.value;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    { body, requestId }: { body?: unknown; requestId?: string },
  ): Promise<T> {
    for (let renewed = false; ; renewed = true) {
      const token = await this.accessToken();
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (requestId) headers['paypal-request-id'] = requestId;
      // Repeating is safe for reads and for writes carrying a PayPal-Request-Id.
      const repeatable = method === 'GET' || requestId !== undefined;
      const { status, body: answer } = await this.send(
        `${this.options.apiBase}${path}`,
        { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) },
        repeatable,
      );
      if (status === 401 && !renewed) {
        this.token = null; // revoked or expired early: one new token, one more try
        continue;
      }
      if (status >= 200 && status < 300) return answer as T;
      throw new PayPalError(status, (answer ?? {}) as PayPalError['body']);
    }
  }

  private async send(
    url: string,
    init: RequestInit,
    repeatable: boolean,
  ): Promise<{ status: number; body: unknown }> {
    let lastProblem = '';
    const tries = repeatable ? this.retries + 1 : 1;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      if (attempt > 1) await sleep(this.retryDelayMs * (attempt - 1));
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      } catch (error) {
        lastProblem = `PayPal unreachable: ${(error as Error).message}`;
        continue;
      }
      if (response.status >= 500) {
        lastProblem = `PayPal answered ${response.status}`;
        await response.body?.cancel();
        continue;
      }
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        throw new PayPalUnavailableError(
          `PayPal answered something other than JSON (HTTP ${response.status})`,
        );
      }
      return { status: response.status, body: parsed };
    }
    throw new PayPalUnavailableError(lastProblem);
  }
}
