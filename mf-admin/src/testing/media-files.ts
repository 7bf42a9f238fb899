// Real media files for upload tests: the demo content's own (api/content/demo/media).
import fs from 'node:fs';
import path from 'node:path';

const MEDIA = path.join(__dirname, '..', '..', '..', 'api', 'content', 'demo', 'media');

function demoFile(relative: string, type: string, name = path.basename(relative)): File {
  return new File([fs.readFileSync(path.join(MEDIA, relative))], name, {
    type,
    lastModified: Date.now(),
  });
}

export const demoVideo = (name?: string) => demoFile('videos/lesson-c.mp4', 'video/mp4', name);
export const demoPdf = (name?: string) => demoFile('pdfs/ba-lec-1.pdf', 'application/pdf', name);
/** A PDF named and typed as a video: the API refuses it by its content. */
export const pdfPosingAsVideo = () =>
  demoFile('pdfs/ba-lec-1.pdf', 'video/mp4', 'not-really-a-video.mp4');

/**
 * An MP4 by its first bytes (the upload check lets it through) that is no video: the `ftyp` box
 * of an MP4 followed by noise. ffmpeg cannot decode it.
 */
export const undecodableVideo = () => {
  const ftyp = Buffer.from(
    '000000206674797069736f6d0000020069736f6d69736f32617663316d703431',
    'hex',
  );
  const noise = Buffer.alloc(4096, 0).map((_, i) => (i * 7919) % 251);
  return new File([Buffer.concat([ftyp, noise])], 'broken-lecture.mp4', {
    type: 'video/mp4',
    lastModified: Date.now(),
  });
};
/** A 1×1 PNG, as a question's image (a hotspot's regions sit on it). */
export const tinyPng = (name = 'network.png') =>
  new File(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    name,
    { type: 'image/png', lastModified: Date.now() },
  );
