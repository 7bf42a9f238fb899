// The question as the exam player shows it to a learner (mf-exam's QuestionView and its
// question-types/): the position, the text as a heading, the image, how to answer, radios for OC,
// checkboxes for MC, a MATCH's items and answers, a HOTSPOT's regions over its image, a FILL's
// field; then "See Answer" and the explanation. A small copy of its look with the back-office's
// class names, not an import: the back-office does not load the learners' remotes, and staff need
// to see the content (where the regions fall), not to drag. Made from the form's values as typed,
// so staff see a change before saving it.
import { useId, useState } from 'react';

import { questionsMessages as text } from './messages';
import type { QuestionType, QuestionValues, Row } from './question-values';
import './question-preview.css';

interface TypePreviewProps {
  values: QuestionValues;
  revealed: boolean;
}

const cell = (row: Row, name: string) => String(row[name] ?? '');
const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** OC and MC: a radio or a checkbox an answer. */
function AnswersPreview({ values, revealed }: TypePreviewProps) {
  const id = useId();
  const multiple = values.question_type === 'MC';
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const choose = (key: string, on: boolean) =>
    setChosen((current) => [
      ...(multiple ? current.filter((item) => item !== key) : []),
      ...(on ? [key] : []),
    ]);
  return (
    <ul className="admin-preview-answers">
      {values.answers.map((answer) => {
        const isChosen = chosen.includes(answer.key);
        const correct = answer.is_correct === true;
        return (
          <li
            key={answer.key}
            className={classes(
              'admin-preview-answer',
              isChosen && 'is-chosen',
              revealed && (correct ? 'is-correct' : 'is-wrong'),
            )}
          >
            <label>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-answers`}
                checked={isChosen}
                onChange={(event) => choose(answer.key, event.target.checked)}
              />
              <span className="admin-preview-answer__content">
                <span>{cell(answer, 'text')}</span>
                {answer.img && (
                  <img className="admin-preview-answer__image" src={cell(answer, 'img')} alt="" />
                )}
                {revealed && (
                  <span className="admin-preview-answer__mark">
                    {correct ? text.correctMark : text.wrongMark}
                  </span>
                )}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** MATCH: the items with their empty slots, and the answers (pairs' then extras'). */
function MatchPreview({ values, revealed }: TypePreviewProps) {
  const id = useId();
  const answers = [
    ...values.pairs.map((pair) => ({ key: pair.key, text: cell(pair, 'right') })),
    ...values.extras.map((extra) => ({ key: extra.key, text: cell(extra, 'text') })),
  ];
  return (
    <div className="admin-preview-match">
      <div>
        <p className="admin-preview-match__title" id={`${id}-items`}>
          {text.matchItems}
        </p>
        <ul className="admin-preview-match__items" aria-labelledby={`${id}-items`}>
          {values.pairs.map((pair) => (
            <li
              key={pair.key}
              className={classes('admin-preview-match__item', revealed && 'is-correct')}
            >
              <span className="admin-preview-match__left">{cell(pair, 'left')}</span>
              {revealed ? (
                <span>{text.matchCorrect(cell(pair, 'right'))}</span>
              ) : (
                <span className="admin-preview-match__empty">{text.matchDropHere}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="admin-preview-match__title" id={`${id}-answers`}>
          {text.answers}
        </p>
        <ul className="admin-preview-match__pool" aria-labelledby={`${id}-answers`}>
          {answers.map((answer) => (
            <li key={answer.key} className="admin-preview-match__chip">
              {answer.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A region's rectangle when its four numbers are typed (a half-typed row is not drawn). */
function rectangle(region: Row) {
  const [left, top, width, height] = ['x', 'y', 'w', 'h'].map((side) =>
    cell(region, side).trim() === '' ? NaN : Number(region[side]),
  );
  if (![left, top, width, height].every((value) => Number.isFinite(value))) return null;
  return { left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%` };
}

/**
 * HOTSPOT: the image with each region drawn over it, numbered as the editor's rows (staff check
 * where each falls); See Answer shows the correct one in green.
 */
function HotspotPreview({ values, revealed }: TypePreviewProps) {
  const url = values.image.url;
  const correct = values.regions.find((region) => region.is_correct === true);
  if (!url) return <p className="admin-preview-hotspot__none">{text.hotspotNoImage}</p>;
  return (
    <div className="admin-preview-hotspot">
      <div className="admin-preview-hotspot__figure">
        <img className="admin-preview-hotspot__image" src={url} alt={text.hotspotImageAlt} />
        <ol className="admin-preview-hotspot__regions" aria-label={text.hotspotRegions}>
          {values.regions.map((region, index) => {
            const style = rectangle(region);
            if (!style) return null;
            return (
              <li
                key={region.key}
                className={classes(
                  'admin-preview-hotspot__region',
                  revealed && region.is_correct === true && 'is-correct',
                )}
                style={style}
              >
                <span className="admin-preview-hotspot__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="ac-visually-hidden">{cell(region, 'label')}</span>
              </li>
            );
          })}
        </ol>
      </div>
      {revealed && correct && <p>{text.hotspotCorrect(cell(correct, 'label'))}</p>}
    </div>
  );
}

/** FILL: the learner's field (try an answer), See Answer lists the accepted values. */
function FillPreview({ values, revealed }: TypePreviewProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  return (
    <div className="admin-preview-fill">
      <label htmlFor={`${id}-fill`}>{text.fillLabel}</label>
      <input
        id={`${id}-fill`}
        type="text"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {revealed && (
        <p>
          {text.fillAccepted(values.accepted.map((value) => cell(value, 'text').trim()).join('; '))}
        </p>
      )}
    </div>
  );
}

const TYPE_PREVIEWS = {
  OC: AnswersPreview,
  MC: AnswersPreview,
  MATCH: MatchPreview,
  HOTSPOT: HotspotPreview,
  FILL: FillPreview,
};

/** What the stem says under the question, as the player says it. */
function previewHint({ question_type: type, choose }: QuestionValues): string {
  if (type === 'MC' && /^[1-9]\d*$/.test(choose.trim())) return text.chooseCount(Number(choose));
  return text.hints[type as QuestionType];
}

export function QuestionPreview({ values }: { values: QuestionValues }) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const type = values.question_type as QuestionType;
  const TypePreview = TYPE_PREVIEWS[type];
  // '#01. What is…' → 'What is…': the player hides the content's number prefix (docs/specification.md §2).
  const question = values.text.trim().replace(/^#\d+\.\s+/, '') || text.previewEmpty;
  const image = values.image.url;
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
          {image && type !== 'HOTSPOT' && (
            <img className="admin-preview-question__image" src={image} alt={text.imageAlt} />
          )}
          <p className="admin-preview-question__hint">{previewHint(values)}</p>
          <TypePreview values={values} revealed={revealed} />
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
