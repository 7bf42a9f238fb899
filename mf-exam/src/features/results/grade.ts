import type { Question } from '@academy/shared';

import { toLearnerAnswer, type ChosenAnswer } from '../player/answers-store';
import { displayQuestionText } from '../player/question-text';
import { answerTexts, correctTexts, isRight } from '../question-types/review';
import type { PlayableQuestion } from '../question-types/types';
import type { ResultRow } from './results';

/** The right answer in words: the correct options, the region, the pairs or the accepted values. */
export function correctAnswerTexts(question: Question): string[] {
  return correctTexts(question);
}

/**
 * docs/specification.md §5, by the shared grader (the API grades exam mode with it too), every type
 * all or nothing: an 'MC' answer is correct only when the chosen set equals the correct set
 * exactly, an 'OC' answer only when it is the single correct answer, a matching when every pair is
 * right.
 */
export function isAnswerCorrect(question: Question, chosen: ChosenAnswer | null): boolean {
  const playable: PlayableQuestion = question;
  return isRight(playable, toLearnerAnswer(playable, chosen));
}

/** The learner's answer in the row: a text (OC, HOTSPOT, FILL), texts (MC), "item → answer" pairs. */
function userAnswer(question: PlayableQuestion, chosen: ChosenAnswer | null): string | string[] {
  switch (question.question_type) {
    case 'MC':
      return Array.isArray(chosen) ? chosen : typeof chosen === 'string' ? [chosen] : [];
    case 'MATCH':
      return answerTexts(question, toLearnerAnswer(question, chosen));
    default:
      return typeof chosen === 'string' ? chosen : '';
  }
}

/** The results table's rows, one per question in exam order; an unanswered question is wrong. */
export function gradeExam(
  questions: readonly Question[],
  answerOf: (question: Question) => ChosenAnswer | null,
): ResultRow[] {
  return questions.map((question) => {
    const chosen = answerOf(question);
    return {
      question: displayQuestionText(question.text),
      question_type: question.question_type,
      user_answer: userAnswer(question, chosen),
      is_correct: isAnswerCorrect(question, chosen) ? 'Correct' : 'not Correct',
      correctAnswer: correctAnswerTexts(question),
      explanation: question.explanation,
      ...(question.text_ar ? { question_ar: displayQuestionText(question.text_ar) } : {}),
      ...(question.explanation_ar ? { explanation_ar: question.explanation_ar } : {}),
      ...(question.domain ? { domain: question.domain } : {}),
      ...(question.task ? { task: question.task } : {}),
    };
  });
}
