import { AdminQuestionStats, QuestionStatsQuery } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import * as questionStats from './service';

/**
 * Question quality (issue 19): per question, how learners answered it in submitted attempts, and
 * a flag on those the weak get right more often than the strong. Read-only.
 */
export default crudRoutes({
  name: 'question-stats',
  schemas: { item: AdminQuestionStats, query: QuestionStatsQuery },
  service: questionStats,
});
