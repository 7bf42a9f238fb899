import fs from 'node:fs';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../../config';

const opened = new Map<string, FileStore>();

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
 * The tus FileStore on DATA_DIR/uploads: each upload is a file named by its id plus `<id>.json`
 * (length, metadata, creation date). The tus routes and claimUpload share one per folder; it keeps
 * no state in memory, the folder is the truth. Opened once per folder, which is created here.
 */
export function openUploadStore(config: Pick<Config, 'uploads'>): FileStore {
  const { dir, expirySeconds } = config.uploads;
  const key = `${dir}\n${expirySeconds}`;
  const open = opened.get(key);
  if (open) return open;
  fs.mkdirSync(dir, { recursive: true });
  const store = new FileStoreInCreatedFolder({
    directory: dir,
    expirationPeriodInMilliseconds: expirySeconds * 1000,
  });
  opened.set(key, store);
  return store;
}
