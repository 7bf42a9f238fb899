import { Route, RoutesWithNotFound } from '@academy/shared';

import { QuestionReportsList } from './QuestionReportsList';

/** /Admin/question-reports: one screen, the reports with their Resolve buttons. */
export default function QuestionReportsSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<QuestionReportsList />} />
    </RoutesWithNotFound>
  );
}
