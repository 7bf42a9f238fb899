import { isAnswerCorrect, type GradableQuestion } from './answers';
import { domainRating, percentOf, scoreBand, type DomainRating, type ScoreBand } from './bands';

/** PMI's three domains (2021 and 2026 ECO), in the score report's order. */
export const DOMAINS = ['People', 'Process', 'Business Environment'] as const;
export type Domain = (typeof DOMAINS)[number];

export interface DomainResult {
  domain: string;
  correct: number;
  total: number;
  band: DomainRating;
}

/** DESIGN §12's result: `score` is the unrounded percentage. */
export interface AttemptResult {
  score: number;
  correct: number;
  total: number;
  band: ScoreBand;
  domains: DomainResult[];
}

export interface GradedQuestion {
  question_id: number;
  is_correct: boolean;
}

/**
 * Grades every question of an attempt: an unanswered question is wrong. Domains appear in
 * `DOMAINS` order, then any other, and only when a question carries them (untagged questions
 * count in the total score only).
 */
export function gradeAttempt(
  questions: readonly GradableQuestion[],
  answerOf: (question: GradableQuestion) => unknown,
): { result: AttemptResult; graded: GradedQuestion[] } {
  const graded = questions.map((question) => ({
    question_id: question.id,
    is_correct: isAnswerCorrect(question, answerOf(question)),
  }));
  const byDomain = new Map<string, { correct: number; total: number }>();
  questions.forEach((question, index) => {
    if (!question.domain) return;
    const tally = byDomain.get(question.domain) ?? { correct: 0, total: 0 };
    tally.total += 1;
    if (graded[index]?.is_correct) tally.correct += 1;
    byDomain.set(question.domain, tally);
  });
  const order = (domain: string) => {
    const index = (DOMAINS as readonly string[]).indexOf(domain);
    return index === -1 ? DOMAINS.length : index;
  };
  const domains = [...byDomain.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([domain, { correct, total }]) => ({
      domain,
      correct,
      total,
      band: domainRating(percentOf(correct, total)),
    }));
  const correct = graded.filter((question) => question.is_correct).length;
  const score = percentOf(correct, questions.length);
  return {
    result: { score, correct, total: questions.length, band: scoreBand(score), domains },
    graded,
  };
}
