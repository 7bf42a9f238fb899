// The HTTP both providers' clients share: JSON over fetch with a time limit, their refusals and
// outages told apart, and a bounded retry for reads (a fetch of a payment is safe to repeat).

/** The provider answered, and refused (4xx/5xx with its body). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${provider} answered ${status}`);
  }
}

/** The provider could not be reached, or did not answer in time. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    cause: unknown,
  ) {
    super(`${provider} could not be reached`, { cause });
  }
}

const TIMEOUT_MS = 15_000;

export async function requestJson<T>(
  provider: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(provider, error);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): kept as text.
  }
  if (response.status >= 500) throw new ProviderUnavailableError(provider, body);
  if (!response.ok) throw new ProviderError(provider, response.status, body);
  return body as T;
}

/**
 * A read tried up to `attempts` times while the provider is unreachable (a refusal is final).
 * The pause grows a little each time; it waits on the provider, never on the test's clock.
 */
export async function withRetries<T>(read: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Minor units (piastres, halalas) of an amount with two decimals. */
export const toMinor = (amount: number | string) => Math.round(Number(amount) * 100);
export const fromMinor = (minor: number) => Math.round(minor) / 100;
