-- Per-account throttling of failed logins (docs/design/api.md#rate-limits), in the database so that
-- every API instance counts the same failures. Keyed by the sha256 of the lower-cased e-mail,
-- whether or not an account has it: the throttle says nothing about which accounts exist, and keeps
-- no address. An attempt is counted before its password is checked (the row is deleted when it was
-- right), so parallel guesses cannot all slip in before the first failure is written.
CREATE TABLE login_throttles (
  account_key text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  last_attempt_at timestamptz NOT NULL,
  -- Set once `failures` reaches the allowance: until then, attempts are refused unchecked.
  blocked_until timestamptz
);
CREATE INDEX login_throttles_last_attempt_at ON login_throttles (last_attempt_at);
