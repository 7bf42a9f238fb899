import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkKey,
  keyOf,
  type ByteRange,
  type MediaArea,
  type MediaStore,
  type StoredRead,
} from './store';

/** The disk store's files under nginx's internal location (nginx/templates: an alias of MEDIA_DIR). */
export const DISK_ACCEL_PREFIX = '/_academy_media/';

/** MEDIA_DIR/<key>: public/<name>, private/<name>, private/hls/<hash>/..., as nginx aliases it. */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';

  constructor(readonly mediaDir: string) {}

  async put(area: MediaArea, name: string, source: string): Promise<void> {
    const target = this.pathOf(keyOf(area, name));
    if (fs.existsSync(target)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Copy then rename: a reader never sees half a file under its final name.
    const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    await fs.promises.copyFile(source, partial);
    await fs.promises.rename(partial, target);
  }

  async get(area: MediaArea, name: string, target: string): Promise<void> {
    await fs.promises.copyFile(this.pathOf(keyOf(area, name)), target);
  }

  async size(key: string): Promise<number | null> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  /**
   * Copies the folder next to its place, then swaps it in with renames: the folder's files appear
   * together, and a copy cut short (a killed run) is never under the final name.
   */
  async publishFolder(dir: string, prefix: string): Promise<void> {
    const target = this.pathOf(prefix);
    const suffix = `${process.pid}.${randomBytes(4).toString('hex')}`;
    const partial = `${target}.${suffix}.partial`;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.cp(dir, partial, { recursive: true });
    const old = `${target}.${suffix}.old`;
    const hadOne = await fs.promises.rename(target, old).then(
      () => true,
      () => false,
    );
    await fs.promises.rename(partial, target);
    if (hadOne) await fs.promises.rm(old, { recursive: true, force: true });
  }

  async removeFolder(prefix: string): Promise<void> {
    await fs.promises.rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async read(key: string, range?: ByteRange): Promise<StoredRead | null> {
    const file = this.pathOf(key);
    const size = await this.size(key);
    if (size === null) return null;
    const part = range ?? { start: 0, end: Math.max(0, size - 1) };
    return { body: fs.createReadStream(file, part), size, range: part };
  }

  async accelRedirect(key: string): Promise<string> {
    return `${DISK_ACCEL_PREFIX}${checkKey(key)}`;
  }

  private pathOf(key: string): string {
    return path.join(this.mediaDir, checkKey(key));
  }
}
