// The tus side of a back-office upload (docs/design/back-office.md#uploads): uploads go to
// /api/admin/uploads/ by the tus 1.0 protocol, in chunks, with the staff member's token, and can be
// resumed after a dropped connection or a page reload. The upload id to give a PATCH is the last
// segment of the upload's URL.
import { getRuntimeConfig, useAuthStore } from '@academy/shared';
import { defaultOptions, DetailedError, Upload } from 'tus-js-client';

import { uploadMessages } from './messages';

/** What the API's uploads accept (api/src/modules/admin/uploads/kinds.ts). */
export type UploadKind = 'video' | 'pdf' | 'image';

/**
 * 5 MiB: small enough that a dropped connection loses little and a PATCH stays well under any
 * proxy's timeouts, large enough that a lecture of several GB stays under the API's per-user
 * chunk rate limit (RATE_LIMIT_UPLOAD_CHUNK_MAX, 600 a minute by default).
 */
export const CHUNK_BYTES = 5 * 1024 * 1024;

/** After a dropped connection: try again at once, then wait longer each time. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];

export const uploadEndpoint = () => `${getRuntimeConfig().apiBaseUrl}/admin/uploads/`;

/** The upload id a PATCH names: the last segment of the upload's URL. */
export function uploadIdOf(url: string): string {
  const segments = url.split('?')[0]!.split('/').filter(Boolean);
  const id = segments[segments.length - 1];
  if (!id) throw new Error(`no upload id in ${url}`);
  return id;
}

/**
 * Where the file goes ('lessons/12/video_file'): part of the fingerprint, so the same file chosen
 * for two lessons makes two uploads, and what finds the unfinished upload of a field after a reload.
 */
export type UploadTarget = string;

interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (uploadId: string) => void;
  onError: (message: string) => void;
}

export function createUpload(
  file: File,
  kind: UploadKind,
  target: UploadTarget,
  callbacks: UploadCallbacks,
): Upload {
  const upload: Upload = new Upload(file, {
    endpoint: uploadEndpoint(),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { filename: file.name, filetype: file.type, kind, target },
    fingerprint: async (chosen: File) =>
      ['academy-admin', target, chosen.name, chosen.type, chosen.size, chosen.lastModified].join(
        '|',
      ),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // Read per request: a long upload outlives a refreshed session token.
    onBeforeRequest(request) {
      const { token } = useAuthStore.getState();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: callbacks.onProgress,
    onSuccess: () => {
      if (upload.url) callbacks.onSuccess(uploadIdOf(upload.url));
      else callbacks.onError(uploadMessages.failed);
    },
    onError: (error) => callbacks.onError(uploadErrorText(error)),
  });
  return upload;
}

/** The API's own words for a refusal (`{"detail": ...}`: not a PDF, too large...), or ours. */
export function uploadErrorText(error: Error): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return uploadMessages.noConnection;
  try {
    const body: unknown = JSON.parse(response.getBody());
    if (typeof body === 'object' && body !== null && 'detail' in body) {
      const detail = (body as { detail: unknown }).detail;
      if (typeof detail === 'string' && detail) return detail;
    }
  } catch {
    // tus's own protocol errors are short text bodies: ours is clearer.
  }
  return response.getStatus() === 413 ? uploadMessages.tooLarge : uploadMessages.failed;
}

/** An upload of `target` left unfinished (by a reload, a closed tab), as the browser remembers it. */
export interface UnfinishedUpload {
  filename: string;
  size: number | null;
  urlStorageKey: string;
}

export async function findUnfinishedUpload(target: UploadTarget): Promise<UnfinishedUpload | null> {
  const all = await defaultOptions.urlStorage.findAllUploads();
  const found = all.find((upload) => upload.metadata.target === target);
  return found
    ? {
        filename: found.metadata.filename ?? '',
        size: found.size,
        urlStorageKey: found.urlStorageKey,
      }
    : null;
}

export const forgetUnfinishedUpload = (urlStorageKey: string) =>
  defaultOptions.urlStorage.removeUpload(urlStorageKey);
