// The contact form's mail helper: an EmailJS-compatible client (POST {base}/api/v1.0/email/send).
// It speaks to a third-party service, so it uses fetch rather than the academy's API client (no
// academy token must leave for another host). Base URL and ids come from the runtime config.
import { getRuntimeConfig, type RuntimeConfig } from '@academy/shared';

/** The EmailJS browser SDK version this client's requests are equivalent to. */
export const EMAIL_LIB_VERSION = '4.4.1';
export const EMAIL_SEND_PATH = '/api/v1.0/email/send';
const TIMEOUT_MS = 20_000;

export type EmailSettings = RuntimeConfig['email'];

export interface MailParams {
  from_name: string;
  email: string;
  message: string;
}

/** What the service answered: status 200 or text 'OK' is a success. */
export interface MailResponse {
  status: number;
  text: string;
}

/** A refused or failed send; status 0 with 'Network Error' when the service was not reached. */
export class MailSendError extends Error implements MailResponse {
  readonly status: number;
  readonly text: string;

  constructor({ status, text }: MailResponse) {
    super(`The e-mail service answered ${status}: ${text}`);
    this.name = 'MailSendError';
    this.status = status;
    this.text = text;
  }
}

/** Names every missing setting, e.g. "the public key and template id are missing". */
function missingSettings(settings: EmailSettings): string[] {
  const missing: string[] = [];
  if (!settings.publicKey) missing.push('public key');
  if (!settings.serviceId) missing.push('service id');
  if (!settings.templateId) missing.push('template id');
  return missing;
}

/**
 * Sends the contact message. Throws at once (before any request) when the public key, service id
 * or template id is missing, naming each missing one. Resolves with {status, text} when the
 * service answers 200 or 'OK'; rejects with a MailSendError {status, text} otherwise.
 */
export function sendMail(
  params: MailParams,
  settings: EmailSettings = getRuntimeConfig().email,
): Promise<MailResponse> {
  const missing = missingSettings(settings);
  if (missing.length > 0) {
    const list =
      missing.length === 1
        ? missing[0]
        : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
    throw new Error(
      `The e-mail service is not configured: the ${list} ${missing.length === 1 ? 'is' : 'are'} missing.`,
    );
  }
  const url = `${settings.baseUrl.replace(/\/+$/, '')}${EMAIL_SEND_PATH}`;
  const body = {
    lib_version: EMAIL_LIB_VERSION,
    user_id: settings.publicKey,
    service_id: settings.serviceId,
    template_id: settings.templateId,
    template_params: {
      from_name: params.from_name,
      email: params.email,
      message: params.message,
    },
  };
  const signal =
    typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
      ? AbortSignal.timeout(TIMEOUT_MS)
      : undefined;

  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  }).then(
    async (response) => {
      const text = await response.text().catch(() => '');
      const answer = { status: response.status, text };
      if (answer.status === 200 || answer.text === 'OK') return answer;
      throw new MailSendError(answer);
    },
    () => {
      throw new MailSendError({ status: 0, text: 'Network Error' });
    },
  );
}
