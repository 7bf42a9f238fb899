import { useId } from 'react';

import { useLearningMessages } from '../../../messages';
import type { VideoQuality } from './use-hls-source';

/**
 * The learner's choice of video quality: automatic (the player follows the line's speed) or one
 * rendition. Shown only when the stream has more than one.
 */
export function QualityMenu({ quality }: { quality: VideoQuality }) {
  const messages = useLearningMessages();
  const id = useId();
  const { levels, selected, playing, choose } = quality;
  if (levels.length < 2) return null;
  const playingHeight = levels.find((level) => level.index === playing)?.height;
  return (
    <p className="lesson-video__quality">
      <label htmlFor={id}>{messages.videoQuality}</label>
      <select id={id} value={selected} onChange={(event) => choose(Number(event.target.value))}>
        <option value={-1}>
          {playingHeight ? messages.videoQualityAutoAt(playingHeight) : messages.videoQualityAuto}
        </option>
        {[...levels].reverse().map((level) => (
          <option key={level.index} value={level.index}>
            {messages.videoQualityHeight(level.height)}
          </option>
        ))}
      </select>
    </p>
  );
}
