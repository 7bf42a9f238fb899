import { useDocumentTitle } from '@academy/shared';
import { useMemo, useState } from 'react';

import { DomainChart } from './DomainChart';
import { useResultsMessages } from './messages';
import { WeakTasks } from './WeakTasks';
import { readStoredResults, reportOf } from './results';
import { ResultsTable } from './ResultsTable';

/**
 * /SeeTheAnswerTable: the breakdown the exam player left in sessionStorage, with the per-domain
 * report and the weakest tasks when the bank's questions are tagged (as in exam mode's result).
 */
export function ResultsPage() {
  const messages = useResultsMessages();
  useDocumentTitle(messages.resultsTitle);
  const [rows] = useState(readStoredResults);
  const report = useMemo(() => reportOf(rows), [rows]);
  return (
    <section className="ac-page results-page" aria-labelledby="results-title">
      <h1 id="results-title">{messages.resultsTitle}</h1>
      {report.domains.length > 0 && (
        <>
          <section aria-labelledby="results-domains-title">
            <h2 id="results-domains-title">{messages.domainsTitle}</h2>
            <DomainChart domains={report.domains} />
          </section>
          <section aria-labelledby="results-tasks-title">
            <h2 id="results-tasks-title">{messages.tasksTitle}</h2>
            <WeakTasks tasks={report.tasks} />
          </section>
        </>
      )}
      <ResultsTable rows={rows} />
    </section>
  );
}
