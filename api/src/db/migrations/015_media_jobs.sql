-- Background jobs on the database (docs/design/media.md#job-queue): any API instance takes the next
-- due job with SELECT ... FOR UPDATE SKIP LOCKED, holds it by a lease it renews while it works (a
-- heartbeat), and a job whose lease ran out (its instance crashed or was killed) is taken again by
-- another.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  -- What kind of work: 'transcode'.
  queue text NOT NULL,
  -- What it works on (for a transcode, the stored video name): one queued or running job each.
  key text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'ready', 'failed')),
  percent smallint NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
  -- Runs started so far (a run that dies counts), and the most a job gets.
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  run_after timestamptz NOT NULL DEFAULT now(),
  -- The run that holds it: a token of its own, until lease_until unless renewed.
  lease_token text,
  lease_until timestamptz,
  worker text,
  -- Why the last run failed (ffmpeg's own words for a video it cannot read).
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE UNIQUE INDEX jobs_one_active_per_key ON jobs (queue, key)
  WHERE status IN ('queued', 'running');
CREATE INDEX jobs_due_idx ON jobs (queue, run_after) WHERE status IN ('queued', 'running');
CREATE INDEX jobs_key_idx ON jobs (queue, key, id);

-- The HLS renditions of a stored lesson video, once transcoded and published in the media store
-- (private/hls/<video hash>/). A video is streamed only when its row is here: a transcode that
-- died half-way leaves nothing a learner can reach. Lessons sharing a file share its stream.
CREATE TABLE video_streams (
  video_file text PRIMARY KEY,
  -- [{"name": "720p", "height": 720, "width": 1280, "bandwidth": 2628000}, ...], smallest first.
  renditions jsonb NOT NULL,
  duration_seconds double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A transcode stores the video's length on its lessons (lessons.duration, migration 013), which
-- progress (docs/design/progress.md#progress) reads for the 90 % rule.
