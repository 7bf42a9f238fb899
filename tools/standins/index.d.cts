// Types of the local stand-ins (index.cjs) for the TypeScript tests that start them.

export interface PayPalStandIn {
  /** The REST API's base URL (PAYPAL_API_BASE). */
  url: string;
  /** The JS SDK's URL (the browser's paypal.sdkBaseUrl). */
  sdkBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every order in PayPal's representation, captures included. */
  orders(): PayPalOrder[];
  /** Every refund made, oldest first. */
  refunds(): PayPalRefund[];
  stop(): Promise<void>;
}

export interface PayPalRefund {
  id: string;
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
  capture_id: string;
  order_id: string;
}

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
}

export interface PayPalOrder {
  id: string;
  intent: string;
  status: string;
  purchase_units: {
    reference_id: string;
    amount: PayPalMoney;
    custom_id?: string;
    description?: string;
    payments?: {
      captures: PayPalCapture[];
      refunds?: Omit<PayPalRefund, 'capture_id' | 'order_id'>[];
    };
  }[];
}

export interface GeolocationStandIn {
  url: string;
  ipLookupUrl: string;
  countryLookupUrl: string;
  setCountry(country: string | null): void;
  lookups(): string[];
  stop(): Promise<void>;
}

/** A stand-in's record as the provider shows it (fields read by tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- provider JSON, read loosely by tests
export type StandInRecord = Record<string, any>;

/** Paymob's stand-in (paymob/server.cjs). */
export interface PaymobStandIn {
  url: string;
  secretKey: string;
  publicKey: string;
  apiKey: string;
  hmacSecret: string;
  integrations: { card: number; wallet: number; kiosk: number };
  env: Record<string, string>;
  transactions(): Array<StandInRecord>;
  deliveries(): Array<{
    url: string;
    body: { type: string; obj: StandInRecord };
    status: number;
  }>;
  plant(fields: Record<string, unknown>): StandInRecord;
  hmacOf(obj: Record<string, unknown>): string;
  setDown(down: boolean): void;
  /** The next `count` API requests answer 503 (hosted pages stay up). */
  failNext(count: number): void;
  holdWebhooks(): void;
  releaseWebhooks(): Promise<void>;
  stop(): Promise<void>;
}

/** Moyasar's stand-in (moyasar/server.cjs). */
export interface MoyasarStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  env: Record<string, string>;
  payments(): Array<StandInRecord>;
  deliveries(): Array<{ url: string; body: StandInRecord; status: number }>;
  plant(fields: Record<string, unknown>): StandInRecord;
  setDown(down: boolean): void;
  /** The next `count` API requests answer 503 (hosted pages stay up). */
  failNext(count: number): void;
  holdWebhooks(): void;
  releaseWebhooks(): Promise<void>;
  stop(): Promise<void>;
}

export function startPaymobStandIn(options?: {
  host?: string;
  port?: number;
}): Promise<PaymobStandIn>;
export function startMoyasarStandIn(options?: {
  host?: string;
  port?: number;
}): Promise<MoyasarStandIn>;

export interface CheckoutStandIns {
  paypal: PayPalStandIn;
  geolocation: GeolocationStandIn;
  paymob: PaymobStandIn;
  moyasar: MoyasarStandIn;
  apiEnv: {
    PAYPAL_CLIENT_ID: string;
    PAYPAL_CLIENT_SECRET: string;
    PAYPAL_API_BASE: string;
  } & Record<string, string>;
  stop(): Promise<void>;
}

export function startPayPalStandIn(options?: {
  clientId?: string;
  clientSecret?: string;
  host?: string;
  port?: number;
  payeeName?: string;
}): Promise<PayPalStandIn>;

export function startGeolocationStandIn(options?: {
  country?: string | null;
  host?: string;
  port?: number;
}): Promise<GeolocationStandIn>;

export function startCheckoutStandIns(options?: {
  paypal?: Parameters<typeof startPayPalStandIn>[0];
  geolocation?: Parameters<typeof startGeolocationStandIn>[0];
}): Promise<CheckoutStandIns>;

export function localSandboxConfig(
  siteConfig: unknown,
  standIns: Pick<CheckoutStandIns, 'paypal' | 'geolocation'>,
): Record<string, unknown>;

export function writeLocalSite(options: {
  siteDir: string;
  dir: string;
  standIns: Pick<CheckoutStandIns, 'paypal' | 'geolocation'>;
}): string;

/** Undoes quoted-printable soft line breaks and escapes (quoted-printable.cjs). */
export function decodeQuotedPrintable(raw: string): string;

export interface LrsStandIn {
  url: string;
  /** LRS_ENDPOINT. */
  endpoint: string;
  username: string;
  password: string;
  apiEnv: { LRS_ENDPOINT: string; LRS_USERNAME: string; LRS_PASSWORD: string };
  /** Every statement stored, in the order first stored. */
  statements(): Array<Record<string, unknown> & { id: string }>;
  requestCount(): number;
  /** null answers normally; a status is answered to every statements call. */
  failWith(status: number | null): void;
  stop(): Promise<void>;
}

export function startLrsStandIn(options?: {
  username?: string;
  password?: string;
  host?: string;
  port?: number;
}): Promise<LrsStandIn>;
