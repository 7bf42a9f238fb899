// The back-office's certificates: /api/admin/certificates/ (the list) and
// /api/admin/certificates/{code}/revoke/ (docs/credentials.md#revocation).
import { apiClient, type Shape } from '@academy/shared';
import type { AdminCertificate, RevokeCredentialBody } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const certificateShape: Shape<AdminCertificate> = {
  id: 'number',
  code: 'string',
  name: 'string',
  course: 'string',
  user: 'object',
  issued_at: 'string',
  revoked_at: 'string?',
  revocation_reason: 'string?',
};

export const certificatesApi = resourceApi<AdminCertificate, never>(
  'certificates',
  certificateShape,
);

export async function revokeCredential(
  code: string,
  body: RevokeCredentialBody,
): Promise<AdminCertificate> {
  const { data } = await apiClient.post<AdminCertificate>(
    `/admin/certificates/${encodeURIComponent(code)}/revoke/`,
    body,
  );
  return data;
}
