// The preview's MATCH, HOTSPOT and FILL, drawn as mf-exam's player draws them (question-types/),
// with the back-office's class names; read from the form's values as typed.
import { useId, useState } from 'react';

import { questionsMessages } from './messages';
import type { QuestionValues, RegionValues } from './question-values';

const text = questionsMessages;

/** What the stem says under the question, as the player says it. */
export function previewHint(values: QuestionValues): string {
  switch (values.question_type) {
    case 'OC':
      return text.chooseOne;
    case 'MC':
      return /^[1-9]\d*$/.test(values.choose.trim())
        ? text.chooseCount(Number(values.choose.trim()))
        : text.chooseSeveral;
    case 'MATCH':
      return text.matchHint;
    case 'HOTSPOT':
      return text.hotspotHint;
    case 'FILL':
      return text.fillHint;
  }
}

interface TypePreviewProps {
  values: QuestionValues;
  revealed: boolean;
}

/** MATCH: the items with their empty slots, and the answers (pairs' then extras'). */
export function MatchPreview({ values, revealed }: TypePreviewProps) {
  const id = useId();
  const answers = [
    ...values.pairs.map((pair) => ({ key: pair.key, text: pair.right })),
    ...values.extras.map((extra) => ({ key: extra.key, text: extra.text })),
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
              className={
                revealed ? 'admin-preview-match__item is-correct' : 'admin-preview-match__item'
              }
            >
              <span className="admin-preview-match__left">{pair.left}</span>
              {revealed ? (
                <span>{text.matchCorrect(pair.right)}</span>
              ) : (
                <span className="admin-preview-match__empty">{text.matchDropHere}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="admin-preview-match__title" id={`${id}-answers`}>
          {text.matchAnswers}
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
function rectangle(region: RegionValues) {
  const [x, y, w, h] = [region.x, region.y, region.w, region.h].map((value) =>
    value.trim() === '' ? NaN : Number(value),
  );
  if (![x, y, w, h].every((value) => Number.isFinite(value))) return null;
  return { left: `${x}%`, top: `${y}%`, width: `${w}%`, height: `${h}%` };
}

/**
 * HOTSPOT: the image with each region drawn over it, numbered as the editor's rows (staff check
 * where each falls); See Answer shows the correct one in green.
 */
export function HotspotPreview({ values, revealed }: TypePreviewProps) {
  const url = values.image.url;
  const correct = values.regions.find((region) => region.is_correct);
  if (!url) return <p className="admin-preview-hotspot__none">{text.hotspotNoImage}</p>;
  return (
    <div className="admin-preview-hotspot">
      <div className="admin-preview-hotspot__figure">
        <img className="admin-preview-hotspot__image" src={url} alt={text.hotspotImageAlt} />
        <ol className="admin-preview-hotspot__regions" aria-label={text.hotspotRegions}>
          {values.regions.map((region, index) => {
            const style = rectangle(region);
            if (!style) return null;
            const classes = ['admin-preview-hotspot__region'];
            if (revealed && region.is_correct) classes.push('is-correct');
            return (
              <li key={region.key} className={classes.join(' ')} style={style}>
                <span className="admin-preview-hotspot__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="ac-visually-hidden">{region.label}</span>
              </li>
            );
          })}
        </ol>
      </div>
      {revealed && correct && <p>{text.hotspotCorrect(correct.label)}</p>}
    </div>
  );
}

/** FILL: the learner's field (try an answer), See Answer lists the accepted values. */
export function FillPreview({ values, revealed }: TypePreviewProps) {
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
        <p>{text.fillAccepted(values.accepted.map((value) => value.text.trim()).join('; '))}</p>
      )}
    </div>
  );
}
