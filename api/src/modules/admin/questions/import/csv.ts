import { csvCellText } from '@academy/contract';
import { MAX_ANSWERS } from '@academy/contract/rules';
import { CsvError, parse } from 'csv-parse/sync';
import type { QuestionType } from '@academy/contract';
import { draftRows, type TypeRowsBody } from '../../../../content/question-rows';
import type { QuestionDraft } from '../rules';
import { DOMAIN_CHOICES, domainOf, type ParsedFile } from './parsed';

/** The columns of docs/question-import.md; `text`, `answer_1`, `answer_2` and `correct` needed. */
const ANSWER_COLUMNS = Array.from({ length: MAX_ANSWERS }, (_, i) => `answer_${i + 1}`);
const KNOWN_COLUMNS = [
  'text',
  'question_type',
  'choose',
  'domain',
  'task',
  'explanation',
  'correct',
];
const REQUIRED_COLUMNS = ['text', 'answer_1'];
/** A MATCH cell: `item = its match`; `= answer` alone is an extra answer no item takes. */
const PAIR_SEPARATOR = '=';

type Row = Record<string, string>;

/**
 * Reads a CSV of questions (RFC 4180: quoted commas and line breaks; a BOM and Windows line
 * endings as Excel writes them). Lines are the file's lines, header = 1; a question that spans
 * lines is reported at its first.
 */
export function parseQuestionsCsv(content: string): ParsedFile {
  const problems: ParsedFile['problems'] = [];
  const normalized = content.replace(/\r\n?/g, '\n');
  let lastRecordLine = 0;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One line ending, so a record's first line is its last line less the breaks inside it.
    records = parse(normalized, {
      on_record: (record: string[], context: { lines: number }) => {
        lastRecordLine = context.lines;
        return record;
      },
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records; // `info: true` makes each record {record, info}.
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { questions: [], problems: [fileProblem(normalized, error, lastRecordLine)] };
  }
  const [header, ...rows] = records;
  if (!header)
    return { questions: [], problems: [{ line: 1, field: 'file', message: 'The file is empty.' }] };
  const columns = header.record.map((name) => name.trim().toLowerCase());
  for (const name of columns) {
    if (!KNOWN_COLUMNS.includes(name) && !ANSWER_COLUMNS.includes(name)) {
      problems.push({ line: 1, field: name, message: `Unknown column "${name}".` });
    }
  }
  for (const name of REQUIRED_COLUMNS) {
    if (!columns.includes(name)) {
      problems.push({ line: 1, field: name, message: `The column "${name}" is missing.` });
    }
  }
  if (problems.length > 0) return { questions: [], problems };

  const questions: ParsedFile['questions'] = [];
  for (const { record, info } of rows) {
    const line = info.lines - record.join('').split('\n').length + 1;
    if (record.length > columns.length) {
      problems.push({
        line,
        field: 'file',
        message: `${record.length} values for ${columns.length} columns (a comma outside quotes?).`,
      });
      continue;
    }
    // A cell neutralised against spreadsheet formulas, as the example CSV writes it, reads as its text.
    const row: Row = Object.fromEntries(
      columns.map((name, i) => [name, csvCellText(record[i] ?? '')]),
    );
    const read = draftOf(row);
    if (Array.isArray(read)) {
      for (const [field, message] of read) problems.push({ line, field, message });
    } else questions.push({ line, draft: read });
  }
  return { questions, problems };
}

/** A row as a question, or its problems as [column, message] pairs. */
function draftOf(row: Row): QuestionDraft | [string, string][] {
  const problems: [string, string][] = [];
  const answerTexts = ANSWER_COLUMNS.map((name) => (row[name] ?? '').trim());
  const lastGiven = answerTexts.reduce((last, text, i) => (text ? i : last), -1);
  answerTexts.slice(0, lastGiven).forEach((text, i) => {
    if (!text) problems.push([`answer_${i + 1}`, 'Empty, but a later answer is given.']);
  });
  const answerCount = lastGiven + 1;

  const correct = new Set<number>();
  for (const token of (row.correct ?? '').split(/[;,\s]+/).filter(Boolean)) {
    const number = /^[1-9]$/.test(token)
      ? Number(token)
      : /^[a-f]$/i.test(token)
        ? token.toUpperCase().charCodeAt(0) - 64
        : NaN;
    if (Number.isNaN(number)) problems.push(['correct', `"${token}" is not an answer number.`]);
    else if (number > answerCount) problems.push(['correct', `Answer ${number} is empty.`]);
    else correct.add(number);
  }

  const typeText = (row.question_type ?? '').trim().toUpperCase();
  if (typeText && !CSV_TYPES.includes(typeText)) {
    problems.push([
      'question_type',
      'must be OC, MC, MATCH, FILL or empty (OC with one correct answer, MC with more)',
    ]);
  }
  const type = (typeText || (correct.size > 1 ? 'MC' : 'OC')) as QuestionType;
  const chooseText = (row.choose ?? '').trim();
  const choose = chooseText ? Number(chooseText) : null;
  if (chooseText && !/^[1-9]$/.test(chooseText)) {
    problems.push(['choose', 'must be a whole number from 1 to 9, or empty']);
  }
  const domain = domainOf(row.domain ?? '');
  if (domain === undefined) problems.push(['domain', DOMAIN_CHOICES]);
  const given = answerTexts.slice(0, answerCount);
  if (type === 'MATCH') {
    given.forEach((text, i) => {
      if (!text.includes(PAIR_SEPARATOR)) {
        problems.push([`answer_${i + 1}`, 'A MATCH cell reads "item = its match" (or "= extra").']);
      }
    });
  }
  if (problems.length > 0) return problems;

  const body: TypeRowsBody =
    type === 'MATCH'
      ? { pairs: given.map(pairOf) }
      : type === 'FILL'
        ? { accepted: given }
        : { answers: given.map((text, i) => ({ text, is_correct: correct.has(i + 1) })) };
  return {
    text: (row.text ?? '').trim(),
    question_type: type,
    choose,
    explanation: (row.explanation ?? '').trim(),
    domain: domain ?? null,
    task: (row.task ?? '').trim() || null,
    img: null,
    answers: draftRows(type, body).rows ?? [],
  };
}

/** The types a CSV line can hold: HOTSPOT needs an image upload, made in the question form. */
const CSV_TYPES = ['OC', 'MC', 'MATCH', 'FILL'];

function pairOf(cell: string): { left?: string; right: string } {
  const at = cell.indexOf(PAIR_SEPARATOR);
  const left = cell.slice(0, at).trim();
  const right = cell.slice(at + 1).trim();
  return left ? { left, right } : { right };
}

/** A file csv-parse could not read: an unclosed quote is reported where it opens. */
function fileProblem(content: string, error: CsvError, lastRecordLine: number) {
  if (error.code !== 'CSV_QUOTE_NOT_CLOSED') {
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { line, field: 'file', message: error.message };
  }
  const lines = content.split('\n');
  let line = lastRecordLine + 1;
  while (line < lines.length && !lines[line - 1]?.trim()) line += 1;
  return { line, field: 'file', message: 'A quoted value opens on this line and is never closed.' };
}
