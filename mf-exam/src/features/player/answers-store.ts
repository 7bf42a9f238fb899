import {
  isMatchAnswer,
  leftItems,
  pickedIds,
  rightItems,
  type LearnerAnswer,
  type PlayableQuestion,
} from '../question-types/types';
import { sessionStore as storage } from './session-storage';

/**
 * What session storage keeps per question, in texts as the spec keeps them (section 3): the chosen
 * answer's text (OC; HOTSPOT: the region's label), the chosen texts (MC), each item's text → its
 * answer's text (MATCH), or the typed text (FILL).
 */
export type ChosenAnswer = string | string[] | Record<string, string>;

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

const idOfText = (options: PlayableQuestion['answers'], text: string) =>
  options.find((option) => option.text === text)?.id ?? -1;

const textOfId = (options: PlayableQuestion['answers'], id: number | undefined) =>
  options.find((option) => option.id === id)?.text;

/**
 * The kept texts as an answer the players and the grader take (ids). A text no answer has becomes
 * an id no answer has, so it counts as a wrong pick.
 */
export function toLearnerAnswer(
  question: PlayableQuestion,
  chosen: ChosenAnswer | null,
): LearnerAnswer {
  if (chosen === null) return null;
  const { answers } = question;
  switch (question.question_type) {
    case 'FILL':
      return typeof chosen === 'string' ? chosen : null;
    case 'MATCH': {
      if (!isTextRecord(chosen)) return null;
      const pairs: Record<string, number> = {};
      const rights = rightItems(question);
      for (const left of leftItems(question)) {
        const right = chosen[left.text];
        if (right !== undefined) pairs[String(left.id)] = idOfText(rights, right);
      }
      return pairs;
    }
    case 'MC': {
      // An MC answer kept as one text (a one-answer MC) is a list of one; repeats are one pick.
      const texts = typeof chosen === 'string' ? [chosen] : Array.isArray(chosen) ? chosen : [];
      return [...new Set(texts.map((text) => idOfText(answers, text)))];
    }
    default:
      return typeof chosen === 'string' ? idOfText(answers, chosen) : null;
  }
}

/** An answer (ids) as the texts session storage keeps; null when there is nothing to keep. */
export function toChosenAnswer(
  question: PlayableQuestion,
  answer: LearnerAnswer,
): ChosenAnswer | null {
  const { answers } = question;
  switch (question.question_type) {
    case 'FILL':
      return typeof answer === 'string' && answer !== '' ? answer : null;
    case 'MATCH': {
      if (!isMatchAnswer(answer)) return null;
      const texts: Record<string, string> = {};
      for (const left of leftItems(question)) {
        const right = textOfId(answers, answer[String(left.id)]);
        if (right !== undefined) texts[left.text] = right;
      }
      return Object.keys(texts).length > 0 ? texts : null;
    }
    case 'MC': {
      const ids = pickedIds(answer);
      const texts = ids.flatMap((id) => textOfId(answers, id) ?? []);
      return texts.length > 0 ? texts : null;
    }
    default:
      return typeof answer === 'number' ? (textOfId(answers, answer) ?? null) : null;
  }
}

function parseChosen(raw: string | null): ChosenAnswer | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    if (isTextRecord(value)) return value;
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/** The answer kept for a question, keyed to its text (docs/specification.md §3); null when none. */
export function readAnswer(questionText: string): ChosenAnswer | null {
  return parseChosen(storage()?.getItem(questionText) ?? null);
}

/** Keeps an answer under the question's text; an empty choice (or null) removes it. */
export function saveAnswer(questionText: string, answer: ChosenAnswer | null): void {
  const store = storage();
  if (!store) return;
  const empty =
    answer === null ||
    answer === '' ||
    (Array.isArray(answer)
      ? answer.length === 0
      : typeof answer === 'object' && Object.keys(answer).length === 0);
  try {
    if (empty) store.removeItem(questionText);
    else store.setItem(questionText, JSON.stringify(answer));
  } catch {
    // Quota exceeded: the page still holds the answer.
  }
}
