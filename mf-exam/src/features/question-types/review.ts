// A question's answers in words, for every type: the learner's and the right one, as the
// practice results table and exam mode's review print them; and the verdict, by the shared grader.
import { isAnswerCorrect, type GradableQuestion } from '@academy/contract/grading';

import { questionTypesCatalogue } from './messages';
import {
  isMatchAnswer,
  leftItems,
  pickedIds,
  type LearnerAnswer,
  type PlayableQuestion,
} from './types';

/** Whether `answer` is right, by the grader the API uses (all or nothing, every type). */
export function isRight(question: PlayableQuestion, answer: LearnerAnswer): boolean {
  return isAnswerCorrect(question as GradableQuestion, answer);
}

const textOf = (question: PlayableQuestion, id: number | undefined) =>
  question.answers.find((answer) => answer.id === id)?.text;

/** MATCH: "item → answer" for each item given a match, in the items' order. */
function pairTexts(question: PlayableQuestion, pairs: Record<string, number>): string[] {
  return leftItems(question).flatMap((left) => {
    const right = textOf(question, pairs[String(left.id)]);
    return right === undefined ? [] : [questionTypesCatalogue.current().pairText(left.text, right)];
  });
}

/** The learner's answer in words (empty: no answer). */
export function answerTexts(question: PlayableQuestion, answer: LearnerAnswer): string[] {
  switch (question.question_type) {
    case 'FILL':
      return typeof answer === 'string' && answer.trim() !== '' ? [answer] : [];
    case 'MATCH':
      return isMatchAnswer(answer) ? pairTexts(question, answer) : [];
    default: {
      const ids = pickedIds(answer);
      return question.answers.filter((option) => ids.includes(option.id)).map((a) => a.text);
    }
  }
}

/** The right answer in words: the correct options or region, the pairs, the accepted values. */
export function correctTexts(question: PlayableQuestion): string[] {
  if (question.question_type === 'MATCH') {
    const pairs: Record<string, number> = {};
    for (const left of leftItems(question))
      if (left.match_id != null) pairs[String(left.id)] = left.match_id;
    return pairTexts(question, pairs);
  }
  return question.answers.filter((option) => option.is_correct).map((option) => option.text);
}
