import { useDocumentTitle } from '@academy/shared';
import { useState } from 'react';

import { messages } from '../../messages';
import { readStoredResults } from './results';
import { ResultsTable } from './ResultsTable';

/** /SeeTheAnswerTable: the breakdown the exam player left in sessionStorage. */
export function ResultsPage() {
  useDocumentTitle(messages.resultsTitle);
  const [rows] = useState(readStoredResults);
  return (
    <section className="ac-page results-page" aria-labelledby="results-title">
      <h1 id="results-title">{messages.resultsTitle}</h1>
      <ResultsTable rows={rows} />
    </section>
  );
}
