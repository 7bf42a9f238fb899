import type { ClaimCertificateBody, ClaimedCertificate } from '@academy/contract';
import { paths, apiClient, expectObject, type Shape } from '@academy/shared';

const claimedShape: Shape<ClaimedCertificate> = { code: 'string', url: 'string' };

/**
 * POST /certificates/ (idempotent: claiming again answers the same code). 400 `{name}` when the
 * learner's profile has no name and none was given.
 */
export async function claimCertificate(body: ClaimCertificateBody): Promise<ClaimedCertificate> {
  const response = await apiClient.post<unknown>('/certificates/', body);
  return expectObject(response.data, claimedShape, 'POST /certificates/');
}

/** The public verification page of a certificate (mf-catalog's /Certificate/{code}). */
export const certificatePath = (code: string) => paths.certificate(code);
