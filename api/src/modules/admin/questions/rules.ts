import {
  MAX_ACCEPTED,
  MAX_ANSWERS,
  MAX_EXTRAS,
  MAX_PAIRS,
  MAX_REGIONS,
  MIN_ANSWERS,
  MIN_PAIRS,
  MIN_REGIONS,
} from '@academy/contract/rules';
import type { QuestionDomain, QuestionType } from '@academy/contract';
import type { DraftAnswer, Problem } from '../../../content/question-rows';

export type { DraftAnswer, Problem };

/**
 * A question as it will be stored, whichever way it came (a form, a PATCH merged with the stored
 * question, a line of an imported file): the one thing the rules below check.
 */
export interface QuestionDraft {
  text: string;
  /**
   * docs/design/languages.md#content-in-arabic: the academy's Arabic, or null (the page shows the
   * English).
   */
  text_ar?: string | null;
  explanation_ar?: string | null;
  question_type: QuestionType;
  /** MC: how many to pick; null: every correct answer (and for the other types). */
  choose: number | null;
  explanation: string;
  domain: QuestionDomain | null;
  task: string | null;
  /** A stored media name, or null. */
  img: string | null;
  answers: DraftAnswer[];
}

export const NO_CORRECT_ANSWER = 'Mark at least one answer correct.';
export const OC_NEEDS_ONE_CORRECT = 'A one-answer question (OC) has exactly one correct answer.';
export const BLANK = 'This field may not be blank.';
export const MATCH_NEEDS_PAIRS = 'A matching question needs at least two pairs.';
export const HOTSPOT_NEEDS_IMAGE = 'A hotspot question needs an image.';
export const HOTSPOT_NEEDS_REGIONS = `A hotspot question needs at least ${MIN_REGIONS} regions.`;
export const HOTSPOT_NEEDS_ONE_CORRECT = 'A hotspot question needs exactly one correct region.';
export const FILL_NEEDS_ACCEPTED = 'A fill-in question needs at least one accepted value.';

function choiceProblems(draft: QuestionDraft, problems: Problem[]) {
  const { answers } = draft;
  if (answers.length < MIN_ANSWERS) {
    problems.push({
      field: 'answers',
      message: `A question needs at least ${MIN_ANSWERS} answers.`,
    });
  }
  if (answers.length > MAX_ANSWERS) {
    problems.push({ field: 'answers', message: `A question has at most ${MAX_ANSWERS} answers.` });
  }
  answers.forEach((answer, index) => {
    if (!answer.text) {
      problems.push({ field: 'answers', message: `Answer ${index + 1} may not be blank.` });
    }
  });
  const correct = answers.filter((answer) => answer.is_correct).length;
  if (answers.length > 0 && correct === 0) {
    problems.push({ field: 'answers', message: NO_CORRECT_ANSWER });
  }
  if (draft.question_type === 'OC' && correct > 1) {
    problems.push({ field: 'answers', message: OC_NEEDS_ONE_CORRECT });
  }
  if (draft.question_type === 'MC' && draft.choose !== null) {
    if (draft.choose > answers.length) {
      problems.push({
        field: 'choose',
        message: `“Choose” is more than the question’s ${answers.length} answers.`,
      });
    } else if (correct > 0 && draft.choose !== correct) {
      problems.push({
        field: 'choose',
        message: `“Choose” must equal the number of correct answers (${correct}).`,
      });
    }
  }
}

function matchProblems(draft: QuestionDraft, problems: Problem[]) {
  const items = draft.answers.filter((row) => row.side === 'left');
  const rights = draft.answers.filter((row) => row.side === 'right');
  if (items.length < MIN_PAIRS) problems.push({ field: 'pairs', message: MATCH_NEEDS_PAIRS });
  if (items.length > MAX_PAIRS) {
    problems.push({
      field: 'pairs',
      message: `A matching question has at most ${MAX_PAIRS} pairs.`,
    });
  }
  if (rights.length - items.length > MAX_EXTRAS) {
    problems.push({
      field: 'pairs',
      message: `A matching question has at most ${MAX_EXTRAS} extra answers.`,
    });
  }
  if (draft.answers.some((row) => !row.text)) {
    problems.push({ field: 'pairs', message: 'An item or its match may not be blank.' });
  }
  const rightTexts = rights.map((row) => row.text.toLocaleLowerCase());
  if (new Set(rightTexts).size !== rightTexts.length) {
    problems.push({
      field: 'pairs',
      message:
        'Two answers of a matching question read the same: a learner could not tell them apart.',
    });
  }
}

function hotspotProblems(draft: QuestionDraft, problems: Problem[]) {
  if (!draft.img) problems.push({ field: 'img', message: HOTSPOT_NEEDS_IMAGE });
  const regions = draft.answers;
  if (regions.length < MIN_REGIONS) {
    problems.push({ field: 'regions', message: HOTSPOT_NEEDS_REGIONS });
  }
  if (regions.length > MAX_REGIONS) {
    problems.push({
      field: 'regions',
      message: `A hotspot question has at most ${MAX_REGIONS} regions.`,
    });
  }
  regions.forEach((row, index) => {
    const number = index + 1;
    if (!row.text) {
      problems.push({
        field: 'regions',
        message: `Region ${number} needs a label (what a screen reader says).`,
      });
    }
    const region = row.region;
    if (!region || region.x + region.w > 100 || region.y + region.h > 100) {
      problems.push({
        field: 'regions',
        message: `Region ${number} goes past the edge of the image.`,
      });
    }
  });
  if (regions.length > 0 && regions.filter((row) => row.is_correct).length !== 1) {
    problems.push({ field: 'regions', message: HOTSPOT_NEEDS_ONE_CORRECT });
  }
}

function fillProblems(draft: QuestionDraft, problems: Problem[]) {
  const accepted = draft.answers;
  if (accepted.length === 0) problems.push({ field: 'accepted', message: FILL_NEEDS_ACCEPTED });
  if (accepted.length > MAX_ACCEPTED) {
    problems.push({
      field: 'accepted',
      message: `A fill-in question has at most ${MAX_ACCEPTED} accepted values.`,
    });
  }
  accepted.forEach((row, index) => {
    if (!row.text) {
      problems.push({
        field: 'accepted',
        message: `Accepted answer ${index + 1} may not be blank.`,
      });
    }
  });
}

/** What makes a question unanswerable or ungradable; empty when it is fine. */
export function questionProblems(draft: QuestionDraft): Problem[] {
  const problems: Problem[] = [];
  if (!draft.text.trim()) problems.push({ field: 'text', message: BLANK });
  if (draft.choose !== null && draft.question_type !== 'MC') {
    problems.push({
      field: 'choose',
      message: 'Only a several-answer question (MC) says how many to choose.',
    });
  }
  switch (draft.question_type) {
    case 'MATCH':
      matchProblems(draft, problems);
      break;
    case 'HOTSPOT':
      hotspotProblems(draft, problems);
      break;
    case 'FILL':
      fillProblems(draft, problems);
      break;
    default:
      choiceProblems(draft, problems);
  }
  return problems;
}
