import type { ContentQuestion } from '@academy/contract';
import type { MediaReference } from '../content-media';
import { returnedId, type ImportContext } from './context';

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
      `INSERT INTO questions (${bank.column}, position, text, question_type, img, explanation)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        bank.id,
        position,
        question.text,
        question.question_type,
        media.name(question.img, 'public'),
        question.explanation ?? '',
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
