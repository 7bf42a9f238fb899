-- Canary releases (issue 39, docs/releases.md#canary): a version live for a share of page loads
-- beside the live one, until it is promoted (made live) or aborted, by an admin or by the API
-- itself when its error rate is worse than the live version's beyond chance. One row per canary;
-- at most one running per remote.
CREATE TABLE remote_canaries (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  -- The version live when the canary started: what its figures are compared with.
  base_version text NOT NULL,
  percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 100),
  started_at timestamptz NOT NULL,
  started_by text,
  ended_at timestamptz,
  outcome text CHECK (outcome IN ('promoted', 'aborted', 'auto-aborted', 'replaced')),
  ended_by text,
  reason text NOT NULL DEFAULT '',
  CHECK ((ended_at IS NULL) = (outcome IS NULL)),
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
CREATE UNIQUE INDEX remote_canaries_running_idx ON remote_canaries (remote) WHERE ended_at IS NULL;
