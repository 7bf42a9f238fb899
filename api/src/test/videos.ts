import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

/**
 * A short test video made by Debian's ffmpeg from its test pattern (and a tone): H.264 + AAC in
 * MP4, small and quick to make. Returns `file`.
 */
export function makeTestVideo(
  file: string,
  { width = 320, height = 180, seconds = 3, fps = 10, audio = true } = {},
): string {
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${width}x${height}:rate=${fps}`,
      ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
      file,
    ],
    { stdio: 'ignore' },
  );
  return file;
}

/**
 * A file that passes the upload check (its first bytes say MP4) but is no video: the "ftyp" box
 * of an MP4 followed by noise. Its bytes differ at every call: the test files share one
 * content-addressed media folder, and a test that replaces its stored file (to make it readable)
 * must not change what another file's upload of "the same" bytes finds there.
 */
export function makeUndecodableVideo(file: string): string {
  const ftyp = Buffer.from(
    '000000206674797069736f6d0000020069736f6d69736f32617663316d703431',
    'hex',
  );
  const noise = Buffer.alloc(4096);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  fs.writeFileSync(file, Buffer.concat([ftyp, noise, randomBytes(16)]));
  return file;
}
