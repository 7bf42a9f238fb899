// The media store moved to the media module (docs/design/media.md#storage: local disk or an
// S3-compatible bucket).
export {
  DiskMediaStore as LocalMediaStore,
  type MediaArea,
  type MediaStore,
} from '../modules/media/storage';
