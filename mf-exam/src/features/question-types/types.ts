// What the players show and what a learner answers, for every question type
// (docs/design/exam-attempts.md#question-types): the fields both the spec's practice bank and
// exam-mode attempts carry. The answers' shapes and the grader are the contract's.
import type {
  GradableQuestionType,
  LearnerAnswer,
  MatchAnswer,
  Region,
} from '@academy/contract/grading';

export type { LearnerAnswer, MatchAnswer, Region };
export type QuestionType = GradableQuestionType;

export interface PlayableAnswer {
  id: number;
  /** OC/MC: the option; MATCH: an item (left) or an answer (right); HOTSPOT: the region's label. */
  text: string;
  img: string | null;
  side?: 'left' | 'right' | null;
  region?: Region | null;
  /** Practice mode and the review only. */
  is_correct?: boolean;
  /** MATCH left rows, practice mode and the review only: the right row that matches it. */
  match_id?: number | null;
}

export interface PlayableQuestion {
  id: number;
  text: string;
  question_type: QuestionType;
  /** MC: how many to pick ("Choose 2"); null or absent: every correct answer. */
  choose?: number | null;
  /** HOTSPOT: the image its regions sit on. */
  img: string | null;
  answers: readonly PlayableAnswer[];
}

/** What the answer control of every type takes. */
export interface AnswerControlProps {
  question: PlayableQuestion;
  answer: LearnerAnswer;
  onAnswer: (answer: LearnerAnswer) => void;
  /**
   * See Answer (and the review): the right answer shown in the way of the type (OC/MC: every
   * option marked correct or wrong; MATCH: each item's correct match; HOTSPOT: the correct region
   * and a wrong pick; FILL: the accepted values and whether the answer is one of them).
   */
  reveal: boolean;
}

export const leftItems = (question: PlayableQuestion) =>
  question.answers.filter((answer) => answer.side === 'left');

export const rightItems = (question: PlayableQuestion) =>
  question.answers.filter((answer) => answer.side === 'right');

export const regionsOf = (question: PlayableQuestion) =>
  question.answers.filter(
    (answer): answer is PlayableAnswer & { region: Region } => answer.region != null,
  );

export const isMatchAnswer = (answer: LearnerAnswer | undefined): answer is MatchAnswer =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer);

/** The picked ids of a choice answer (OC, MC, HOTSPOT). */
export const pickedIds = (answer: LearnerAnswer | undefined): number[] =>
  typeof answer === 'number' ? [answer] : Array.isArray(answer) ? answer : [];

/**
 * Whether some answer is given: a pick, one pair at least (a partial matching is saved, and graded
 * wrong), or a non-blank text. Whether it is whole is `answerState`'s.
 */
export function isAnswerGiven(answer: LearnerAnswer | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'number') return true;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return Object.keys(answer).length > 0;
}

/** A question's state in the grid, the review and the submit warning. */
export type AnswerState = 'answered' | 'incomplete' | 'unanswered';

/**
 * Given and whole (`answered`), given but partial (`incomplete`: a MATCH with items left unpaired,
 * an MC "Choose N" with fewer picks; saved, and graded wrong), or not given at all.
 */
export function answerState(
  question: PlayableQuestion,
  answer: LearnerAnswer | undefined,
): AnswerState {
  if (!isAnswerGiven(answer)) return 'unanswered';
  if (question.question_type === 'MATCH' && isMatchAnswer(answer)) {
    const paired = leftItems(question).filter((item) => answer[item.id] != null).length;
    return paired < leftItems(question).length ? 'incomplete' : 'answered';
  }
  const limit = pickLimit(question);
  if (limit !== null && pickedIds(answer).length < limit) return 'incomplete';
  return 'answered';
}

/** MC's pick limit: `choose` when the question says "Choose N", else none. */
export const pickLimit = (question: PlayableQuestion): number | null =>
  question.question_type === 'MC' && question.choose ? question.choose : null;
