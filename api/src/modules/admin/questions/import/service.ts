import {
  IMPORT_MAX_CHARACTERS,
  IMPORT_MAX_QUESTIONS,
  type ImportProblem,
  type ImportQuestionsBody,
  type ImportQuestionsReport,
} from '@academy/contract';
import type { Queryable } from '../../../../db/db';
import { ApiError, badRequest } from '../../../../lib/errors';
import type { FastifyRequest } from 'fastify';
import { auditedWrite, type Written } from '../../../../lib/audit';
import { NO_CORRECT_ANSWER, OC_NEEDS_ONE_CORRECT, questionProblems } from '../rules';
import { existingBank } from '../service';
import { insertQuestion, nextPosition, rewriteQuestion, type BankRef } from '../store';
import { parseQuestionsCsv } from './csv';
import { parseQuestionsJson } from './json';
import type { ParsedQuestion } from './parsed';

/**
 * The JSON body is escaped text of the file: quotes and line breaks take two bytes, and a
 * character up to four. Past the content's own cap a clear 413 comes from planImport.
 */
export const IMPORT_BODY_LIMIT = IMPORT_MAX_CHARACTERS * 4 + 64 * 1024;

/** The plan of an import: each question new, or the id of the bank's question it updates. */
interface Plan {
  bank: BankRef;
  steps: { question: ParsedQuestion; updates: number | null }[];
  report: ImportQuestionsReport;
}

/**
 * Reads the file and matches it against the bank, writing nothing. An existing question is
 * updated when its text is the same (surrounding spaces ignored); any other line adds one.
 */
export async function planImport(db: Queryable, body: ImportQuestionsBody): Promise<Plan> {
  const bank = await existingBank(db, body.topic, body.exam);
  if (body.content.length > IMPORT_MAX_CHARACTERS) {
    throw new ApiError(413, {
      detail: `The file has ${body.content.length} characters; import at most ${IMPORT_MAX_CHARACTERS} (about 2 MB) at a time.`,
    });
  }
  const parsed =
    body.format === 'csv' ? parseQuestionsCsv(body.content) : parseQuestionsJson(body.content);
  if (parsed.questions.length > IMPORT_MAX_QUESTIONS) {
    throw badRequest({
      content: [
        `The file has ${parsed.questions.length} questions; import at most ${IMPORT_MAX_QUESTIONS} at a time.`,
      ],
    });
  }
  const problems: ImportProblem[] = [...parsed.problems];
  const firstLineOf = new Map<string, number>();
  for (const { line, draft } of parsed.questions) {
    for (const problem of questionProblems(draft)) {
      problems.push({
        line,
        field: fieldIn(body.format, problem.field, problem.message),
        message: problem.message,
      });
    }
    const earlier = firstLineOf.get(draft.text);
    if (earlier !== undefined) {
      problems.push({ line, field: 'text', message: `The same text as line ${earlier}.` });
    } else firstLineOf.set(draft.text, line);
  }

  const { rows } = await db.query<{ id: number; text: string }>(
    `SELECT id, text FROM questions WHERE ${bank.column} = $1 ORDER BY id DESC`,
    [bank.id],
  );
  // Descending, so that of two stored questions with one text the older wins.
  const existing = new Map(rows.map((row) => [row.text.trim(), row.id]));
  const steps = parsed.questions.map((question) => ({
    question,
    updates: existing.get(question.draft.text) ?? null,
  }));
  problems.sort((a, b) => a.line - b.line);
  // The counts are of the questions that are fine: what the run does once the rest are fixed.
  const linesWithProblems = new Set(problems.map((problem) => problem.line));
  const fine = steps.filter((step) => !linesWithProblems.has(step.question.line));
  return {
    bank,
    steps,
    report: {
      dry_run: body.dry_run ?? false,
      would_create: fine.filter((step) => step.updates === null).length,
      would_update: fine.filter((step) => step.updates !== null).length,
      errors: problems,
    },
  };
}

/** The CSV's column for a rule's field: correctness is the `correct` column's business. */
function fieldIn(format: 'csv' | 'json', field: string, message: string): string {
  if (format !== 'csv' || field !== 'answers') return field;
  return message === NO_CORRECT_ANSWER || message === OC_NEEDS_ONE_CORRECT ? 'correct' : 'answer_1';
}

/**
 * Writes a clean plan: new questions after the bank's last, updated ones in place. An updated
 * question keeps its image, and each answer whose text is unchanged keeps its own.
 */
export async function applyImport(
  tx: Queryable,
  plan: Plan,
  format: 'csv' | 'json',
): Promise<Written<ImportQuestionsReport>> {
  let position = await nextPosition(tx, plan.bank);
  for (const { question, updates } of plan.steps) {
    if (updates === null) {
      await insertQuestion(tx, plan.bank, question.draft, position++);
      continue;
    }
    const { rows } = await tx.query<{ position: number; img: string | null }>(
      'SELECT position, img FROM questions WHERE id = $1',
      [updates],
    );
    const { rows: answers } = await tx.query<{ text: string; img: string | null }>(
      'SELECT text, img FROM answers WHERE question_id = $1 AND img IS NOT NULL',
      [updates],
    );
    const answerImages = new Map(answers.map((answer) => [answer.text.trim(), answer.img]));
    const draft = {
      ...question.draft,
      img: rows[0]?.img ?? null,
      answers: question.draft.answers.map((answer) => ({
        ...answer,
        img: answerImages.get(answer.text) ?? null,
      })),
    };
    await rewriteQuestion(tx, updates, plan.bank, draft, rows[0]?.position ?? 0, true);
  }
  const kind = plan.bank.column === 'topic_id' ? 'topic' : 'exam';
  return {
    result: plan.report,
    audit: {
      action: 'create',
      entityId: `import:${kind}:${plan.bank.id}`,
      changes: {
        [kind]: plan.bank.id,
        format,
        created: plan.report.would_create,
        updated: plan.report.would_update,
      },
    },
  };
}

/**
 * An import as its route runs it: a dry run writes nothing; a run with any error writes nothing
 * and answers 400 with the report. Planned inside the write's transaction, so the questions it
 * matched are still there.
 */
export async function importQuestions(
  request: FastifyRequest,
  body: ImportQuestionsBody,
): Promise<ImportQuestionsReport> {
  if (body.dry_run) return (await planImport(request.server.db, body)).report;
  return auditedWrite(request.server, request, 'questions', async (tx) => {
    const plan = await planImport(tx, body);
    if (plan.report.errors.length > 0) throw new ApiError(400, plan.report);
    return applyImport(tx, plan, body.format);
  });
}
