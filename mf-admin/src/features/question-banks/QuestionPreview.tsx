import { useId, useState } from 'react';

import { questionsMessages } from './messages';
import { FillPreview, HotspotPreview, MatchPreview, previewHint } from './type-previews';
import type { QuestionValues } from './question-values';
import './question-preview.css';

const text = questionsMessages;

/**
 * '#01. What is…' → 'What is…': the player hides the content's number prefix
 * (docs/specification.md §2).
 */
const displayText = (question: string) => question.replace(/^#\d+\.\s+/, '');

interface QuestionPreviewProps {
  values: QuestionValues;
}

/**
 * The question as the exam player shows it to a learner (mf-exam's QuestionView: the position,
 * the text as a heading, the image, how to answer, radios for OC, checkboxes for MC, the items
 * and answers of a MATCH, a HOTSPOT's regions over its image, a FILL's field; then "See Answer"
 * showing the right answer, and the explanation). A small copy of its look, not an import: the
 * back-office does not load the learners' remotes, and staff need to see the content (where the
 * regions fall), not to drag. Made from the form's values as typed, so staff see a change before
 * saving it.
 */
export function QuestionPreview({ values }: QuestionPreviewProps) {
  const image = values.image.url;
  const id = useId();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [revealed, setRevealed] = useState(false);
  const multiple = values.question_type === 'MC';
  const question = displayText(values.text.trim()) || text.previewEmpty;

  const choose = (key: string, on: boolean) =>
    setChosen((current) => {
      if (!multiple) return on ? [key] : [];
      return on
        ? [...current.filter((item) => item !== key), key]
        : current.filter((k) => k !== key);
    });

  return (
    <section className="admin-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-preview__title">
        {text.previewTitle}
      </h2>
      <div className="admin-preview__player">
        <fieldset className="admin-preview-question">
          <legend className="admin-preview-question__legend">
            <span className="admin-preview-question__position">{text.previewPosition}</span>
            <h3 className="admin-preview-question__text">{question}</h3>
          </legend>
          {image && values.question_type !== 'HOTSPOT' && (
            <img className="admin-preview-question__image" src={image} alt={text.imageAlt} />
          )}
          <p className="admin-preview-question__hint">{previewHint(values)}</p>
          {values.question_type === 'HOTSPOT' && (
            <HotspotPreview values={values} revealed={revealed} />
          )}
          {values.question_type === 'MATCH' && <MatchPreview values={values} revealed={revealed} />}
          {values.question_type === 'FILL' && <FillPreview values={values} revealed={revealed} />}
          {(values.question_type === 'OC' || values.question_type === 'MC') && (
            <ul className="admin-preview-answers">
              {values.answers.map((answer) => {
                const isChosen = chosen.includes(answer.key);
                const classes = ['admin-preview-answer'];
                if (isChosen) classes.push('is-chosen');
                if (revealed) classes.push(answer.is_correct ? 'is-correct' : 'is-wrong');
                return (
                  <li key={answer.key} className={classes.join(' ')}>
                    <label>
                      <input
                        type={multiple ? 'checkbox' : 'radio'}
                        name={`${id}-answers`}
                        checked={isChosen}
                        onChange={(event) => choose(answer.key, event.target.checked)}
                      />
                      <span className="admin-preview-answer__content">
                        <span>{answer.text}</span>
                        {answer.img && (
                          <img className="admin-preview-answer__image" src={answer.img} alt="" />
                        )}
                        {revealed && (
                          <span className="admin-preview-answer__mark">
                            {answer.is_correct ? text.correctMark : text.wrongMark}
                          </span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <div className="admin-preview__actions">
          <button
            type="button"
            className="admin-button"
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {text.seeAnswer}
          </button>
        </div>
        {revealed && values.explanation.trim() && (
          <div className="admin-preview__explanation">
            <h4>{text.explanationTitle}</h4>
            <p>{values.explanation.trim()}</p>
          </div>
        )}
      </div>
    </section>
  );
}
