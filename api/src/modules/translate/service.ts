import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db';
import { unavailable } from '../../lib/errors';
import { sha256Hex } from '../../lib/hash';
import { TranslatorError, type MachineTranslator } from './translator';

/** Question texts start with '#NN. ': the number is kept as is and the rest translated. */
const NUMBER_PREFIX = /^(#\d{1,4}\.\s*)/;

async function remembered(db: Queryable, text: string, target: string): Promise<string | null> {
  const { rows } = await db.query<{ translated_text: string }>(
    'SELECT translated_text FROM translations WHERE source_hash = $1 AND target_lang = $2',
    [sha256Hex(text), target],
  );
  return rows[0]?.translated_text ?? null;
}

// One machine call per text at a time in this process: the exam player asks for a question and
// all its answers at once, and several learners often open the same question together.
const inFlightBy = new WeakMap<MachineTranslator, Map<string, Promise<string>>>();

async function machineTranslation(
  machine: MachineTranslator,
  body: string,
  target: string,
): Promise<string> {
  const inFlight = inFlightBy.get(machine) ?? new Map<string, Promise<string>>();
  inFlightBy.set(machine, inFlight);
  const key = `${target}\n${body}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = machine.translate(body, target).then((translated) => {
      // An empty answer is no translation: it must not be remembered as one.
      if (translated.trim() === '')
        throw new TranslatorError('translation service answered an empty text');
      return translated;
    });
    inFlight.set(key, pending);
    void pending.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
  }
  return pending;
}

/**
 * Translation memory first, then the machine translation service (whose answers are stored in
 * the memory); 503 when neither knows the text.
 */
export async function translate(
  db: Queryable,
  machine: MachineTranslator | null,
  log: FastifyBaseLogger,
  text: string,
  target: string,
): Promise<string> {
  const prefix = NUMBER_PREFIX.exec(text)?.[1] ?? '';
  const body = text.slice(prefix.length).trim();
  if (body === '') return text;
  const known = (await remembered(db, text.trim(), target)) ?? (await remembered(db, body, target));
  if (known !== null) return prefix + known;
  if (machine === null) {
    throw unavailable(
      'No translation is available for this text (no translation service is configured).',
    );
  }
  let translated: string;
  try {
    translated = await machineTranslation(machine, body, target);
  } catch (error) {
    log.warn({ err: error }, 'machine translation failed');
    throw unavailable('The translation service is unavailable. Try again later.');
  }
  await db.query(
    `INSERT INTO translations (source_hash, source_text, target_lang, translated_text, origin)
     VALUES ($1, $2, $3, $4, 'machine') ON CONFLICT (source_hash, target_lang) DO NOTHING`,
    [sha256Hex(body), body, target, translated],
  );
  return prefix + translated;
}
