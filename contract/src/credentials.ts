import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin/common';
import { NullableString, Text } from './common';
import { CREDENTIAL_MAX_LENGTH, REVOCATION_REASON_MAX_LENGTH } from './rules/credentials';

/*
 * Certificates as Open Badges 3.0 credentials (docs/credentials.md): verification answers, the
 * posted credential, and staff revoking one.
 */

export const CREDENTIAL_STATUSES = ['valid', 'tampered', 'revoked'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/**
 * Why a credential is what it is: `signed` (valid), `bad_signature` (a field was changed after
 * signing), `unknown_key` (not signed with the academy's key), `not_a_certificate` (our signature
 * on something that is not a certificate's credential), `revoked`.
 */
export const CREDENTIAL_REASONS = [
  'signed',
  'bad_signature',
  'unknown_key',
  'not_a_certificate',
  'revoked',
] as const;
export type CredentialReason = (typeof CREDENTIAL_REASONS)[number];

export const CredentialVerification = Type.Object({
  status: Type.Enum(CREDENTIAL_STATUSES),
  reason: Type.Enum(CREDENTIAL_REASONS),
  /** The reason in English, for a reader of the JSON. */
  detail: Type.String(),
  /** Whether the signature holds, checked against the academy's public key. */
  signature_valid: Type.Boolean(),
  /** When the credential was revoked, per the status list; null when it is not. */
  revoked_at: NullableString(),
  /** What the credential says (signature holding): the learner, the course, when issued. */
  credential: Type.Union([
    Type.Object({
      name: Type.String(),
      course: Type.String(),
      issued_at: Type.String({ format: 'date-time' }),
      /** The certificate's verification page. */
      id: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type CredentialVerification = Static<typeof CredentialVerification>;

/** POST /api/credentials/verify/: the downloaded file's text, or the bare token. */
export const VerifyCredentialBody = Type.Object(
  { credential: Text(CREDENTIAL_MAX_LENGTH, 1) },
  { additionalProperties: false },
);
export type VerifyCredentialBody = Static<typeof VerifyCredentialBody>;

/** POST /api/admin/certificates/{code}/revoke/: the reason, kept in the audit log. */
export const RevokeCredentialBody = Type.Object(
  { reason: Text(REVOCATION_REASON_MAX_LENGTH, 1) },
  { additionalProperties: false },
);
export type RevokeCredentialBody = Static<typeof RevokeCredentialBody>;

/** A certificate in the back-office, with its credential's revocation. */
export const AdminCertificate = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  course: Type.String(),
  user: Type.Object({ id: Type.Integer(), email: Type.String() }),
  issued_at: Type.String({ format: 'date-time' }),
  revoked_at: NullableString('When staff revoked its credential, or null.'),
  revocation_reason: NullableString(),
});
export type AdminCertificate = Static<typeof AdminCertificate>;

export const AdminCertificateQuery = AdminListQuery;
export type AdminCertificateQuery = Static<typeof AdminCertificateQuery>;
