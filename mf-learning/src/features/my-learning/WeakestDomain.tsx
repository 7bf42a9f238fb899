import type { MyLearning } from '@academy/contract';
import { paths, Link, useDomainName } from '@academy/shared';

import { useMyLearningMessages } from './messages';

/**
 * The exam hub of a category, asked to bring the learner to its weak-domain drill (mf-exam reads
 * `drill`). The hub's drill practises the category's weakest domain, the one this page names: the
 * API ranks both the same way. Opening it starts nothing: the learner presses start there.
 */
export const drillPath = (category: string) => `${paths.exam(category)}?drill=1`;

/** The learner's lowest-rated domain, in the category to drill it in, with the drill's link. */
export function WeakestDomain({ weakest }: { weakest: NonNullable<MyLearning['weakest_domain']> }) {
  const messages = useMyLearningMessages();
  const domainName = useDomainName();
  return (
    <section className="my-learning__section" aria-labelledby="my-weakest-title">
      <h2 id="my-weakest-title">{messages.weakestDomainTitle}</h2>
      <div className="my-weakest ac-card">
        <p className="my-weakest__category">{messages.weakestDomainCategory(weakest.category)}</p>
        <p className="my-weakest__domain">{domainName(weakest.domain)}</p>
        <p>{messages.weakestDomainText(weakest.correct, weakest.total)}</p>
        <Link className="ac-button" to={drillPath(weakest.category)}>
          {messages.practiseDomain}
        </Link>
      </div>
    </section>
  );
}
