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

/** One of PMI's tasks (the question's `task`) in a result: how many of its questions were right. */
export interface TaskResult {
  task: string;
  /** The domain its questions carry (null when untagged). */
  domain: string | null;
  correct: number;
  total: number;
}

/** How many tasks a result lists: the weakest ones, where to study next. */
export const WEAKEST_TASKS = 5;

/** Result (docs/design/exam-attempts.md#results): `score` is the unrounded percentage. */
export interface AttemptResult {
  score: number;
  correct: number;
  total: number;
  band: ScoreBand;
  domains: DomainResult[];
  /** The `WEAKEST_TASKS` weakest tasks, weakest first (see `weakestTasks`). */
  tasks: TaskResult[];
}

/** A question as graded: what its answer rule reads, and the PMI task it tests, if tagged. */
export type GradedInput = GradableQuestion & { task?: string | null };

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
  questions: readonly GradedInput[],
  answerOf: (question: GradedInput) => unknown,
): { result: AttemptResult; graded: GradedQuestion[] } {
  const graded = questions.map((question) => ({
    question_id: question.id,
    is_correct: isAnswerCorrect(question, answerOf(question)),
  }));
  const domains = domainResults(questions, graded);
  const correct = graded.filter((question) => question.is_correct).length;
  const score = percentOf(correct, questions.length);
  return {
    result: {
      score,
      correct,
      total: questions.length,
      band: scoreBand(score),
      domains,
      tasks: weakestTasks(questions, graded),
    },
    graded,
  };
}

/**
 * Correct/total and PMI's rating per domain, in `DOMAINS` order then any other; `graded[i]` is the
 * verdict on `questions[i]`. Untagged questions count in no domain.
 */
export function domainResults(
  questions: readonly Pick<GradedInput, 'domain'>[],
  graded: readonly Pick<GradedQuestion, 'is_correct'>[],
): DomainResult[] {
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
  return [...byDomain.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([domain, { correct, total }]) => ({
      domain,
      correct,
      total,
      band: domainRating(percentOf(correct, total)),
    }));
}

/**
 * The weakest tasks of an attempt: its tagged questions grouped by task (and domain: the same words
 * under two domains are two tasks), ordered by share correct, lowest first; at an equal share the
 * task with more questions first (the weakness is better attested), then by name. Only tasks with
 * at least one question appear; an untagged question counts in no task.
 */
export function weakestTasks(
  questions: readonly Pick<GradedInput, 'domain' | 'task'>[],
  graded: readonly Pick<GradedQuestion, 'is_correct'>[],
  limit: number = WEAKEST_TASKS,
): TaskResult[] {
  const byTask = new Map<string, TaskResult>();
  questions.forEach((question, index) => {
    const task = question.task?.trim();
    if (!task) return;
    const domain = question.domain || null;
    const key = JSON.stringify([task, domain]);
    const tally = byTask.get(key) ?? { task, domain, correct: 0, total: 0 };
    tally.total += 1;
    if (graded[index]?.is_correct) tally.correct += 1;
    byTask.set(key, tally);
  });
  return [...byTask.values()]
    .sort(
      (a, b) =>
        // a.correct / a.total - b.correct / b.total, without rounding.
        a.correct * b.total - b.correct * a.total ||
        b.total - a.total ||
        a.task.localeCompare(b.task) ||
        (a.domain ?? '').localeCompare(b.domain ?? ''),
    )
    .slice(0, limit);
}
