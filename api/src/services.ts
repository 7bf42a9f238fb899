import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './lib/mailer';
import { MediaSigner } from './modules/media/service';
import { createMediaStore, type MediaStore } from './modules/media/storage';
import { MoyasarClient } from './modules/local-payments/moyasar-client';
import { PaymobClient } from './modules/local-payments/paymob-client';
import { PayPalClient } from './modules/payments/paypal-client';
import { LibreTranslateClient, type MachineTranslator } from './modules/translate/translator';

/** The third parties, each behind a small interface with its real client. */
export interface Services {
  /** The time exam deadlines are measured by (tests pass one they move on). */
  clock: Clock;
  mailer: Mailer;
  machineTranslator: MachineTranslator | null;
  mediaSigner: MediaSigner;
  /** Where media files live: MEDIA_DIR, or the S3-compatible bucket of MEDIA_S3_BUCKET. */
  mediaStore: MediaStore;
  /** PayPal's Orders API; null when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set. */
  paypal: PayPalClient | null;
  /** Paymob (EGP) and Moyasar (SAR); null when their keys are not set (docs/payments.md). */
  paymob: PaymobClient | null;
  moyasar: MoyasarClient | null;
}

export function createServices(config: Config, log: FastifyBaseLogger): Services {
  const { clientId, clientSecret, apiBase } = config.paypal;
  return {
    clock: systemClock,
    mailer: createMailer(config, log),
    machineTranslator: config.translate.url ? new LibreTranslateClient(config.translate.url) : null,
    mediaSigner: new MediaSigner(config.jwtSecret, config.mediaUrlTtlSeconds),
    mediaStore: createMediaStore(config),
    paypal: clientId && clientSecret ? new PayPalClient({ clientId, clientSecret, apiBase }) : null,
    paymob: config.paymob ? new PaymobClient(config.paymob) : null,
    moyasar: config.moyasar ? new MoyasarClient(config.moyasar) : null,
  };
}
