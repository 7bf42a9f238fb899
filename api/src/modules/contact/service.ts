import type { EmailSendBody } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { isEmailAddress } from '../../lib/email';
import { sendAndRecord, type Mailer } from '../../lib/mailer';

/** A failure EmailJS-style: a status and a plain-text body. */
export class EmailJsError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'EmailJsError';
  }
}

export function checkIds(config: Config, body: EmailSendBody): void {
  if (body.user_id !== config.email.publicKey) {
    throw new EmailJsError(400, 'The Public Key is invalid. Check the public key of your account.');
  }
  if (body.service_id !== config.email.serviceId) {
    throw new EmailJsError(400, 'The service ID is invalid. Check the service ID of your account.');
  }
  if (body.template_id !== config.email.templateId) {
    throw new EmailJsError(
      400,
      'The template ID is invalid. Check the template ID of your account.',
    );
  }
}

/** Stores the message and relays it to CONTACT_INBOX when SMTP is configured. */
export async function receiveContactMessage(
  db: Db,
  config: Config,
  mailer: Mailer,
  log: FastifyBaseLogger,
  body: EmailSendBody,
  ip: string,
): Promise<void> {
  checkIds(config, body);
  const params = body.template_params ?? {};
  const fromName = (params.from_name ?? '').trim();
  const email = (params.email ?? '').trim();
  const message = (params.message ?? '').trim();
  if (email !== '' && !isEmailAddress(email)) {
    throw new EmailJsError(400, 'The template parameter email is not a valid e-mail address.');
  }
  if (fromName === '' && email === '' && message === '') {
    throw new EmailJsError(400, 'The template parameters are empty.');
  }
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO contact_messages (from_name, email, message, ip) VALUES ($1, $2, $3, $4) RETURNING id',
    [fromName, email, message, ip],
  );
  log.info({ contactMessageId: rows[0]?.id }, 'contact message stored');
  if (mailer.transport === 'smtp' && config.contactInbox) {
    await sendAndRecord(db, mailer, log, {
      kind: 'contact',
      to: config.contactInbox,
      subject: `Contact form: message from ${fromName || email || 'a visitor'}`,
      text: [`From: ${fromName || '(no name)'}`, `E-mail: ${email || '(none)'}`, '', message].join(
        '\n',
      ),
      ...(email ? { replyTo: email } : {}),
    });
  }
}
