import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import {
  isValidNationalId,
  NATIONAL_ID_CONSENT_REQUIRED,
  NATIONAL_ID_INVALID,
  type LearningRecordsProfile,
  type NationalIdBody,
} from '@academy/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/errors';

/**
 * A learner's national ID or Iqama (NELC's actor name), stored encrypted with AES-256-GCM: a
 * database dump alone does not reveal it, and the API never sends it back to a page
 * (docs/learning-records.md#national-id).
 */

export function nationalIdKey(config: Pick<Config, 'jwtSecret' | 'learningRecords'>): Buffer {
  const configured = config.learningRecords.nationalIdKey;
  if (configured) return Buffer.from(configured, 'hex');
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'academy', 'national-id', 32));
}

export function encryptNationalId(key: Buffer, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    sealed.toString('base64'),
  ].join('.');
}

/** The ID, or null when it cannot be read with this key (the key changed): never a guess. */
export function decryptNationalId(key: Buffer, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

export async function readNationalId(
  db: Queryable,
  key: Buffer,
  userId: number,
): Promise<string | null> {
  const { rows } = await db.query<{ national_id_encrypted: string | null }>(
    'SELECT national_id_encrypted FROM users WHERE id = $1',
    [userId],
  );
  const stored = rows[0]?.national_id_encrypted;
  return stored ? decryptNationalId(key, stored) : null;
}

export async function learningRecordsProfile(
  db: Queryable,
  config: Config,
  userId: number,
): Promise<LearningRecordsProfile> {
  const { rows } = await db.query<{ saved: boolean; consented_at: Date | null }>(
    'SELECT national_id_encrypted IS NOT NULL AS saved, national_id_consent_at AS consented_at FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  return {
    nelc: config.learningRecords.profile === 'nelc',
    national_id_saved: row?.saved ?? false,
    consented_at: row?.consented_at ? new Date(row.consented_at).toISOString() : null,
  };
}

/** PUT /learning-records/national-id/: checked, then stored encrypted with the consent's time. */
export async function saveNationalId(
  db: Queryable,
  config: Config,
  userId: number,
  body: NationalIdBody,
): Promise<LearningRecordsProfile> {
  const value = body.national_id.trim();
  const errors: Record<string, string[]> = {};
  if (!isValidNationalId(value)) errors.national_id = [NATIONAL_ID_INVALID];
  if (body.consent !== true) errors.consent = [NATIONAL_ID_CONSENT_REQUIRED];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  await db.query(
    'UPDATE users SET national_id_encrypted = $2, national_id_consent_at = now() WHERE id = $1',
    [userId, encryptNationalId(nationalIdKey(config), value)],
  );
  return learningRecordsProfile(db, config, userId);
}
