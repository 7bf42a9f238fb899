import type { DomainReadiness, Readiness } from '@academy/contract';
import { useDomainName } from '@academy/shared';

import { useReadinessMessages } from './messages';

/**
 * The estimate per domain and overall: the rating, its 90 % range (as ratings and as the share
 * right), and how many answers it rests on; "Not enough answers yet" below the minimum.
 */
export function ReadinessTable({ readiness }: { readiness: Readiness }) {
  const messages = useReadinessMessages();
  const domainName = useDomainName();
  const row = (domain: DomainReadiness, name: string, minimum: number) => {
    const estimate = domain.estimate;
    return (
      <tr key={domain.domain} className={estimate ? '' : 'readiness__row--unknown'}>
        <th scope="row">
          <bdi>{name}</bdi>
        </th>
        {estimate ? (
          <>
            <td>{messages.ratings[estimate.rating] ?? estimate.rating}</td>
            <td>
              {messages.range(
                messages.ratings[estimate.rating_low] ?? estimate.rating_low,
                messages.ratings[estimate.rating_high] ?? estimate.rating_high,
              )}
              <br />
              <small>
                {messages.percentRange(
                  Math.round(estimate.percent_low),
                  Math.round(estimate.percent_high),
                )}
              </small>
            </td>
          </>
        ) : (
          <td colSpan={2}>
            {messages.notEnough}
            <br />
            <small>{messages.notEnoughHint(minimum)}</small>
          </td>
        )}
        <td>{domain.answers}</td>
      </tr>
    );
  };
  return (
    <div className="readiness">
      <table className="readiness__table">
        <thead>
          <tr>
            <th scope="col">{messages.columns.domain}</th>
            <th scope="col">{messages.columns.rating}</th>
            <th scope="col">{messages.columns.range}</th>
            <th scope="col">{messages.columns.answers}</th>
          </tr>
        </thead>
        <tbody>
          {readiness.domains.map((domain) =>
            row(domain, domainName(domain.domain), readiness.min_domain_answers),
          )}
          {row(readiness.overall, messages.overall, readiness.min_overall_answers)}
        </tbody>
      </table>
      <p className="readiness__pass" role="status">
        {readiness.pass_probability === null
          ? messages.passUnknown
          : messages.passChance(Math.round(readiness.pass_probability * 100))}
      </p>
      <p className="readiness__basis">{messages.basis(readiness.calibration_answers)}</p>
    </div>
  );
}
