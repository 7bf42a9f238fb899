import { formatPercent, scoreBand, scorePercent, type ScoreBand } from './bands';
import aboveTarget from './images/above-target.svg';
import belowTarget from './images/below-target.svg';
import defaultScore from './images/default-score.svg';
import needImprovement from './images/need-improvement.svg';
import target from './images/target.svg';
import { useResultsMessages } from './messages';
import type { ResultRow } from './results';

/**
 * Outstanding (exactly 85) has no image of its own: the default one is shown
 * (docs/specification.md §4).
 */
export const BAND_IMAGES: Record<ScoreBand, string> = {
  NeedImprovement: needImprovement,
  BelowTarget: belowTarget,
  Target: target,
  AboveTarget: aboveTarget,
  Outstanding: defaultScore,
};

/** The score and the image of its band; the image's text names the band. */
export function ScoreBadge({ rows }: { rows: readonly ResultRow[] }) {
  const messages = useResultsMessages();
  const percent = scorePercent(rows);
  const band = scoreBand(percent);
  const correct = rows.filter((row) => row.is_correct === 'Correct').length;
  return (
    <figure className="results-score" data-band={band}>
      <img
        src={BAND_IMAGES[band]}
        alt={messages.bandImageAlt(messages.bands[band])}
        width={96}
        height={96}
      />
      <figcaption>
        <span className="results-score__heading">{messages.scoreHeading}</span>
        <span className="results-score__band">{messages.bands[band]}</span>
        <span>{messages.score(correct, rows.length, formatPercent(percent))}</span>
      </figcaption>
    </figure>
  );
}
