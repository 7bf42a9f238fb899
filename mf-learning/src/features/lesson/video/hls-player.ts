// hls.js and the way lessons configure it: a chunk of its own (~96 KB gzip), loaded only where a
// lesson's stream plays (use-hls-source.ts), so nothing of it weighs on the lesson page's first load.
import Hls, { FetchLoader, fetchSupported } from 'hls.js/light';
import type {
  FragmentLoaderConstructor,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
} from 'hls.js';

export { Hls };

/**
 * The bytes hls.js gathers before it hands a segment's data on while it streams in. Its own 128 KB
 * is most of a 360p segment's first second on a 1.6 Mbps line (0.65 s of waiting); 16 KB lets the
 * first keyframe reach the screen as soon as it has arrived. On a fast line reads come bigger than
 * this and pass straight through.
 */
const PROGRESSIVE_CHUNK_BYTES = 16 * 1024;

/** hls.js's fetch loader for segments, handing their bytes on in PROGRESSIVE_CHUNK_BYTES pieces. */
class SmallChunkFetchLoader extends FetchLoader {
  override load(
    context: LoaderContext,
    config: LoaderConfiguration,
    callbacks: LoaderCallbacks<LoaderContext>,
  ): void {
    const { highWaterMark } = config;
    super.load(
      context,
      // Infinity (an init segment) stays whole.
      highWaterMark !== undefined && Number.isFinite(highWaterMark)
        ? { ...config, highWaterMark: Math.min(highWaterMark, PROGRESSIVE_CHUNK_BYTES) }
        : config,
      callbacks,
    );
  }
}

/**
 * hls.js's MAX_START_GAP_JUMP: a first segment whose video starts later than this after the
 * playlist's start is taken for a gap at the stream's start.
 */
const START_GAP_SECONDS = 2;

/**
 * Fed progressively, each piece of the first segment is checked for that start gap on its own, and
 * a piece starting past 2 s flags the whole segment `gap`. A flagged segment is never counted as
 * appended; when it is also the last one (a lecture of one segment: every demo lesson), hls.js
 * never ends the stream and the video stalls just before its end with no `ended`
 * (docs/design/media.md#player). Once the segment is parsed whole, the start of its video tells a
 * real start gap from that misreading, before the segment is counted (FRAG_BUFFERED comes after
 * its appends, later).
 */
function keepFirstSegmentCounted(player: Hls): void {
  player.on(Hls.Events.FRAG_PARSED, (_event, { frag, part }) => {
    const video = frag.elementaryStreams.video;
    const details = player.levels[frag.level]?.details;
    if (
      part === null &&
      frag.gap === true &&
      details !== undefined &&
      frag.sn === details.startSN &&
      video !== null &&
      !video.partial &&
      video.startPTS - frag.start <= START_GAP_SECONDS
    ) {
      frag.gap = false;
    }
  });
}

/** A player for one lesson's stream. */
export function createHlsPlayer(): Hls {
  const player = new Hls({
    // No rendition larger than the player shows: no data wasted on a small screen.
    capLevelToPlayerSize: true,
    // Segments are fed to the player as their bytes arrive (fetch streams), not once whole: on a
    // slow line the first frame shows after the first keyframe, not the first 4 s.
    progressive: true,
    // Where fetch cannot stream, hls.js loads segments whole with XHR. (hls.js types its loaders
    // by context; FetchLoader, which it uses for segments, is declared with the general one.)
    ...(fetchSupported()
      ? { fLoader: SmallChunkFetchLoader as unknown as FragmentLoaderConstructor }
      : {}),
  });
  keepFirstSegmentCounted(player);
  return player;
}
