// The media store moved to the media module (DESIGN §15: local disk or an S3-compatible bucket).
export {
  DiskMediaStore as LocalMediaStore,
  type MediaArea,
  type MediaStore,
} from '../modules/media/storage';
