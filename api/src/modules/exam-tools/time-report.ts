import { type AttemptTime, type DomainTime, type QuestionTime } from '@academy/contract';
import {
  EXAM_PACE_SECONDS_PER_QUESTION,
  LONGEST_QUESTIONS,
  MAX_VIEW_SECONDS,
} from '@academy/contract/rules';

/** A question of the attempt as the report reads it. */
export interface TimedQuestion {
  question_id: number;
  /** 0-based position in the attempt. */
  position: number;
  domain: string | null;
  is_correct: boolean | null;
}

/** An open stretch on screen `since`, as long as it counts at `until` (capped: a walk away). */
export function stretchSeconds(since: Date, until: Date): number {
  const seconds = (until.getTime() - since.getTime()) / 1000;
  return Math.min(Math.max(seconds, 0), MAX_VIEW_SECONDS);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Time intelligence (docs/design/exam-attempts.md#time-intelligence): each question's seconds,
 * each domain's total and average, the average against the real exam's pace (240 min / 185 q),
 * and the longest questions, longest first (the earlier one first on a tie).
 */
export function timeReport(
  questions: readonly TimedQuestion[],
  secondsOf: ReadonlyMap<number, number>,
): AttemptTime {
  const timed: QuestionTime[] = [...questions]
    .sort((a, b) => a.position - b.position)
    .map((question) => ({
      question_id: question.question_id,
      number: question.position + 1,
      domain: question.domain,
      seconds: round1(secondsOf.get(question.question_id) ?? 0),
      is_correct: question.is_correct === true,
    }));
  const total = timed.reduce((sum, question) => sum + question.seconds, 0);
  const average = timed.length === 0 ? 0 : total / timed.length;
  const byDomain = new Map<string, { questions: number; seconds: number }>();
  for (const question of timed) {
    if (question.domain === null) continue;
    const domain = byDomain.get(question.domain) ?? { questions: 0, seconds: 0 };
    domain.questions += 1;
    domain.seconds += question.seconds;
    byDomain.set(question.domain, domain);
  }
  const domains: DomainTime[] = [...byDomain]
    .map(([domain, { questions: count, seconds }]) => ({
      domain,
      questions: count,
      seconds: round1(seconds),
      average_seconds: round1(seconds / count),
    }))
    .sort((a, b) => a.domain.localeCompare(b.domain));
  const longest = timed
    .filter((question) => question.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds || a.number - b.number)
    .slice(0, LONGEST_QUESTIONS);
  return {
    total_seconds: round1(total),
    average_seconds: round1(average),
    exam_pace_seconds: round1(EXAM_PACE_SECONDS_PER_QUESTION),
    pace_ratio: Math.round((average / EXAM_PACE_SECONDS_PER_QUESTION) * 100) / 100,
    questions: timed,
    domains,
    longest,
  };
}
