import fs from 'node:fs';
import path from 'node:path';

/** Public media are served to anyone; private ones (lesson files) only to learners who paid. */
export type MediaArea = 'public' | 'private';

/**
 * Where media files live, by area and name. Names are content-hashed, so a stored file never
 * changes and storing it again is a no-op. Local disk (MEDIA_DIR) today; an S3-compatible
 * bucket can implement the same two calls when several API machines share media (DESIGN §15).
 */
export interface MediaStore {
  /** Stores a copy of the local file `source` as `area/name`, unless it is already there. */
  put(area: MediaArea, name: string, source: string): Promise<void>;
  /** Writes the stored `area/name` to the local file `target`. */
  get(area: MediaArea, name: string, target: string): Promise<void>;
}

/** MEDIA_DIR/public/<name> and MEDIA_DIR/private/<name>, as the media routes serve them. */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly mediaDir: string) {}

  async put(area: MediaArea, name: string, source: string): Promise<void> {
    const target = this.pathOf(area, name);
    if (fs.existsSync(target)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Copy then rename: a reader never sees half a file under its final name.
    const partial = `${target}.${process.pid}.partial`;
    await fs.promises.copyFile(source, partial);
    await fs.promises.rename(partial, target);
  }

  async get(area: MediaArea, name: string, target: string): Promise<void> {
    await fs.promises.copyFile(this.pathOf(area, name), target);
  }

  private pathOf(area: MediaArea, name: string): string {
    if (!/^[\w.-]+$/.test(name)) throw new Error(`not a media file name: ${name}`);
    return path.join(this.mediaDir, area, name);
  }
}
