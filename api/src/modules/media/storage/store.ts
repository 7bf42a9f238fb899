import type { Readable } from 'node:stream';

/** Public media are served to anyone; private ones (lesson files) only to learners who paid. */
export type MediaArea = 'public' | 'private';

/** A byte range of a stored object, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored object being read: the bytes asked for, and the whole object's size. */
export interface StoredRead {
  body: Readable;
  size: number;
  /** The part `body` holds (the whole object when no range was asked). */
  range: ByteRange;
}

/**
 * Where media files live (docs/design/media.md#storage), by key: `public/<name>`, `private/<name>`
 * (names are content hashes, so a stored file never changes) and `private/hls/<video hash>/...` (a
 * video's HLS renditions). Local disk (MEDIA_DIR) by default; an S3-compatible bucket when several
 * API machines share the media.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Stores a copy of the local file `source` as `area/name`, unless it is already there. */
  put(area: MediaArea, name: string, source: string): Promise<void>;
  /** Writes the stored `area/name` to the local file `target`. */
  get(area: MediaArea, name: string, target: string): Promise<void>;
  /** The object's size in bytes, or null when there is none under `key`. */
  size(key: string): Promise<number | null>;
  /**
   * Stores every file under the local folder `dir` below `prefix` (its sub-folders too), replacing
   * what was there. Playlists go last, so a reader never finds one naming a missing segment.
   */
  publishFolder(dir: string, prefix: string): Promise<void>;
  /** Deletes every object below `prefix`. */
  removeFolder(prefix: string): Promise<void>;
  /** The object as a file on this machine (a disk store), or null (a bucket). */
  localPath(key: string): string | null;
  /** Reads the object, or the part `range` names; null when there is none under `key`. */
  read(key: string, range?: ByteRange): Promise<StoredRead | null>;
  /**
   * Where nginx's internal media locations fetch the object from, for an X-Accel-Redirect answer:
   * `/_academy_media/<key>` (the disk store, aliased to MEDIA_DIR) or `/_academy_s3/...` (a
   * short-lived presigned URL of the bucket, fetched by nginx). See nginx/templates.
   */
  accelRedirect(key: string): Promise<string>;
}

/** The store could not be reached or refused: worth trying again later. */
export class MediaStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStoreError';
  }
}

/** Keys are made by the API from checked names: letters, digits, `.`, `_`, `-` and `/` only. */
export const MEDIA_KEY = /^(public|private)\/[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

export function checkKey(key: string): string {
  if (!MEDIA_KEY.test(key) || key.includes('..')) throw new Error(`not a media key: ${key}`);
  return key;
}

export const keyOf = (area: MediaArea, name: string) => checkKey(`${area}/${name}`);

/** Playlists (.m3u8) last, the master playlist very last, everything else first. */
export function publishOrder(files: string[]): string[] {
  const rank = (file: string) =>
    file.endsWith('master.m3u8') ? 2 : file.endsWith('.m3u8') ? 1 : 0;
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/** The media type of a stored file, by its extension (names are made by the API, never sniffed). */
export function mediaTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  return MEDIA_TYPES[extension] ?? 'application/octet-stream';
}
