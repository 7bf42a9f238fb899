import { FileStore } from '@tus/file-store';
import type { Config } from '../../../config';

/**
 * The tus FileStore on DATA_DIR/uploads: each upload is a file named by its id plus `<id>.json`
 * (length, metadata, creation date). Both the tus routes and claimUpload open it from the config
 * alone: it keeps no state in memory, so every opening sees the same uploads.
 */
export function openUploadStore(config: Pick<Config, 'uploads'>): FileStore {
  return new FileStore({
    directory: config.uploads.dir,
    expirationPeriodInMilliseconds: config.uploads.expirySeconds * 1000,
  });
}
