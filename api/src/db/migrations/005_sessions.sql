-- Sessions end (docs/design/api.md#authentication-and-sessions). Access tokens are stateless JWTs,
-- so the server keeps what ends one before its `exp`, here in the database that every API instance
-- reads:
--  - a logout revokes the token's `jti` until the token would have expired anyway (then the row
--    is of no use and is deleted);
--  - a password change refuses every token issued before it: each token carries the user's
--    password_version (claim `pwv`) and a change increments it. A counter, not a time: tokens'
--    `iat` has whole seconds, so a login in the very second of a change could not be told apart.
--    password_changed_at records when it happened.
ALTER TABLE users ADD COLUMN password_version integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;

CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
