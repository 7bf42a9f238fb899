/** One row of the results breakdown, as the exam player stores it in sessionStorage 'results'. */
export interface ResultRow {
  question: string;
  question_type: 'OC' | 'MC';
  /** One answer text (OC) or several (MC). */
  user_answer: string | string[];
  is_correct: 'Correct' | 'not Correct';
  correctAnswer: string[];
  explanation: string;
}

export type ResultFilter = 'all' | 'correct' | 'wrong';

export const RESULTS_STORAGE_KEY = 'results';

const isText = (value: unknown): value is string => typeof value === 'string';

function toRow(value: unknown): ResultRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const userAnswer = row.user_answer;
  const correctAnswer = row.correctAnswer;
  if (!isText(row.question)) return null;
  if (row.question_type !== 'OC' && row.question_type !== 'MC') return null;
  if (row.is_correct !== 'Correct' && row.is_correct !== 'not Correct') return null;
  if (!isText(userAnswer) && !(Array.isArray(userAnswer) && userAnswer.every(isText))) return null;
  return {
    question: row.question,
    question_type: row.question_type,
    user_answer: userAnswer,
    is_correct: row.is_correct,
    correctAnswer: Array.isArray(correctAnswer) ? correctAnswer.filter(isText) : [],
    explanation: isText(row.explanation) ? row.explanation : '',
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

/** Keeps the graded rows for /SeeTheAnswerTable (sessionStorage 'results', spec section 3). */
export function storeResults(rows: readonly ResultRow[]): void {
  try {
    window.sessionStorage.setItem(RESULTS_STORAGE_KEY, JSON.stringify(rows));
  } catch {
    // Storage blocked or full: the results page then says there is nothing to display.
  }
}
