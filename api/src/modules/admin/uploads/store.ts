import fs from 'node:fs';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../../config';
import { BucketUploadStore } from './bucket-store';

export type UploadStore = FileStore | BucketUploadStore;

const opened = new Map<string, UploadStore>();

/**
 * FileStore's constructor creates its folder with an asynchronous mkdir whose callback throws,
 * uncaught, if that fails: a folder removed before the mkdir ran (a test's temporary DATA_DIR
 * removed at close) crashed whatever ran next. openUploadStore creates the folder synchronously
 * before constructing, so this FileStore leaves that call out.
 */
class FileStoreInCreatedFolder extends FileStore {}
// FileStore declares the method private, which TypeScript lets no class body override.
Object.defineProperty(FileStoreInCreatedFolder.prototype, 'checkOrCreateDirectory', {
  value: () => undefined,
});

/**
 * Where back-office uploads (tus) wait to be claimed (docs/design/back-office.md#uploads):
 *  - on disk, DATA_DIR/uploads: each upload is a file named by its id plus `<id>.json`;
 *  - in the media bucket when MEDIA_S3_BUCKET is set (docs/topology.md#shared-state): written
 *    straight to it (bucket-store.ts), so an upload begun on one API instance is resumed on any
 *    other.
 * The tus routes and claimUpload share one store per place; it keeps no state in memory.
 */
export function openUploadStore(
  config: Pick<Config, 'uploads'> & Partial<Pick<Config, 'mediaS3'>>,
): UploadStore {
  const { dir, expirySeconds } = config.uploads;
  const s3 = config.mediaS3 ?? null;
  const key = s3
    ? `s3\n${s3.endpoint}\n${s3.bucket}\n${expirySeconds}`
    : `${dir}\n${expirySeconds}`;
  const open = opened.get(key);
  if (open) return open;
  let store: UploadStore;
  if (s3) {
    store = new BucketUploadStore(s3, expirySeconds * 1000);
  } else {
    fs.mkdirSync(dir, { recursive: true });
    store = new FileStoreInCreatedFolder({
      directory: dir,
      expirationPeriodInMilliseconds: expirySeconds * 1000,
    });
  }
  opened.set(key, store);
  return store;
}
