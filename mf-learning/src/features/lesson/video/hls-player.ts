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

/** A player for one lesson's stream. */
export function createHlsPlayer(): Hls {
  return new Hls({
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
}
