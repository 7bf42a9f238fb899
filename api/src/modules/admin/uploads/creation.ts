import type { Upload } from '@tus/utils';
import { isUploadKind, UPLOAD_KINDS, type UploadKind } from './kinds';

/** A refused creation, thrown from tus's onUploadCreate: tus answers it as is (DRF `{detail}`). */
export interface CreationRefusal {
  status_code: 400 | 413;
  body: string;
}

export const refusal = (status_code: 400 | 413, detail: string): CreationRefusal => ({
  status_code,
  body: `${JSON.stringify({ detail })}\n`,
});

export function inUnits(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${units[unit]}`;
}

/**
 * Why a new upload is refused, or null: it must declare its `filename` and `kind` in
 * Upload-Metadata and its length up front (the limit depends on the kind, so a deferred length
 * could not be checked), and be neither empty nor over its kind's limit.
 */
export function creationRefusal(
  upload: Pick<Upload, 'size' | 'metadata'>,
  maxBytes: Record<UploadKind, number>,
): CreationRefusal | null {
  const kind = upload.metadata?.kind;
  if (!isUploadKind(kind)) {
    return refusal(400, `Upload-Metadata must give the kind: ${UPLOAD_KINDS.join(', ')}.`);
  }
  if (!upload.metadata?.filename) return refusal(400, 'Upload-Metadata must give the filename.');
  if (upload.size === undefined) return refusal(400, 'Upload-Length is required.');
  if (upload.size === 0) return refusal(400, 'The file is empty.');
  if (upload.size > maxBytes[kind]) {
    let [size, limit] = [inUnits(upload.size), inUnits(maxBytes[kind])];
    // Just over the limit, both round alike: then in bytes.
    if (size === limit) [size, limit] = [`${upload.size} bytes`, `${maxBytes[kind]} bytes`];
    return refusal(413, `The file is too large: ${size}; a ${kind} may be at most ${limit}.`);
  }
  return null;
}
