import type { Certificate, CredentialVerification } from '@academy/contract';
import {
  apiClient,
  apiErrorResponse,
  expectObject,
  getRuntimeConfig,
  queryOptions,
  useQuery,
  type Shape,
} from '@academy/shared';

const certificateShape: Shape<Certificate> = {
  code: 'string',
  name: 'string',
  course: 'string',
  issued_at: 'string',
  contact_hours: 'number?',
  revoked: 'boolean',
};

const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}/`;

/** GET /certificates/{code}/: public, for anyone who has the code. */
export async function fetchCertificate(code: string, signal?: AbortSignal): Promise<Certificate> {
  const response = await apiClient.get<unknown>(certificatePath(code), { signal });
  return expectObject(response.data, certificateShape, 'GET /certificates/{code}/');
}

/** The certificate's PDF (public: a plain link downloads it). */
export const certificatePdfUrl = (code: string) =>
  `${getRuntimeConfig().apiBaseUrl}${certificatePath(code)}pdf`;

/** An unknown code (404), or one that cannot be a code (400): the same not-found page. */
const isMissing = (error: unknown) => {
  const status = apiErrorResponse(error)?.status;
  return status === 404 || status === 400;
};

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificate', code],
    queryFn: ({ signal }) => fetchCertificate(code, signal),
    meta: {
      onError: (error) => {
        if (!isMissing(error)) console.error('[catalog] could not load the certificate', error);
      },
    },
  });

export type CertificateLoad =
  | { status: 'loading' }
  | { status: 'loaded'; certificate: Certificate }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

export function useCertificate(code: string): CertificateLoad {
  const query = useQuery(certificateQuery(code));
  if (query.data) return { status: 'loaded', certificate: query.data };
  if (query.isError) {
    return isMissing(query.error)
      ? { status: 'missing' }
      : { status: 'failed', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}

const verificationShape: Shape<CredentialVerification> = {
  status: 'string',
  reason: 'string',
  detail: 'string',
  signature_valid: 'boolean',
  revoked_at: 'string?',
  credential: 'object?',
};

/**
 * GET /certificates/{code}/verification: the API checks the certificate's own credential (its
 * signature against the published key, its bit in the revocation list), docs/credentials.md.
 */
export async function fetchVerification(
  code: string,
  signal?: AbortSignal,
): Promise<CredentialVerification> {
  const response = await apiClient.get<unknown>(`${certificatePath(code)}verification`, { signal });
  return expectObject(response.data, verificationShape, 'GET /certificates/{code}/verification');
}

/** POST /credentials/verify/: a credential file someone was handed (its text), checked. */
export async function verifyCredentialFile(text: string): Promise<CredentialVerification> {
  const response = await apiClient.post<unknown>('/credentials/verify/', { credential: text });
  return expectObject(response.data, verificationShape, 'POST /credentials/verify/');
}

/** The certificate's Open Badges credential, a JSON file (public, like the PDF). */
export const certificateCredentialUrl = (code: string) =>
  `${getRuntimeConfig().apiBaseUrl}${certificatePath(code)}credential`;

export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificate', code, 'verification'],
    queryFn: ({ signal }) => fetchVerification(code, signal),
    meta: {
      onError: (error) => console.error('[catalog] could not verify the credential', error),
    },
  });

export const useVerification = (code: string) => useQuery(verificationQuery(code));
