import type { Question } from '@academy/shared';

import type { ChosenAnswer } from '../player/answers-store';
import { displayQuestionText } from '../player/question-text';
import type { ResultRow } from './results';

export function correctAnswerTexts(question: Question): string[] {
  return question.answers.filter((answer) => answer.is_correct).map((answer) => answer.text);
}

/**
 * Spec section 5: an 'MC' answer is correct only when the chosen set equals the correct set
 * exactly (nothing missing, nothing extra); an 'OC' answer only when it equals the single correct
 * answer text.
 */
export function isAnswerCorrect(question: Question, chosen: ChosenAnswer | null): boolean {
  const correct = correctAnswerTexts(question);
  if (question.question_type === 'OC') {
    return typeof chosen === 'string' && correct.length === 1 && chosen === correct[0];
  }
  const picked = new Set(chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen]);
  const expected = new Set(correct);
  return (
    expected.size > 0 &&
    picked.size === expected.size &&
    [...expected].every((text) => picked.has(text))
  );
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
