-- The remotes' releases as data (issue 23): which versions of each remote exist, which one is
-- live, every flip from one to another, and the field telemetry of real browsers per version.

-- A version folder published on the web machines (dist/remotes/<remote>/<version>/).
CREATE TABLE remote_releases (
  remote text NOT NULL,
  version text NOT NULL,
  -- Bytes of the files the browser may fetch (source maps left out); NULL when not measured.
  size_bytes bigint CHECK (size_bytes >= 0),
  deployed_by text,
  deployed_at timestamptz NOT NULL,
  PRIMARY KEY (remote, version)
);

-- The manifest: one line per remote, the version every page load gets (GET /remotes.json).
CREATE TABLE remote_live (
  remote text PRIMARY KEY,
  version text NOT NULL,
  since timestamptz NOT NULL,
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);

-- Every flip, in order: what a rollback walks back through, and what the releases page shows.
-- Append-only, like the audit log.
CREATE TABLE remote_flips (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  from_version text,
  version text NOT NULL,
  at timestamptz NOT NULL,
  cause text NOT NULL CHECK (cause IN ('deploy', 'make-live', 'rollback', 'auto-rollback')),
  actor text,
  reason text NOT NULL DEFAULT '',
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
CREATE INDEX remote_flips_remote_idx ON remote_flips (remote, id);

CREATE FUNCTION remote_flips_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'remote_flips rows are never updated or deleted';
END;
$$;
CREATE TRIGGER remote_flips_append_only BEFORE UPDATE OR DELETE ON remote_flips
  FOR EACH ROW EXECUTE FUNCTION remote_flips_are_append_only();

-- Field telemetry, aggregated per remote, version and 5-minute bucket: counts only, nothing about
-- who sent it. Core Web Vitals are fixed-bucket histograms (the bucket bounds are in the API,
-- api/src/modules/telemetry/histogram.ts): they add up across instances and buckets, so a p75 over
-- any span is read from the sum, in bounded space.
CREATE TABLE telemetry_buckets (
  remote text NOT NULL,
  version text NOT NULL,
  bucket_start timestamptz NOT NULL,
  page_views integer NOT NULL DEFAULT 0,
  -- Failures by kind: {"network": 2, "not_found": 1, "version_skew": 0, "render": 3}.
  errors jsonb NOT NULL DEFAULT '{}'::jsonb,
  error_count integer NOT NULL DEFAULT 0,
  -- Page views by route prefix ("/Blog") and by browser family ("chrome").
  routes jsonb NOT NULL DEFAULT '{}'::jsonb,
  browsers jsonb NOT NULL DEFAULT '{}'::jsonb,
  lcp_histogram integer[] NOT NULL DEFAULT '{}',
  inp_histogram integer[] NOT NULL DEFAULT '{}',
  cls_histogram integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (remote, version, bucket_start)
);
CREATE INDEX telemetry_buckets_start_idx ON telemetry_buckets (bucket_start);

-- Element-wise sum of two histograms (the shorter one counts as zeros past its end).
CREATE FUNCTION telemetry_add_histograms(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), '{}')
  FROM unnest(a, b) WITH ORDINALITY AS t (x, y, i)
$$;

-- Sum of two {key: count} objects.
CREATE FUNCTION telemetry_add_counts(a jsonb, b jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
  FROM (
    SELECT key, sum(value::bigint) AS total
    FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) AS s
    GROUP BY key
  ) AS t
$$;
