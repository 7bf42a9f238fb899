import {
  QUESTION_TYPES,
  type GradableQuestionType as QuestionType,
} from '@academy/contract/grading';
import { draftRows, ROWS_FIELD, type TypeRowsBody } from '../../../../content/question-rows';
import type { QuestionDraft } from '../rules';
import { DOMAIN_CHOICES, domainOf, type ParsedFile } from './parsed';

/**
 * Reads a JSON bank: a list of questions as `contract/src/content.ts` writes them
 * (`{text, question_type, choose?, explanation?, domain?, task?, answers: [{text, is_correct}]}`;
 * MATCH `pairs: [{left?, right}]`, FILL `accepted: [text]`; HOTSPOT needs an image upload, so
 * the question form makes those), or an
 * object with such a `questions` list (a bank of the content format's exams.json). JSON has no
 * useful lines once parsed, so `line` is the question's number in the list, from 1; a file that
 * is not JSON is reported at the line of the parse error.
 */
export function parseQuestionsJson(content: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const position = / at position (\d+)/.exec(message)?.[1];
    const line = position ? content.slice(0, Number(position)).split('\n').length : 1;
    // The parser's words, without the copy of the file some of its messages carry.
    const reason = message.replace(/ in JSON at position \d+.*$|, ".*" is not valid JSON$/s, '');
    return {
      questions: [],
      problems: [{ line, field: 'file', message: `Not valid JSON: ${reason}.` }],
    };
  }
  const list = Array.isArray(data) ? data : (data as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list)) {
    const message = 'Expected a list of questions, or an object with a "questions" list.';
    return { questions: [], problems: [{ line: 1, field: 'file', message }] };
  }
  const parsed: ParsedFile = { questions: [], problems: [] };
  list.forEach((item: unknown, index) => {
    const line = index + 1;
    const read = draftOf(item);
    if (Array.isArray(read)) {
      for (const [field, message] of read) parsed.problems.push({ line, field, message });
    } else parsed.questions.push({ line, draft: read });
  });
  return parsed;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown) => value === undefined || value === null || isText(value);

function draftOf(item: unknown): QuestionDraft | [string, string][] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return [['question', 'must be an object']];
  }
  const question = item as Record<string, unknown>;
  const problems: [string, string][] = [];
  if (!isText(question.text)) problems.push(['text', 'must be a text']);
  const type = question.question_type as QuestionType;
  if (!QUESTION_TYPES.includes(type)) {
    problems.push([
      'question_type',
      `must be one of ${QUESTION_TYPES.map((t) => `'${t}'`).join(', ')}`,
    ]);
  }
  const choose = question.choose ?? null;
  if (choose !== null && !(Number.isInteger(choose) && (choose as number) >= 1)) {
    problems.push(['choose', 'must be a whole number from 1, or null']);
  }
  for (const field of ['explanation', 'task', 'domain']) {
    if (!isOptionalText(question[field])) problems.push([field, 'must be a text or null']);
  }
  const domain = isText(question.domain) ? domainOf(question.domain) : null;
  if (domain === undefined) problems.push(['domain', DOMAIN_CHOICES]);
  const field = QUESTION_TYPES.includes(type) ? ROWS_FIELD[type] : 'answers';
  const list = Array.isArray(question[field]) ? (question[field] as unknown[]) : null;
  if (!list) problems.push([field, 'must be a list']);
  list?.forEach((row: unknown, i) => problems.push(...rowProblems(field, row, i)));
  if (problems.length > 0 || !list) return problems;

  const { rows, problems: misplaced } = draftRows(type, question as TypeRowsBody);
  if (misplaced.length > 0) return misplaced.map(({ field, message }) => [field, message]);
  return {
    text: (question.text as string).trim(),
    question_type: type,
    choose: choose as number | null,
    explanation: ((question.explanation as string | null | undefined) ?? '').trim(),
    domain: domain ?? null,
    task: ((question.task as string | null | undefined) ?? '').trim() || null,
    img: null,
    answers: (rows ?? []).map((row, i) =>
      field === 'answers'
        ? { ...row, is_correct: (list[i] as { is_correct?: unknown }).is_correct === true }
        : row,
    ),
  };
}

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** What is wrong with one row of a type's list, as [path, message] pairs. */
function rowProblems(field: string, row: unknown, i: number): [string, string][] {
  if (field === 'accepted') return isText(row) ? [] : [[`accepted[${i}]`, 'must be a text']];
  const values = (row ?? {}) as Record<string, unknown>;
  const at = (name: string) => `${field}[${i}].${name}`;
  const problems: [string, string][] = [];
  const texts = field === 'pairs' ? ['right'] : field === 'regions' ? ['label'] : ['text'];
  for (const name of texts) if (!isText(values[name])) problems.push([at(name), 'must be a text']);
  if (field === 'pairs' && values.left !== undefined && !isText(values.left)) {
    problems.push([at('left'), 'must be a text']);
  }
  if (field === 'regions') {
    for (const name of ['x', 'y', 'w', 'h']) {
      if (!isNumber(values[name])) problems.push([at(name), 'must be a number from 0 to 100']);
    }
  }
  if (values.is_correct !== undefined && typeof values.is_correct !== 'boolean') {
    problems.push([at('is_correct'), 'must be true or false']);
  }
  return problems;
}
