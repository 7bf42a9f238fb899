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
