import type { SchemaFactory } from '../../lib/validate-fields';
import { messages } from '../../messages';
import { MAX_ANSWERS, MIN_ANSWERS, type QuestionValues } from './question-values';

/** The API's limits (contract/src/admin/questions.ts) and rules (questions/rules.ts). */
export const QUESTION_TEXT_MAX = 5000;
export const TASK_MAX = 200;
const text = messages.questions;

/** 'answers[1].text' → 2: the answer's number as the labels count. */
const answerNumber = (path: string) => Number(/\[(\d+)\]/.exec(path)?.[1] ?? 0) + 1;

export const questionSchema: SchemaFactory<QuestionValues> = (yup) =>
  yup.object({
    text: yup
      .string()
      .trim()
      .required(text.textRequired)
      .max(QUESTION_TEXT_MAX, text.textTooLong(QUESTION_TEXT_MAX)),
    question_type: yup.string().oneOf(['OC', 'MC']).required(),
    domain: yup.string().oneOf(['', 'People', 'Process', 'Business Environment']).default(''),
    task: yup.string().trim().default('').max(TASK_MAX, text.taskTooLong(TASK_MAX)),
    explanation: yup.string().trim().default(''),
    answers: yup
      .array(
        yup.object({
          key: yup.string().required(),
          text: yup
            .string()
            .trim()
            .required(({ path }) => text.answerBlank(answerNumber(path))),
          is_correct: yup.boolean().required(),
          img: yup.string().nullable().default(null),
        }),
      )
      .required()
      .min(MIN_ANSWERS, text.tooFewAnswers(MIN_ANSWERS))
      .max(MAX_ANSWERS, text.tooManyAnswers(MAX_ANSWERS))
      .test('some-correct', text.noCorrectAnswer, (answers) =>
        answers.some((answer) => answer.is_correct),
      )
      .test(
        'oc-one-correct',
        text.ocNeedsOneCorrect,
        (answers, context) =>
          (context.parent as QuestionValues).question_type !== 'OC' ||
          answers.filter((answer) => answer.is_correct).length <= 1,
      ),
  });
