-- Certificates as Open Badges 3.0 credentials (docs/credentials.md, issue 37).
-- `credential` is the signed credential (a VC-JWT, compact JWS) as issued: it is signed once, so
-- the file a learner downloaded today is byte for byte the one the page verifies later. NULL for a
-- certificate issued before this migration until it is first asked for (then signed and kept).
-- A certificate's place in the revocation status list is its id (serial: never reused).
-- `credential_revoked_at` is staff revoking the credential (audited, with a reason); it is not the
-- course being taken back (`revoked` in the API), which leaves the certificate valid.
ALTER TABLE certificates ADD COLUMN credential text;
ALTER TABLE certificates ADD COLUMN credential_revoked_at timestamptz;
ALTER TABLE certificates ADD COLUMN credential_revocation_reason text;
ALTER TABLE certificates ADD CONSTRAINT certificates_revocation_has_reason
  CHECK ((credential_revoked_at IS NULL) = (credential_revocation_reason IS NULL));
CREATE INDEX certificates_revoked_idx ON certificates (id) WHERE credential_revoked_at IS NOT NULL;
