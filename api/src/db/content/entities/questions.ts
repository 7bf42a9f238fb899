import type { ContentQuestion } from '@academy/contract';
import type { MediaReference } from '../content-media';
import { returnedId, type ExportContext, type ImportContext } from './context';

/** `where`: the path of a bank's `questions` list, e.g. `exams.json[0].topics[1].questions`. */
export function questionMedia(where: string, questions: ContentQuestion[]): MediaReference[] {
  return questions.flatMap((question, k) => [
    { where: `${where}[${k}].img`, file: question.img, area: 'public' as const },
    ...question.answers.map((answer, a) => ({
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
         domain, task)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        bank.id,
        position,
        question.text,
        question.question_type,
        media.name(question.img, 'public'),
        question.explanation ?? '',
        question.domain ?? null,
        question.task ?? null,
      ],
    );
    const questionId = returnedId(rows);
    for (const [answerPosition, answer] of question.answers.entries()) {
      await tx.query(
        `INSERT INTO answers (question_id, position, text, img, is_correct)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          questionId,
          answerPosition,
          answer.text,
          media.name(answer.img, 'public'),
          answer.is_correct === true,
        ],
      );
    }
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
    question_id: number;
    text: string;
    img: string | null;
    is_correct: boolean;
  }>('SELECT question_id, text, img, is_correct FROM answers ORDER BY position, id');
  const answersOf = new Map<number, ContentQuestion['answers']>();
  for (const answer of answers) {
    const list = answersOf.get(answer.question_id) ?? [];
    list.push({
      text: answer.text,
      img: media.path(answer.img, 'public'),
      is_correct: answer.is_correct,
    });
    answersOf.set(answer.question_id, list);
  }

  const { rows: questions } = await db.query<{
    id: number;
    topic_id: number | null;
    exam_id: number | null;
    text: string;
    question_type: 'OC' | 'MC';
    img: string | null;
    explanation: string;
    domain: ContentQuestion['domain'];
    task: string | null;
  }>(
    `SELECT id, topic_id, exam_id, text, question_type, img, explanation, domain, task
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
      question_type: question.question_type,
      img: media.path(question.img, 'public'),
      explanation: question.explanation,
      domain: question.domain,
      task: question.task,
      answers: answersOf.get(question.id) ?? [],
    });
    byBank.set(bank, list);
  }
  return byBank;
}
