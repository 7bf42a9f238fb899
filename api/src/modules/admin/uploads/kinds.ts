import type { MediaArea } from '../../media/storage';

/** What a back-office upload may be: a lesson video, a PDF, or an image (courses, blogs, people). */
export const UPLOAD_KINDS = ['video', 'pdf', 'image'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function isUploadKind(value: unknown): value is UploadKind {
  return (UPLOAD_KINDS as readonly unknown[]).includes(value);
}

/**
 * Per kind: the extensions a file's content may show (as file-type names them; also the stored
 * file's extension, within the media routes' MEDIA_NAME), where it is stored, and how a refusal
 * names the kind. Lesson videos and PDFs are paid content (private); images are public.
 */
export const KIND_RULES: Record<
  UploadKind,
  { extensions: readonly string[]; area: MediaArea; described: string }
> = {
  video: { extensions: ['mp4', 'webm'], area: 'private', described: 'an MP4 or WebM video' },
  pdf: { extensions: ['pdf'], area: 'private', described: 'a PDF' },
  image: {
    extensions: ['png', 'jpg', 'webp', 'gif', 'avif'],
    area: 'public',
    described: 'a PNG, JPEG, WebP, GIF or AVIF image',
  },
};

/** Upload ids are 32 random hex digits (the store's file names: checked before any path is built). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
