import { MAX_ANSWERS, MIN_ANSWERS } from '@academy/contract/rules';
import { questionsMessages } from './messages';
import { RowInput, RowsEditor } from './RowsEditor';
import {
  blankAnswer,
  withCorrect,
  type AnswerValues,
  type QuestionValues,
} from './question-values';

const text = questionsMessages;

interface AnswersEditorProps {
  values: QuestionValues;
  onChange: (answers: AnswerValues[]) => void;
  /** The form's errors by path: 'answers' for the list, 'answers[1].text' for a row. */
  errors: Partial<Record<string, string>>;
}

/**
 * OC/MC: the answers, 2 to 6 rows of text and "correct", in order. Every control is named by its
 * row ("Answer 2 text", "Answer 2 is correct", "Remove answer 2"); focus and announcements as
 * every list of rows (RowsEditor).
 */
export function AnswersEditor({ values, onChange, errors }: AnswersEditorProps) {
  const { answers } = values;
  return (
    <RowsEditor
      legend={text.answers}
      hint={text.answersHint(MIN_ANSWERS, MAX_ANSWERS)}
      rows={answers}
      onChange={onChange}
      blank={blankAnswer}
      min={MIN_ANSWERS}
      max={MAX_ANSWERS}
      labels={{
        add: text.addAnswer,
        added: text.answerAdded,
        removed: text.answerRemoved,
        remove: text.removeAnswer,
      }}
      listError={errors.answers}
      renderRow={(answer, index, field) => {
        const number = index + 1;
        return (
          <>
            <RowInput
              id={`${field.idPrefix}-text`}
              label={text.answerText(number)}
              value={answer.text}
              error={errors[`answers[${index}].text`]}
              onChange={(value) =>
                onChange(answers.map((row, at) => (at === index ? { ...row, text: value } : row)))
              }
            />
            <label className="admin-answers__correct">
              <input
                type="checkbox"
                aria-label={text.answerCorrect(number)}
                checked={answer.is_correct}
                onChange={(event) => onChange(withCorrect(values, index, event.target.checked))}
              />
              {text.correct}
            </label>
            {answer.img && (
              <span className="admin-answers__image">
                <img src={answer.img} alt={text.answerImageAlt(number)} />
              </span>
            )}
          </>
        );
      }}
    />
  );
}
