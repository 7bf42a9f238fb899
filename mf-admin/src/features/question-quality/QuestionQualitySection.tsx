import { Route, RoutesWithNotFound } from '@academy/shared';

import { QuestionQualityList } from './QuestionQualityList';

/** /Admin/question-quality: one screen, the questions with their statistics. */
export default function QuestionQualitySection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<QuestionQualityList />} />
    </RoutesWithNotFound>
  );
}
