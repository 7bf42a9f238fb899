import type { Config } from '../../../config';
import { DiskMediaStore } from './disk';
import { S3MediaStore } from './s3';
import type { MediaStore } from './store';

export { DiskMediaStore } from './disk';
export { S3MediaStore } from './s3';
export * from './store';

/** The store the configuration names: the S3 bucket when MEDIA_S3_BUCKET is set, else MEDIA_DIR. */
export function createMediaStore(config: Pick<Config, 'mediaDir' | 'mediaS3'>): MediaStore {
  return config.mediaS3 ? new S3MediaStore(config.mediaS3) : new DiskMediaStore(config.mediaDir);
}
