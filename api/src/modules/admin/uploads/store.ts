import fs from 'node:fs';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../../config';

const opened = new Map<string, FileStore>();

/**
 * The tus FileStore on DATA_DIR/uploads: each upload is a file named by its id plus `<id>.json`
 * (length, metadata, creation date). The tus routes and claimUpload share one per folder; it keeps
 * no state in memory, the folder is the truth. Opened once: FileStore's constructor creates the
 * folder in a callback that throws (uncaught) if that fails, so it is created here first.
 */
export function openUploadStore(config: Pick<Config, 'uploads'>): FileStore {
  const { dir, expirySeconds } = config.uploads;
  const key = `${dir}\n${expirySeconds}`;
  let store = opened.get(key);
  if (!store) {
    fs.mkdirSync(dir, { recursive: true });
    store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: expirySeconds * 1000 });
    opened.set(key, store);
  }
  return store;
}
