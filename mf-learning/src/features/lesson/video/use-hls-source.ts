import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import type HlsType from 'hls.js';

import type * as HlsPlayer from './hls-player';

/** How the lesson's video plays: hls.js on Media Source Extensions, the browser's own HLS, or the MP4. */
export type PlayerEngine = 'hls.js' | 'native-hls' | 'mp4';

/** A rendition the learner may pick: its index in hls.js's levels and its height. */
export interface QualityLevel {
  index: number;
  height: number;
}

export interface VideoQuality {
  /** The renditions, lowest first; empty unless hls.js plays the stream. */
  levels: QualityLevel[];
  /** The learner's pick: a level's index, or -1 for automatic. */
  selected: number;
  /** The rendition playing now (automatic mode moves it with the line's speed), or null. */
  playing: number | null;
  choose(index: number): void;
}

export interface HlsSource {
  /** The `src` to put on the <video>: undefined while hls.js feeds it through Media Source. */
  src: string | undefined;
  engine: PlayerEngine;
  quality: VideoQuality;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** hls.js needs Media Source Extensions (ManagedMediaSource on recent iPhones). */
function mediaSourceAvailable(): boolean {
  const scope = window as unknown as Record<string, unknown>;
  return typeof scope.MediaSource === 'function' || typeof scope.ManagedMediaSource === 'function';
}

function nativeHlsAvailable(): boolean {
  return document.createElement('video').canPlayType(HLS_TYPE) !== '';
}

type HlsModule = typeof HlsPlayer;

let hlsPlayer: Promise<HlsModule> | null = null;

/** hls.js's chunk (~96 KB), fetched once; a failed fetch is tried again next time. */
function loadHlsPlayer(): Promise<HlsModule> {
  hlsPlayer ??= import(/* webpackChunkName: "hls" */ './hls-player').catch((error: unknown) => {
    hlsPlayer = null;
    throw error;
  });
  return hlsPlayer;
}

/**
 * Starts fetching hls.js as the lesson page opens (for a learner, where it would play: Media
 * Source), so that on a slow line its ~0.5 s download runs beside the lesson's own call instead
 * of after it (the stream's address comes with the lesson).
 */
export function usePrefetchHlsPlayer(enabled: boolean): void {
  useEffect(() => {
    if (enabled && mediaSourceAvailable()) loadHlsPlayer().catch(() => undefined);
  }, [enabled]);
}

/** What hls.js reported for one stream. */
interface StreamState {
  stream: string;
  levels: QualityLevel[];
  selected: number;
  playing: number | null;
}

/**
 * Plays a lesson's HLS stream in `videoRef`'s element, the MP4 otherwise
 * (docs/design/media.md#player):
 *  - where Media Source Extensions exist, hls.js (loaded only now, on the lesson page), with
 *    automatic quality and the learner's manual choice;
 *  - else the browser's own HLS where it has it (an iPhone without MSE): automatic quality only;
 *  - the MP4 while the transcode has not finished (`hls` null), or when the stream fails.
 */
export function useHlsSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  { hls, mp4 }: { hls: string | null; mp4: string | null },
): HlsSource {
  const [failed, setFailed] = useState<string | null>(null);
  const [reported, setReported] = useState<StreamState | null>(null);
  /** The hls.js instance playing the stream (the quality menu steers it). */
  const playerRef = useRef<HlsType | null>(null);

  const engine: PlayerEngine =
    hls === null || failed === hls
      ? 'mp4'
      : mediaSourceAvailable()
        ? 'hls.js'
        : nativeHlsAvailable()
          ? 'native-hls'
          : 'mp4';

  useEffect(() => {
    const video = videoRef.current;
    if (engine !== 'hls.js' || hls === null || video === null) return undefined;
    let cancelled = false;
    let instance: HlsType | null = null;
    const giveUp = () => {
      instance?.destroy();
      instance = null;
      playerRef.current = null;
      setFailed(hls);
    };
    loadHlsPlayer().then(
      ({ Hls, createHlsPlayer }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return giveUp();
        instance = createHlsPlayer();
        instance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          setReported({
            stream: hls,
            selected: -1,
            playing: null,
            levels: data.levels
              .map((level, index) => ({ index, height: level.height }))
              .sort((a, b) => a.height - b.height),
          });
        });
        instance.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
          setReported((shown) => shown && { ...shown, playing: data.level });
        });
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // The stream cannot go on (its link expired, a segment is gone): the MP4 can.
          console.warn('[learning] the HLS stream failed, playing the MP4', data.details);
          giveUp();
        });
        instance.loadSource(hls);
        instance.attachMedia(video);
        playerRef.current = instance;
      },
      (error: unknown) => {
        // The chunk could not be loaded (a deploy moved it, the line dropped): the MP4 plays.
        console.warn('[learning] could not load the HLS player', error);
        if (!cancelled) setFailed(hls);
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      playerRef.current = null;
    };
  }, [videoRef, engine, hls]);

  const choose = useCallback((index: number) => {
    const player = playerRef.current;
    if (!player) return;
    // At once: the learner who asks for another quality wants to see it now, not after the
    // buffered half-minute (-1 hands the choice back to the player).
    player.currentLevel = index;
    setReported((shown) => shown && { ...shown, selected: index });
  }, []);

  const current = engine === 'hls.js' && reported?.stream === hls ? reported : null;
  return {
    src:
      engine === 'mp4'
        ? (mp4 ?? undefined)
        : engine === 'native-hls'
          ? (hls ?? undefined)
          : undefined,
    engine,
    quality: {
      levels: current?.levels ?? [],
      selected: current?.selected ?? -1,
      playing: current?.playing ?? null,
      choose,
    },
  };
}
