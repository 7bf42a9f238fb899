-- Page-load tokens (docs/telemetry.md#page-load-tokens): what the API already counted of each
-- page load, per remote, so a token replayed to any instance adds nothing past its caps. A row
-- lives until its token expires (the telemetry prune deletes it then).
CREATE TABLE telemetry_page_loads (
  id text NOT NULL,
  remote text NOT NULL,
  expires_at timestamptz NOT NULL,
  page_views smallint NOT NULL DEFAULT 0,
  errors smallint NOT NULL DEFAULT 0,
  vitals smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (id, remote)
);
CREATE INDEX telemetry_page_loads_expires_idx ON telemetry_page_loads (expires_at);

-- The counts so far came from beacons anyone could forge (issue 35): the automatic rollback and
-- the releases page read only counts of page loads the site served from now on.
DELETE FROM telemetry_buckets;
