import { isAnswerCorrect as isCorrectAnswer } from '@academy/contract/grading';
import type { Question } from '@academy/shared';

import type { ChosenAnswer } from '../player/answers-store';
import { displayQuestionText } from '../player/question-text';
import type { ResultRow } from './results';

export function correctAnswerTexts(question: Question): string[] {
  return question.answers.filter((answer) => answer.is_correct).map((answer) => answer.text);
}

/**
 * The answer ids of the chosen texts (the practice flow keeps texts, as the spec's session storage
 * does); a text no answer has becomes an id no answer has, so it counts as a wrong pick.
 */
function chosenIds(question: Question, chosen: ChosenAnswer): number | number[] {
  const idOf = (text: string) => question.answers.find((answer) => answer.text === text)?.id ?? -1;
  return Array.isArray(chosen) ? chosen.map(idOf) : idOf(chosen);
}

/**
 * Spec section 5, by the shared grader (the API grades exam mode with it too): an 'MC' answer is
 * correct only when the chosen set equals the correct set exactly; an 'OC' answer only when it is
 * the single correct answer.
 */
export function isAnswerCorrect(question: Question, chosen: ChosenAnswer | null): boolean {
  if (chosen === null) return false;
  const ids = chosenIds(question, chosen);
  // An MC answer given as one text (a one-answer MC) is a list of one; repeats are one pick.
  const answer =
    question.question_type === 'MC' ? [...new Set(Array.isArray(ids) ? ids : [ids])] : ids;
  return isCorrectAnswer(question, answer);
}

/** The results table's rows, one per question in exam order; an unanswered question is wrong. */
export function gradeExam(
  questions: readonly Question[],
  answerOf: (question: Question) => ChosenAnswer | null,
): ResultRow[] {
  return questions.map((question) => {
    const chosen = answerOf(question);
    const userAnswer: ChosenAnswer =
      question.question_type === 'MC'
        ? chosen === null
          ? []
          : Array.isArray(chosen)
            ? chosen
            : [chosen]
        : typeof chosen === 'string'
          ? chosen
          : '';
    return {
      question: displayQuestionText(question.text),
      question_type: question.question_type,
      user_answer: userAnswer,
      is_correct: isAnswerCorrect(question, chosen) ? 'Correct' : 'not Correct',
      correctAnswer: correctAnswerTexts(question),
      explanation: question.explanation,
    };
  });
}
