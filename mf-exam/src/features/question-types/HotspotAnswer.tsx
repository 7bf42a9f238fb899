import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { useQuestionTypeMessages } from './messages';
import { ArabicAfter, RowText, type ArabicOf } from './row-text';
import { regionsOf, type AnswerControlProps, type PlayableAnswer, type Region } from './types';

export interface HotspotAnswerProps extends Omit<AnswerControlProps, 'onAnswer'> {
  /** 1-based position, for the image's text. */
  number: number;
  /** Absent: read only (the review): the regions are drawn, the text under the image says it. */
  onAnswer?: AnswerControlProps['onAnswer'];
  /**
   * Side by side (docs/design/languages.md#bilingual-exam): the labels' Arabic after their English,
   * under the image and in each region's name (as an OC/MC option's name carries both).
   */
  arabicOf?: ArabicOf;
}

const boxStyle = ({ x, y, w, h }: Region) => ({
  left: `${x}%`,
  top: `${y}%`,
  width: `${w}%`,
  height: `${h}%`,
});

function regionClasses(region: PlayableAnswer, picked: number | null, reveal: boolean): string {
  const classes = ['qt-hotspot__region'];
  if (region.id === picked) classes.push('is-chosen');
  if (reveal && region.is_correct) classes.push('is-correct');
  else if (reveal && region.id === picked) classes.push('is-wrong');
  return classes.join(' ');
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * HOTSPOT: the question's image with its regions as one radio group over it. A click on a region
 * picks it; from the keyboard, Tab enters the group (on the pick, or the first region), the arrow
 * keys move between regions and Space or Enter picks the one in focus: moving does not answer,
 * so an exam saves only what was chosen. Each region is named by its label, and the pick is also
 * written under the image.
 */
export function HotspotAnswer({
  question,
  number,
  answer,
  onAnswer,
  reveal,
  arabicOf,
}: HotspotAnswerProps) {
  const messages = useQuestionTypeMessages();
  const id = useId();
  const regions = regionsOf(question);
  const picked = typeof answer === 'number' ? answer : null;
  const pickedRegion = regions.find((region) => region.id === picked);
  const correct = regions.find((region) => region.is_correct);
  const [focusIndex, setFocusIndex] = useState(() =>
    Math.max(
      0,
      regions.findIndex((region) => region.id === picked),
    ),
  );
  const elements = useRef<(HTMLDivElement | null)[]>([]);
  const readOnly = !onAnswer;

  const moveTo = (index: number) => {
    const next = (index + regions.length) % regions.length;
    setFocusIndex(next);
    elements.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (NEXT_KEYS.includes(event.key)) moveTo(index + 1);
    else if (PREVIOUS_KEYS.includes(event.key)) moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(regions.length - 1);
    else if ((event.key === ' ' || event.key === 'Enter') && onAnswer) {
      onAnswer(regions[index]!.id);
    } else return;
    event.preventDefault();
  };

  return (
    <div className="qt-hotspot">
      {!readOnly && (
        <p id={`${id}-keys`} className="ac-visually-hidden">
          {messages.hotspotKeys}
        </p>
      )}
      <div className="qt-hotspot__figure">
        {question.img && (
          <img
            className="qt-hotspot__image"
            src={question.img}
            alt={messages.hotspotImageAlt(number)}
          />
        )}
        {readOnly ? (
          <div className="qt-hotspot__regions" aria-hidden="true">
            {regions.map((region) => (
              <div
                key={region.id}
                className={regionClasses(region, picked, reveal)}
                style={boxStyle(region.region)}
              />
            ))}
          </div>
        ) : (
          <div
            className="qt-hotspot__regions"
            role="radiogroup"
            aria-label={messages.hotspotRegions}
            aria-describedby={`${id}-keys`}
          >
            {regions.map((region, index) => {
              const chosen = region.id === picked;
              return (
                <div
                  key={region.id}
                  ref={(element) => {
                    elements.current[index] = element;
                  }}
                  role="radio"
                  aria-checked={chosen}
                  aria-label={arabicOf ? undefined : region.text}
                  tabIndex={index === focusIndex ? 0 : -1}
                  className={regionClasses(region, picked, reveal)}
                  style={boxStyle(region.region)}
                  onClick={() => {
                    setFocusIndex(index);
                    onAnswer?.(region.id);
                  }}
                  onFocus={() => setFocusIndex(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {arabicOf && (
                    // Named by its content then: each language in its own, English first.
                    <span className="ac-visually-hidden">
                      <RowText text={region.text} arabicOf={arabicOf} />
                    </span>
                  )}
                  {chosen && (
                    <span className="qt-hotspot__pin" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {!readOnly && (
        <p className="qt-hotspot__choice">
          {pickedRegion ? (
            <>
              {messages.hotspotChoice(pickedRegion.text)}
              <ArabicAfter text={pickedRegion.text} arabicOf={arabicOf} />
            </>
          ) : (
            messages.hotspotNoChoice
          )}
        </p>
      )}
      {!readOnly && reveal && correct && (
        <p className="qt-hotspot__correct">
          {messages.hotspotCorrect(correct.text)}
          <ArabicAfter text={correct.text} arabicOf={arabicOf} />
        </p>
      )}
    </div>
  );
}
