import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { createMailer, type Mailer } from './lib/mailer';
import { MediaSigner } from './modules/media/service';
import { LibreTranslateClient, type MachineTranslator } from './modules/translate/translator';

/** The third parties, each behind a small interface with its real client. */
export interface Services {
  mailer: Mailer;
  machineTranslator: MachineTranslator | null;
  mediaSigner: MediaSigner;
}

export function createServices(config: Config, log: FastifyBaseLogger): Services {
  return {
    mailer: createMailer(config, log),
    machineTranslator: config.translate.url ? new LibreTranslateClient(config.translate.url) : null,
    mediaSigner: new MediaSigner(config.jwtSecret, config.mediaUrlTtlSeconds),
  };
}
