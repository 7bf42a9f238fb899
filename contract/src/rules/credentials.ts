// Limits of the Open Badges credentials' requests (docs/credentials.md), shared by the API's
// schemas and the forms.

/** A credential's file (JSON) or its token (a compact JWS) is at most this long. */
export const CREDENTIAL_MAX_LENGTH = 16_384;
/** Why staff revoked a credential: required, kept in the audit log. */
export const REVOCATION_REASON_MAX_LENGTH = 500;
