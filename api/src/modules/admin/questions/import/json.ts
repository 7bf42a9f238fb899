import type { QuestionDraft } from '../rules';
import { DOMAIN_CHOICES, domainOf, type ParsedFile } from './parsed';

/**
 * Reads a JSON bank: a list of questions as `contract/src/content.ts` writes them
 * (`{text, question_type, explanation?, domain?, task?, answers: [{text, is_correct}]}`), or an
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
  if (question.question_type !== 'OC' && question.question_type !== 'MC') {
    problems.push(['question_type', "must be 'OC' or 'MC'"]);
  }
  for (const field of ['explanation', 'task', 'domain']) {
    if (!isOptionalText(question[field])) problems.push([field, 'must be a text or null']);
  }
  const domain = isText(question.domain) ? domainOf(question.domain) : null;
  if (domain === undefined) problems.push(['domain', DOMAIN_CHOICES]);
  const answers = Array.isArray(question.answers) ? question.answers : null;
  if (!answers) problems.push(['answers', 'must be a list']);
  answers?.forEach((answer: unknown, i) => {
    const { text, is_correct } = (answer ?? {}) as Record<string, unknown>;
    if (!isText(text)) problems.push([`answers[${i}].text`, 'must be a text']);
    if (is_correct !== undefined && typeof is_correct !== 'boolean') {
      problems.push([`answers[${i}].is_correct`, 'must be true or false']);
    }
  });
  if (problems.length > 0 || !answers) return problems;

  return {
    text: (question.text as string).trim(),
    question_type: question.question_type as 'OC' | 'MC',
    explanation: ((question.explanation as string | null | undefined) ?? '').trim(),
    domain: domain ?? null,
    task: ((question.task as string | null | undefined) ?? '').trim() || null,
    img: null,
    answers: (answers as { text: string; is_correct?: boolean }[]).map((answer) => ({
      text: answer.text.trim(),
      is_correct: answer.is_correct === true,
      img: null,
    })),
  };
}
