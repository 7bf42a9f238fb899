import { domainResults, weakestTasks } from '@academy/contract/grading';

import type { QuestionType } from '../question-types/types';
import { RESULTS_STORAGE_KEY } from '../player/session-storage';

/** One row of the results breakdown, as the exam player stores it in sessionStorage 'results'. */
export interface ResultRow {
  question: string;
  question_type: QuestionType;
  /** One answer text (OC, HOTSPOT's region, FILL's typed text) or several (MC; MATCH's pairs). */
  user_answer: string | string[];
  is_correct: 'Correct' | 'not Correct';
  correctAnswer: string[];
  explanation: string;
  /**
   * The academy's Arabic of the question and the explanation, when written
   * (docs/design/languages.md#content-in-arabic).
   */
  question_ar?: string;
  explanation_ar?: string;
  /** PMI's domain and task of the question, when the bank tags it (for the per-domain report). */
  domain?: string | null;
  task?: string | null;
}

export type ResultFilter = 'all' | 'correct' | 'wrong';

const isText = (value: unknown): value is string => typeof value === 'string';

const QUESTION_TYPES: readonly QuestionType[] = ['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'];

function toRow(value: unknown): ResultRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const userAnswer = row.user_answer;
  const correctAnswer = row.correctAnswer;
  if (!isText(row.question)) return null;
  if (!QUESTION_TYPES.includes(row.question_type as QuestionType)) return null;
  if (row.is_correct !== 'Correct' && row.is_correct !== 'not Correct') return null;
  if (!isText(userAnswer) && !(Array.isArray(userAnswer) && userAnswer.every(isText))) return null;
  return {
    question: row.question,
    question_type: row.question_type as QuestionType,
    user_answer: userAnswer,
    is_correct: row.is_correct,
    correctAnswer: Array.isArray(correctAnswer) ? correctAnswer.filter(isText) : [],
    explanation: isText(row.explanation) ? row.explanation : '',
    ...(isText(row.question_ar) ? { question_ar: row.question_ar } : {}),
    ...(isText(row.explanation_ar) ? { explanation_ar: row.explanation_ar } : {}),
    ...(isText(row.domain) ? { domain: row.domain } : {}),
    ...(isText(row.task) ? { task: row.task } : {}),
  };
}

/** The stored results; missing, unreadable or malformed data gives no rows. */
export function parseResults(raw: string | null): ResultRow[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.map(toRow).filter((row): row is ResultRow => row !== null);
}

export function matchesFilter(row: ResultRow, filter: ResultFilter): boolean {
  if (filter === 'all') return true;
  return row.is_correct === (filter === 'correct' ? 'Correct' : 'not Correct');
}

/** Reads sessionStorage; storage that cannot be read counts as no results. */
export function readStoredResults(): ResultRow[] {
  try {
    return parseResults(window.sessionStorage.getItem(RESULTS_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * Keeps the graded rows for /SeeTheAnswerTable (sessionStorage 'results',
 * docs/specification.md §3).
 */
export function storeResults(rows: readonly ResultRow[]): void {
  try {
    window.sessionStorage.setItem(RESULTS_STORAGE_KEY, JSON.stringify(rows));
  } catch {
    // Storage blocked or full: the results page then says there is nothing to display.
  }
}

/** The per-domain report and the weakest tasks of stored results, by the shared grader's rules. */
export function reportOf(rows: readonly ResultRow[]) {
  const graded = rows.map((row) => ({ is_correct: row.is_correct === 'Correct' }));
  return { domains: domainResults(rows, graded), tasks: weakestTasks(rows, graded) };
}
