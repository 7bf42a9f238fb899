import type { AttemptResult } from '@academy/contract';
import { percentOf } from '@academy/contract/grading';
import { useDomainName } from '@academy/shared';
import { useId } from 'react';

import { formatPercent } from './bands';
import { useResultsMessages } from './messages';
import './domain-chart.css';

/**
 * The result's weakest tasks (at most five, weakest first), drawn as DomainChart draws domains:
 * each task's name, domain and share in text, a bar beside it for the eye only.
 */
export function WeakTasks({ tasks }: { tasks: AttemptResult['tasks'] }) {
  const messages = useResultsMessages();
  const domainName = useDomainName();
  const captionId = useId();
  if (tasks.length === 0) return <p>{messages.noTasks}</p>;
  return (
    <figure className="domain-chart weak-tasks" aria-labelledby={captionId}>
      <figcaption id={captionId} className="domain-chart__caption">
        {messages.tasksCaption}
      </figcaption>
      <ol className="domain-chart__rows">
        {tasks.map((task) => {
          const percent = percentOf(task.correct, task.total);
          return (
            <li key={`${task.domain ?? ''}/${task.task}`} className="domain-chart__row">
              <span className="domain-chart__name">
                <bdi>{task.task}</bdi>
                <span className="ac-visually-hidden">{messages.colon}</span>
              </span>
              {task.domain && (
                <span className="weak-tasks__domain">
                  {messages.taskDomain(domainName(task.domain))}
                  <span className="ac-visually-hidden">{messages.comma}</span>
                </span>
              )}
              <span className="domain-chart__share">
                {messages.domainRow(task.correct, task.total, formatPercent(percent))}
              </span>
              <span className="domain-chart__track" aria-hidden="true">
                <span className="domain-chart__bar" style={{ inlineSize: `${percent}%` }} />
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
