// A lesson video's length, read by the server from the file itself: progress is measured by it
// (docs/design/progress.md#progress), so it must never be what a learner's player says.
//
// ffprobe (Debian's ffmpeg package; FFPROBE_PATH) reads the container's duration. Without it the
// length stays unknown (null) and nothing is completed by watching: a pure-JS reader of MP4/WebM
// headers (music-metadata 11.x, which still runs on Node 20) would remove that dependency.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaStore } from '../modules/media/storage';

/** The longest length lessons.duration takes (its CHECK constraint): a day. */
const LONGEST_SECONDS = 86_400;

/** ffprobe reads only the container's headers; this bounds a file it chokes on. */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * The length in seconds of the video file `file`, to the millisecond; null when ffprobe is
 * missing, cannot read the file or finds no length in it.
 */
export function readVideoDuration(file: string, ffprobe: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFile(
      ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
      { timeout: PROBE_TIMEOUT_MS },
      (error, stdout) => {
        const seconds = Math.round(Number(stdout.trim()) * 1000) / 1000;
        const known = !error && Number.isFinite(seconds) && seconds > 0;
        resolve(known && seconds <= LONGEST_SECONDS ? seconds : null);
      },
    );
  });
}

/** A stored video's length: what a lesson's progress is measured by. */
export type MeasureVideo = (videoFile: string) => Promise<number | null>;

/** How long a failed reading is trusted before the file is read again (ffprobe installed since). */
export const FAILED_READING_KEPT_MS = 60 * 60 * 1000;

interface Reading {
  seconds: Promise<number | null>;
  /** When it came out null (Date.now()); undefined while running or when it gave a length. */
  failedAt?: number;
}

/*
 * Readings by stored name. Names are content hashes, so a name's length never changes: one
 * reading per file and process, shared by every lesson showing it and by parallel saves. The
 * memory is small (one entry per lesson video) and the length is stored in lessons.duration too.
 */
const readings = new Map<string, Reading>();

function remember(videoFile: string, seconds: Promise<number | null>): Promise<number | null> {
  const reading: Reading = { seconds };
  readings.set(videoFile, reading);
  void seconds.then((value) => {
    if (value === null) reading.failedAt = Date.now();
  });
  return seconds;
}

/**
 * Records a length read from a file before it was stored under `videoFile` (an upload's local
 * copy), so that reading it again needs no copy from a bucket.
 */
export function rememberVideoDuration(videoFile: string, seconds: number | null): void {
  void remember(videoFile, Promise.resolve(seconds));
}

/** Reads the stored private `videoFile`: in place on disk, from a temporary copy of a bucket's. */
async function readStored(
  store: MediaStore,
  ffprobe: string,
  videoFile: string,
): Promise<number | null> {
  const local = store.localPath(`private/${videoFile}`);
  if (local) return readVideoDuration(local, ffprobe);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-duration-'));
  try {
    const copy = path.join(dir, videoFile);
    await store.get('private', videoFile, copy);
    return await readVideoDuration(copy, ffprobe);
  } catch {
    // An object missing or a bucket out of reach: unknown for now, tried again later.
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Reads stored lesson videos' lengths, each file at most once per process (a failed reading once
 * per FAILED_READING_KEPT_MS).
 */
export function videoMeasurer(store: MediaStore, ffprobe: string): MeasureVideo {
  return (videoFile) => {
    const known = readings.get(videoFile);
    if (
      known &&
      (known.failedAt === undefined || Date.now() - known.failedAt < FAILED_READING_KEPT_MS)
    ) {
      return known.seconds;
    }
    return remember(videoFile, readStored(store, ffprobe, videoFile));
  };
}
