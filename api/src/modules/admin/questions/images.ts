import type { FastifyInstance } from 'fastify';
import { addFieldError, ApiError, type FieldErrors } from '../../../lib/errors';
import { PUBLIC_MEDIA_PREFIX } from '../../media/service';
import { claimUpload } from '../uploads/claim';

/** Takes a finished image upload into the public media; returns its stored name. */
export type ImageClaimer = (uploadId: string, field: string[]) => Promise<string>;

/** claimUpload for images, with its refusal put at the body's (possibly nested) field. */
export function imageClaimer(app: FastifyInstance): ImageClaimer {
  return async (uploadId, field) => {
    try {
      return await claimUpload(app, uploadId, { field: 'img', kinds: ['image'] });
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
      const errors: FieldErrors = {};
      for (const message of (error.body.img as string[] | undefined) ?? []) {
        addFieldError(errors, field, message);
      }
      throw new ApiError(400, errors);
    }
  };
}

/** The stored media name behind a public URL the API answered; null for anything else. */
export function storedName(url: string | null): string | null {
  return url?.startsWith(PUBLIC_MEDIA_PREFIX) ? url.slice(PUBLIC_MEDIA_PREFIX.length) : null;
}

/**
 * The image a body names: null or '' for none; an image URL the API gave for this question
 * (`kept`) to keep it; anything else is an upload id to claim.
 */
export async function resolveImage(
  claim: ImageClaimer,
  sent: string | null,
  kept: (string | null)[],
  field: string[],
): Promise<string | null> {
  if (!sent) return null;
  if (kept.includes(sent)) return storedName(sent);
  return claim(sent, field);
}
