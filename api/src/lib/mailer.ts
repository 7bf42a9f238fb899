import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/db';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  kind: 'password-reset' | 'contact' | 'receipt';
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends mail by SMTP when SMTP_URL is set; otherwise only logs that it would have. */
export interface Mailer {
  readonly transport: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl === null) {
    return {
      transport: 'log',
      async send(message) {
        log.info(
          { kind: message.kind, to: message.to, subject: message.subject },
          'mail not sent: SMTP_URL is not set',
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** Sends and records the outcome in mail_log; never throws (mail trouble must not fail the call). */
export async function sendAndRecord(
  db: Queryable,
  mailer: Mailer,
  log: FastifyBaseLogger,
  message: MailMessage,
): Promise<boolean> {
  return (await sendAndRecordOutcome(db, mailer, log, message)).error === null;
}

/** sendAndRecord, saying why a send failed (`error` null: sent, or logged without SMTP). */
export async function sendAndRecordOutcome(
  db: Queryable,
  mailer: Mailer,
  log: FastifyBaseLogger,
  message: MailMessage,
): Promise<{ error: string | null }> {
  let status = mailer.transport === 'smtp' ? 'sent' : 'logged';
  let error: string | null = null;
  try {
    await mailer.send(message);
  } catch (err) {
    status = 'failed';
    error = (err as Error).message.slice(0, 500);
    log.error({ err, kind: message.kind }, 'mail sending failed');
  }
  await db.query(
    'INSERT INTO mail_log (kind, recipient, subject, transport, status, error) VALUES ($1, $2, $3, $4, $5, $6)',
    [message.kind, message.to, message.subject, mailer.transport, status, error],
  );
  return { error };
}
