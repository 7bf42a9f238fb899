import type {
  AdminQuestion,
  CreateQuestionBody,
  QuestionListQuery,
  UpdateQuestionBody,
} from '@academy/contract';
import { arabicColumn, deleteRow } from '../rows';
import type { Queryable } from '../../../db/db';
import { addFieldError, badRequest, type FieldErrors } from '../../../lib/errors';
import { toId } from '../../../lib/schemas';
import { asCreated, asUpdated, type Written as AuditedWrite } from '../../../lib/audit';
import { resolveImage, storedName, type ImageClaimer } from './images';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import {
  QUESTION_COLUMNS,
  toQuestion,
  withAnswers,
  type QuestionRow,
  type QuestionWithoutAnswers,
} from './read';
import { draftRows, type DraftAnswer, type Problem } from '../../../content/question-rows';
import { questionProblems, type QuestionDraft } from './rules';
import { insertQuestion, nextPosition, rewriteQuestion, type BankRef } from './store';

const QUESTIONS: ListSpec<QuestionRow, QuestionWithoutAnswers> = {
  columns: QUESTION_COLUMNS,
  from: 'questions q',
  searchIn: ['q.text', 'q.explanation', "coalesce(q.task, '')"],
  orderings: { id: 'q.id', position: 'q.position', domain: 'q.domain' },
  defaultOrdering: 'position',
  tieBreaker: 'q.id',
  toItem: toQuestion,
};

export async function list(db: Queryable, query: QuestionListQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.topic) filters.push({ sql: 'q.topic_id = $?', value: Number(query.topic) });
  if (query.exam) filters.push({ sql: 'q.exam_id = $?', value: Number(query.exam) });
  const page = await listPage(db, QUESTIONS, query, path, filters);
  return { ...page, results: await withAnswers(db, page.results) };
}

export async function find(db: Queryable, id: number): Promise<AdminQuestion> {
  const [question] = await withAnswers(db, [await findListed(db, QUESTIONS, id)]);
  return question as AdminQuestion;
}

type BankId = number | string | null | undefined;

/**
 * The one bank named by `topic` and `exam` (exactly one of them), which must exist: DRF's
 * messages for a missing choice and an unknown related id.
 */
export async function existingBank(db: Queryable, topic: BankId, exam: BankId): Promise<BankRef> {
  const named = [
    { field: 'topic', table: 'topics', column: 'topic_id' as const, id: topic },
    { field: 'exam', table: 'exams', column: 'exam_id' as const, id: exam },
  ].filter((bank) => bank.id !== null && bank.id !== undefined);
  const [bank] = named;
  if (named.length !== 1 || !bank) {
    throw badRequest({ non_field_errors: ['Give exactly one of topic and exam.'] });
  }
  const id = toId(bank.id as number | string);
  const { rows } = await db.query(`SELECT 1 FROM ${bank.table} WHERE id = $1`, [id]);
  if (rows.length === 0) {
    throw badRequest({
      [bank.field]: [`Invalid pk "${String(bank.id)}" - object does not exist.`],
    });
  }
  return { column: bank.column, id };
}

function refuseProblems(draft: QuestionDraft, earlier: Problem[] = []): void {
  const problems = [...earlier, ...questionProblems(draft)];
  if (problems.length === 0) return;
  const errors: FieldErrors = {};
  for (const problem of problems) addFieldError(errors, [problem.field], problem.message);
  throw badRequest(errors);
}

const optionalText = (text: string | null | undefined) => text?.trim() || null;

type Written = AuditedWrite<AdminQuestion>;

/** Images are upload ids (tus), claimed once the question is known to be valid. */
export async function create(
  tx: Queryable,
  body: CreateQuestionBody,
  claim: ImageClaimer,
): Promise<Written> {
  const bank = await existingBank(tx, body.topic, body.exam);
  const { rows, problems } = draftRows(body.question_type, body);
  const draft: QuestionDraft = {
    text: body.text.trim(),
    text_ar: arabicColumn(body.text_ar ?? null),
    explanation_ar: arabicColumn(body.explanation_ar ?? null),
    question_type: body.question_type,
    choose: body.choose ?? null,
    explanation: body.explanation?.trim() ?? '',
    domain: body.domain ?? null,
    task: optionalText(body.task),
    // Checked before any upload is claimed; the image itself is resolved below.
    img: body.img ? 'pending' : null,
    answers: rows ?? [],
  };
  refuseProblems(draft, problems);
  draft.img = await resolveImage(claim, body.img ?? null, [], ['img']);
  for (const [i, answer] of (body.answers ?? []).entries()) {
    const image = await resolveImage(claim, answer.img ?? null, [], ['answers', String(i), 'img']);
    (draft.answers[i] as DraftAnswer).img = image;
  }
  refuseProblems(draft);
  const position = body.position ?? (await nextPosition(tx, bank));
  const id = await insertQuestion(tx, bank, draft, position);
  const created = await find(tx, id);
  return asCreated(id, created);
}

/** A stored question's rows as a draft's: a MATCH item names its answer by index. */
function storedRows(question: AdminQuestion): DraftAnswer[] {
  const indexOf = new Map(question.answers.map((answer, index) => [answer.id, index]));
  return question.answers.map((answer) => ({
    text: answer.text,
    text_ar: answer.text_ar ?? null,
    is_correct: answer.is_correct,
    img: storedName(answer.img),
    side: answer.side,
    match: answer.match_id === null ? null : (indexOf.get(answer.match_id) ?? null),
    region: answer.region,
  }));
}

/**
 * The bank after a PATCH: naming one bank moves the question there (the other is cleared unless
 * named too, which is refused); naming neither keeps it where it is.
 */
function movedBank(before: AdminQuestion, body: UpdateQuestionBody): [BankId, BankId] {
  if (body.topic === undefined && body.exam === undefined) return [before.topic, before.exam];
  const topic = body.topic !== undefined ? body.topic : body.exam != null ? null : before.topic;
  const exam = body.exam !== undefined ? body.exam : body.topic != null ? null : before.exam;
  return [topic, exam];
}

export async function update(
  tx: Queryable,
  id: number,
  body: UpdateQuestionBody,
  claim: ImageClaimer,
): Promise<Written> {
  const before = await find(tx, id);
  const bank = await existingBank(tx, ...movedBank(before, body));
  const type = body.question_type ?? before.question_type;
  const { rows, problems } = draftRows(type, body);
  const draft: QuestionDraft = {
    text: body.text?.trim() ?? before.text,
    text_ar: body.text_ar !== undefined ? arabicColumn(body.text_ar) : (before.text_ar ?? null),
    explanation_ar:
      body.explanation_ar !== undefined
        ? arabicColumn(body.explanation_ar)
        : (before.explanation_ar ?? null),
    question_type: type,
    choose: body.choose !== undefined ? body.choose : type === 'MC' ? before.choose : null,
    explanation: body.explanation !== undefined ? body.explanation.trim() : before.explanation,
    domain: body.domain !== undefined ? body.domain : before.domain,
    task: body.task !== undefined ? optionalText(body.task) : before.task,
    img: body.img !== undefined ? (body.img ? 'pending' : null) : storedName(before.img),
    answers: rows ?? storedRows(before),
  };
  refuseProblems(draft, problems);
  if (body.img !== undefined)
    draft.img = await resolveImage(claim, body.img, [before.img], ['img']);
  // A replaced answer keeps an image of this question's answers when its URL is sent back.
  const answerImages = before.answers.map((answer) => answer.img).filter(Boolean);
  for (const [i, answer] of (body.answers ?? []).entries()) {
    const field = ['answers', String(i), 'img'];
    const image = await resolveImage(claim, answer.img ?? null, answerImages, field);
    (draft.answers[i] as DraftAnswer).img = image;
  }
  const sameBank = (bank.column === 'topic_id' ? before.topic : before.exam) === bank.id;
  const position = body.position ?? (sameBank ? before.position : await nextPosition(tx, bank));
  await rewriteQuestion(tx, id, bank, draft, position, rows !== undefined);
  const after = await find(tx, id);
  return asUpdated(id, before, after);
}

/**
 * Removes the question from its bank. Attempts keep their own snapshot of every question they
 * drew (attempt_questions, no foreign key), so a submitted attempt still reviews and never
 * re-grades; practice pages read the bank live and simply no longer show it.
 */
export async function remove(tx: Queryable, id: number): Promise<Written> {
  return deleteRow(tx, 'questions', id, await find(tx, id));
}
