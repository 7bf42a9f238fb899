import fs from 'node:fs';
import path from 'node:path';
import { progressReader, run, type FfmpegTools, type VideoProbe } from './ffmpeg';
import type { Rendition } from './ladder';

/**
 * Segment length: keyframes every 2 s, segments cut every 4 s (4–6 s,
 * docs/design/media.md#transcoding).
 */
export const SEGMENT_SECONDS = 4;
const KEYFRAME_SECONDS = 2;
export const MASTER_PLAYLIST = 'master.m3u8';
export const POSTER = 'poster.jpg';

export interface HlsOptions {
  tools: FfmpegTools;
  input: string;
  probe: VideoProbe;
  renditions: Rendition[];
  /** Receives master.m3u8, <rendition>/index.m3u8, <rendition>/seg_NNNNN.ts and poster.jpg. */
  outDir: string;
  signal?: AbortSignal;
  /** The share of the video encoded so far, 0–1. */
  onProgress?: (share: number) => void;
}

const kbits = (bits: number) => `${Math.round(bits / 1000)}k`;

/** ffmpeg's arguments for every rendition in one pass: the source is decoded once. */
export function hlsArguments({
  input,
  probe,
  renditions,
  outDir,
}: Pick<HlsOptions, 'input' | 'probe' | 'renditions' | 'outDir'>): string[] {
  const count = renditions.length;
  const split =
    count > 1
      ? `[0:v]split=${count}${renditions.map((_, i) => `[s${i}]`).join('')};`
      : '[0:v]null[s0];';
  const scales = renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`).join(';');
  const perRendition = renditions.flatMap((r, i) => [
    `-b:v:${i}`,
    kbits(r.videoBitrate),
    // A ceiling near the average and a buffer of 1.5 s: steady segment sizes on a slow line.
    `-maxrate:v:${i}`,
    kbits(r.videoBitrate * 1.07),
    `-bufsize:v:${i}`,
    kbits(r.videoBitrate * 1.5),
    ...(probe.hasAudio ? [`-b:a:${i}`, kbits(r.audioBitrate)] : []),
  ]);
  const streamMap = renditions
    .map((r, i) => `v:${i}${probe.hasAudio ? `,a:${i}` : ''},name:${r.name}`)
    .join(' ');
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-i',
    input,
    '-filter_complex',
    split + scales,
    ...renditions.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...(probe.hasAudio ? renditions.flatMap(() => ['-map', '0:a:0']) : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    // Keyframes on a fixed grid, in every rendition alike: segments line up, so the player can
    // switch rendition at any segment.
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(probe.hasAudio ? ['-c:a', 'aac', '-ac', '2', '-ar', '48000'] : []),
    ...perRendition,
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    path.join(outDir, '%v', 'seg_%05d.ts'),
    '-master_pl_name',
    MASTER_PLAYLIST,
    '-var_stream_map',
    streamMap,
    '-progress',
    'pipe:1',
    '-nostats',
    path.join(outDir, '%v', 'index.m3u8'),
  ];
}

/** One frame a little way in (a lecture often opens on black), at most 720 lines tall. */
export function posterArguments(input: string, probe: VideoProbe, target: string): string[] {
  const at = Math.min(probe.duration * 0.25, 10);
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-ss',
    at.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${Math.min(720, probe.height - (probe.height % 2))}`,
    '-q:v',
    '4',
    target,
  ];
}

/** Transcodes `input` into HLS renditions and a poster frame in `outDir`. */
export async function transcodeToHls(options: HlsOptions): Promise<void> {
  const { tools, input, probe, outDir, signal, onProgress } = options;
  for (const rendition of options.renditions) {
    fs.mkdirSync(path.join(outDir, rendition.name), { recursive: true });
  }
  await run(tools.ffmpeg, hlsArguments(options), {
    signal,
    input,
    onStdout: progressReader((seconds) =>
      onProgress?.(Math.min(1, Math.max(0, seconds / probe.duration))),
    ),
  });
  await run(tools.ffmpeg, posterArguments(input, probe, path.join(outDir, POSTER)), {
    signal,
    input,
  });
}
