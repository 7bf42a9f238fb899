// Question quality: /api/admin/question-stats/ (read-only) — per question, how learners answered
// it in submitted attempts, and the flag of a probably wrong key (issue 19).
import { useQuery, type Shape } from '@academy/shared';

import type { AdminQuestionStats } from '@academy/contract';
import { fromLocalInput } from '../../lib/local-date-time';
import { resourceApi } from '../../lib/resource-api';
import { questionQualityMessages } from './messages';
import { bankOrder } from '../question-banks/banks-api';

export const adminQuestionStatsShape: Shape<AdminQuestionStats> = {
  id: 'number',
  text: 'string',
  question_type: 'string',
  position: 'number',
  bank: 'object',
  answered: 'number',
  correct: 'number',
  percent_correct: 'number?',
  most_chosen_wrong: 'object?',
  discrimination: 'object?',
  negative_discrimination: 'boolean',
  open_reports: 'number',
};

/** Answers a question needs before it can be flagged. */
export { MIN_ANSWERS_TO_FLAG } from '@academy/contract/rules';

export const questionStatsApi = resourceApi<AdminQuestionStats, never>(
  'question-stats',
  adminQuestionStatsShape,
);

/** The screen's filters, by their names in the address. */
export const QUALITY_FILTERS = ['category', 'bank', 'show', 'since'] as const;
export type QualityFilters = Readonly<Record<(typeof QUALITY_FILTERS)[number], string>>;

/** `bank` in the address: `topics:12` or `exams:3`. */
const BANK_VALUE = /^(topics|exams):(\d+)$/;

/** The API's query for the address's filters (`since` is a day of the viewer's calendar). */
export function statsQuery(values: QualityFilters, category: string): Record<string, string> {
  const bank = BANK_VALUE.exec(values.bank);
  return {
    category,
    topic: bank?.[1] === 'topics' ? (bank[2] ?? '') : '',
    exam: bank?.[1] === 'exams' ? (bank[2] ?? '') : '',
    flagged: values.show === 'flagged' ? 'true' : '',
    since: values.since ? (fromLocalInput(`${values.since}T00:00`) ?? '') : '',
  };
}

/** A category's topics then exams, as the Bank filter's options. */
export function useBankOptions(category: string) {
  const text = questionQualityMessages;
  return useQuery({
    queryKey: ['admin', 'question-stats', 'banks', category],
    enabled: category !== '',
    queryFn: async ({ signal }) => {
      const [topics, exams] = await Promise.all([
        bankOrder('topics', category, signal),
        bankOrder('exams', category, signal),
      ]);
      return [
        ...topics.map((bank) => ({
          value: `topics:${bank.id}`,
          label: text.topicOption(bank.name),
        })),
        ...exams.map((bank) => ({ value: `exams:${bank.id}`, label: text.examOption(bank.name) })),
      ];
    },
    meta: { onError: (error) => console.error('[admin] could not load the banks', error) },
  });
}
