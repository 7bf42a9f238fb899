import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import { fileTypeFromFile } from 'file-type';
import type { Config } from '../../../config';
import {
  DiskMediaStore,
  MediaStoreError,
  type MediaArea,
  type MediaStore,
} from '../../media/storage';
import { badRequest } from '../../../lib/errors';
import { readVideoDuration, rememberVideoDuration } from '../../../lib/video-duration';
import { isUploadKind, KIND_RULES, UPLOAD_ID, type UploadKind } from './kinds';
import { openUploadStore, type UploadStore } from './store';

export type { UploadKind };

/** What claimUpload needs: the app itself will do (`claimUpload(app, ...)`). */
export interface ClaimContext {
  /** `transcode.ffprobe`: what reads a claimed video's length (the app's FFPROBE_PATH). */
  config: Pick<Config, 'uploads' | 'mediaDir'> & Partial<Pick<Config, 'transcode' | 'mediaS3'>>;
  /** Where claimed files go: the app's store (MEDIA_DIR or its bucket), else MEDIA_DIR. */
  mediaStore?: MediaStore;
  services?: { mediaStore: MediaStore };
}

/** The field of the caller's body that named the upload, and the kinds it takes. */
export interface ClaimTarget {
  field: string;
  kinds: readonly UploadKind[];
  /** Overrides the kind's area: a course trailer or a blog PDF is public, unlike lesson media. */
  area?: MediaArea;
}

async function contentHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex').slice(0, 20);
}

/**
 * Takes a finished back-office upload (its id, as a PATCH body names it: `{"video_file": "<id>"}`)
 * into the media store and returns the stored media name (`<20 hex>.<ext>`) to save in the row.
 *
 *   const name = await claimUpload(app, body.video_file, { field: 'video_file', kinds: ['video'] });
 *
 * The file must be finished, declared at creation as one of `kinds`, and be that kind by its
 * content (magic numbers, whatever its name says). Videos and PDFs go to the private area, images
 * to the public one. Refusals are 400 `{[field]: [message]}`; a refused file is deleted, an
 * unfinished one is kept (it may still be resumed). A claimed upload is gone from the uploads.
 */
export async function claimUpload(
  context: ClaimContext,
  uploadId: string,
  target: ClaimTarget,
): Promise<string> {
  const refuse = (message: string) => badRequest({ [target.field]: [message] });
  const store = openUploadStore(context.config);
  const upload = UPLOAD_ID.test(uploadId) ? await findUpload(store, uploadId) : null;
  if (!upload) throw refuse('There is no upload with this id.');
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw refuse(`The upload is not finished (${upload.offset} of ${upload.size ?? '?'} bytes).`);
  }
  const local = await localCopy(store, upload, context.config.uploads.dir);
  let name: string;
  try {
    const kind = acceptedKind(upload, target);
    const sniffed = kind ? await fileTypeFromFile(local.path) : undefined;
    if (!kind || !sniffed || !KIND_RULES[kind].extensions.includes(sniffed.ext)) {
      // Nothing of a refused file is kept.
      await store.remove(uploadId).catch(() => undefined);
      throw refuse(
        kind
          ? `The file is not ${KIND_RULES[kind].described}.`
          : `The upload was not declared as ${target.kinds.map((k) => KIND_RULES[k].described).join(' or ')}.`,
      );
    }
    name = `${await contentHash(local.path)}.${sniffed.ext}`;
    if (kind === 'video') {
      // Read while the file is on this machine: a lesson given this video is measured by it
      // (admin lessons), and a bucket's copy need not be fetched back for that.
      const ffprobe = context.config.transcode?.ffprobe ?? 'ffprobe';
      rememberVideoDuration(name, await readVideoDuration(local.path, ffprobe));
    }
    const mediaStore =
      context.mediaStore ??
      context.services?.mediaStore ??
      new DiskMediaStore(context.config.mediaDir);
    await mediaStore.put(target.area ?? KIND_RULES[kind].area, name, local.path);
  } finally {
    await local.release();
  }
  // Stored: an upload that cannot be removed now (a concurrent claim took it) is no reason to fail.
  await store.remove(uploadId).catch(() => undefined);
  return name;
}

/** The kind the upload declared at creation (which set its size limit), if the target takes it. */
function acceptedKind(upload: Upload, target: ClaimTarget): UploadKind | null {
  const declared = upload.metadata?.kind;
  return isUploadKind(declared) && target.kinds.includes(declared) ? declared : null;
}

/**
 * The finished upload as a file on this machine, to sniff, hash and measure: the store's own file
 * on disk, or a temporary copy of the bucket's object (released after).
 */
async function localCopy(
  store: UploadStore,
  upload: Upload,
  dir: string,
): Promise<{ path: string; release: () => Promise<void> }> {
  if (store instanceof FileStore) {
    const file = upload.storage?.path ?? path.join(dir, upload.id);
    return { path: file, release: async () => undefined };
  }
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `claim-${upload.id}-${randomBytes(4).toString('hex')}`);
  try {
    await pipeline(await store.read(upload.id), fs.createWriteStream(file));
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw new MediaStoreError(`Could not read the upload ${upload.id} from the bucket`, {
      cause: error,
    });
  }
  return { path: file, release: () => fs.promises.rm(file, { force: true }) };
}

async function findUpload(store: UploadStore, id: string): Promise<Upload | null> {
  try {
    return await store.getUpload(id);
  } catch {
    return null;
  }
}
