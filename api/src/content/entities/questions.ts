import type { ContentQuestion, Region } from '@academy/contract';
import { draftRows, insertAnswerRows } from '../question-rows';
import type { MediaReference } from '../content-media';
import { returnedId, type ExportContext, type ImportContext } from './context';

/** `where`: the path of a bank's `questions` list, e.g. `exams.json[0].topics[1].questions`. */
export function questionMedia(where: string, questions: ContentQuestion[]): MediaReference[] {
  return questions.flatMap((question, k) => [
    { where: `${where}[${k}].img`, file: question.img, area: 'public' as const },
    ...(question.answers ?? []).map((answer, a) => ({
      where: `${where}[${k}].answers[${a}].img`,
      file: answer.img,
      area: 'public' as const,
    })),
  ]);
}

/**
 * Replaces a topic's or an exam's questions (and their answers) with the listed ones: questions
 * have no key, so a bank is the unit of update.
 */
export async function replaceQuestions(
  { tx, media }: ImportContext,
  bank: { column: 'topic_id' | 'exam_id'; id: number },
  questions: ContentQuestion[],
): Promise<number> {
  await tx.query(`DELETE FROM questions WHERE ${bank.column} = $1`, [bank.id]);
  for (const [position, question] of questions.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO questions (${bank.column}, position, text, question_type, img, explanation,
         domain, task, choose, text_ar, explanation_ar)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        bank.id,
        position,
        question.text,
        question.question_type,
        media.name(question.img, 'public'),
        question.explanation ?? '',
        question.domain ?? null,
        question.task ?? null,
        question.choose ?? null,
        question.text_ar ?? null,
        question.explanation_ar ?? null,
      ],
    );
    const questionId = returnedId(rows);
    const { rows: answers } = draftRows(question.question_type, {
      answers: question.answers?.map((answer) => ({
        text: answer.text,
        text_ar: answer.text_ar ?? null,
        is_correct: answer.is_correct === true,
      })),
      pairs: question.pairs?.map((pair) => ({
        ...(pair.left ? { left: pair.left } : {}),
        right: pair.right,
      })),
      regions: question.regions?.map(({ label, x, y, w, h, is_correct }) => ({
        label,
        x,
        y,
        w,
        h,
        is_correct: is_correct === true,
      })),
      accepted: question.accepted,
    });
    const rowsToStore = (answers ?? []).map((row, index) =>
      question.answers?.[index]
        ? { ...row, img: media.name(question.answers[index]?.img, 'public') }
        : row,
    );
    await insertAnswerRows(tx, questionId, rowsToStore);
  }
  return questions.length;
}

/** How `exportQuestions` names a bank. */
export const bankKey = (kind: 'topics' | 'exams', id: number) => `${kind}:${id}`;

/** Every bank's questions (with their answers) in their order, by `bankKey`. */
export async function exportQuestions({
  db,
  media,
}: ExportContext): Promise<Map<string, ContentQuestion[]>> {
  const { rows: answers } = await db.query<{
    id: number;
    question_id: number;
    text: string;
    text_ar: string | null;
    img: string | null;
    is_correct: boolean;
    side: 'left' | 'right' | null;
    match_id: number | null;
    region: Region | null;
  }>(
    `SELECT id, question_id, text, text_ar, img, is_correct, side, match_id, region FROM answers
     ORDER BY position, id`,
  );
  const answersOf = new Map<number, typeof answers>();
  for (const answer of answers) {
    const list = answersOf.get(answer.question_id) ?? [];
    list.push(answer);
    answersOf.set(answer.question_id, list);
  }
  /** A question's stored rows in the content format's field for its type. */
  const rowsOf = (id: number, type: ContentQuestion['question_type']) => {
    const rows = answersOf.get(id) ?? [];
    switch (type) {
      case 'MATCH': {
        const textOf = new Map(rows.map((row) => [row.id, row.text]));
        const taken = new Set(rows.map((row) => row.match_id));
        return {
          pairs: [
            ...rows
              .filter((row) => row.side === 'left')
              .map((row) => ({ left: row.text, right: textOf.get(row.match_id ?? -1) ?? '' })),
            ...rows
              .filter((row) => row.side === 'right' && !taken.has(row.id))
              .map((row) => ({ right: row.text })),
          ],
        };
      }
      case 'HOTSPOT':
        return {
          regions: rows.map((row) => ({
            label: row.text,
            ...(row.region ?? { x: 0, y: 0, w: 0, h: 0 }),
            is_correct: row.is_correct,
          })),
        };
      case 'FILL':
        return { accepted: rows.map((row) => row.text) };
      default:
        return {
          answers: rows.map((row) => ({
            text: row.text,
            ...(row.text_ar ? { text_ar: row.text_ar } : {}),
            img: media.path(row.img, 'public'),
            is_correct: row.is_correct,
          })),
        };
    }
  };

  const { rows: questions } = await db.query<{
    id: number;
    topic_id: number | null;
    exam_id: number | null;
    text: string;
    text_ar: string | null;
    question_type: ContentQuestion['question_type'];
    choose: number | null;
    img: string | null;
    explanation: string;
    explanation_ar: string | null;
    domain: ContentQuestion['domain'];
    task: string | null;
  }>(
    `SELECT id, topic_id, exam_id, text, text_ar, question_type, choose, img, explanation,
       explanation_ar, domain, task
     FROM questions ORDER BY position, id`,
  );
  const byBank = new Map<string, ContentQuestion[]>();
  for (const question of questions) {
    const bank =
      question.topic_id !== null
        ? bankKey('topics', question.topic_id)
        : bankKey('exams', question.exam_id as number);
    const list = byBank.get(bank) ?? [];
    list.push({
      text: question.text,
      ...(question.text_ar ? { text_ar: question.text_ar } : {}),
      question_type: question.question_type,
      img: media.path(question.img, 'public'),
      explanation: question.explanation,
      ...(question.explanation_ar ? { explanation_ar: question.explanation_ar } : {}),
      domain: question.domain,
      task: question.task,
      ...(question.choose !== null ? { choose: question.choose } : {}),
      ...rowsOf(question.id, question.question_type),
    });
    byBank.set(bank, list);
  }
  return byBank;
}
