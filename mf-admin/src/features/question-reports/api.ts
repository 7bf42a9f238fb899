// Learners' reports on questions: /api/admin/question-reports/ — read, filtered open or resolved,
// and resolved (PATCH {status}); learners write them from the exam players.
import { useQuery } from '@academy/shared';

import {
  adminQuestionReportShape,
  type AdminQuestionReport,
  type UpdateQuestionReportBody,
} from '../../lib/admin-types';
import { firstListParams } from '../../lib/list-params';
import { resourceApi } from '../../lib/resource-api';

export const questionReportsApi = resourceApi<AdminQuestionReport, UpdateQuestionReportBody>(
  'question-reports',
  adminQuestionReportShape,
);

/** What the list shows: the address's `show` ('' = the open ones, the default), and `question`. */
export const REPORT_FILTERS = ['show', 'question'] as const;
export const SHOW_CHOICES = ['open', 'resolved', 'all'] as const;

export function statusFilter(show: string): string {
  if (show === 'all') return '';
  return show === 'resolved' ? 'resolved' : 'open';
}

/** How many reports wait for a look (one record asked: the count comes with any page). */
export function useOpenReportCount() {
  const params = { ...firstListParams(), pageSize: 1, filters: { status: 'open' } };
  return useQuery({
    queryKey: questionReportsApi.keys.list(params),
    queryFn: ({ signal }) => questionReportsApi.list(params, signal),
    select: (page) => page.count,
  });
}
