import type { AttemptResult } from '@academy/contract';
import { percentOf } from '@academy/contract/grading';
import { useDomainName } from '@academy/shared';
import { useId } from 'react';

import { formatPercent } from './bands';
import { useResultsMessages } from './messages';
import './domain-chart.css';

// The class follows the API's (English) value, whatever the language on screen.
const ratingClass = (band: string) => `is-${band.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * Per-domain ratings as a bar chart of plain HTML: each domain's name, rating and share in text
 * (what a screen reader reads), with a bar drawn beside it for the eye. It wraps on a phone.
 */
export function DomainChart({ domains }: { domains: AttemptResult['domains'] }) {
  const messages = useResultsMessages();
  const domainName = useDomainName();
  const captionId = useId();
  if (domains.length === 0) return <p>{messages.noDomains}</p>;
  return (
    <figure className="domain-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="domain-chart__caption">
        {messages.domainChartCaption}
      </figcaption>
      <ul className="domain-chart__rows">
        {domains.map((domain) => {
          const percent = percentOf(domain.correct, domain.total);
          return (
            <li key={domain.domain} className={`domain-chart__row ${ratingClass(domain.band)}`}>
              {/* The hidden punctuation keeps a screen reader's line apart: "People: Target, …". */}
              <span className="domain-chart__name">
                {domainName(domain.domain)}
                <span className="ac-visually-hidden">{messages.colon}</span>
              </span>
              <span className="domain-chart__band">
                {messages.domainRatings[domain.band]}
                <span className="ac-visually-hidden">{messages.comma}</span>
              </span>
              <span className="domain-chart__share">
                {messages.domainRow(domain.correct, domain.total, formatPercent(percent))}
              </span>
              <span className="domain-chart__track" aria-hidden="true">
                <span className="domain-chart__bar" style={{ inlineSize: `${percent}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
