/**
 * The HLS renditions a lecture is streamed in: a rung per height, its video bitrate (and the
 * ceiling the encoder keeps to), and its sound. The player picks one by the line's speed.
 */
export interface Rung {
  /** The folder and the quality menu's label: `720p`. */
  name: string;
  height: number;
  /** Bits per second. */
  videoBitrate: number;
  audioBitrate: number;
}

/** A rung fitted to a source: its output width keeps the picture's shape. */
export interface Rendition extends Rung {
  width: number;
}

/** 360p for slow mobile lines, 720p, 1080p (docs/design/media.md#transcoding). */
export const DEFAULT_LADDER: readonly Rung[] = [
  { name: '360p', height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { name: '720p', height: 720, videoBitrate: 2_500_000, audioBitrate: 128_000 },
  { name: '1080p', height: 1080, videoBitrate: 5_000_000, audioBitrate: 128_000 },
];

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The rungs a source of this size gets: never taller than the source (an upscaled picture costs
 * bandwidth and shows nothing more). A source shorter than the lowest rung gets one rendition at
 * its own height, its bitrate cut in proportion to its pixels.
 */
export function renditionsFor(
  source: { width: number; height: number },
  ladder: readonly Rung[] = DEFAULT_LADDER,
): Rendition[] {
  const widthAt = (height: number) => even((source.width * height) / source.height);
  const fitting = ladder.filter((rung) => rung.height <= source.height);
  if (fitting.length > 0) return fitting.map((rung) => ({ ...rung, width: widthAt(rung.height) }));
  const lowest = [...ladder].sort((a, b) => a.height - b.height)[0] as Rung;
  const height = even(source.height);
  const share = (widthAt(height) * height) / (widthAt(lowest.height) * lowest.height);
  return [
    {
      name: `${height}p`,
      height,
      width: widthAt(height),
      videoBitrate: Math.max(100_000, Math.round((lowest.videoBitrate * share) / 1000) * 1000),
      audioBitrate: lowest.audioBitrate,
    },
  ];
}
