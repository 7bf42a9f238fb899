import { createHash } from 'node:crypto';

/** Hex SHA-256: reset codes at rest, translation memory keys, media file names. */
export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
