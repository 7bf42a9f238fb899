import type { Ref, RefObject } from 'react';

import { addRange, selectionOffsets, splitHighlighted } from './highlights';
import { useExamToolsMessages } from './messages';
import './exam-display.css';

/** A question's English text with its highlighted stretches marked. */
export function HighlightedText({
  text,
  ranges,
  ref,
}: {
  text: string;
  ranges: ReadonlyArray<[number, number]>;
  ref?: Ref<HTMLSpanElement>;
}) {
  return (
    <span ref={ref}>
      {ranges.length === 0
        ? text
        : splitHighlighted(text, ranges).map((piece, index) =>
            piece.marked ? (
              <mark key={index} className="exam-highlight">
                {piece.text}
              </mark>
            ) : (
              piece.text
            ),
          )}
    </span>
  );
}

/**
 * The practice aids, labelled as such (the real exam has no highlighter): highlight the words
 * selected in the question's text, or clear them. The strike-out is on each answer option.
 */
export function PracticeAids({
  stem,
  ranges,
  onChange,
}: {
  stem: RefObject<HTMLSpanElement | null>;
  ranges: ReadonlyArray<[number, number]>;
  onChange: (ranges: Array<[number, number]>) => void;
}) {
  const messages = useExamToolsMessages();
  const highlight = () => {
    const offsets = stem.current ? selectionOffsets(stem.current) : null;
    if (offsets) onChange(addRange(ranges, offsets));
  };
  return (
    <div className="exam-practice-aids" role="group" aria-labelledby="exam-practice-aids-label">
      <p id="exam-practice-aids-label" className="exam-practice-aids__label">
        {messages.practiceAids}
      </p>
      {/* Pressed with the mouse, the button must not take the selection away first. */}
      <button
        type="button"
        className="exam-tools__button"
        title={messages.highlightHint}
        onMouseDown={(event) => event.preventDefault()}
        onClick={highlight}
      >
        {messages.highlight}
      </button>
      <button
        type="button"
        className="exam-tools__button"
        disabled={ranges.length === 0}
        onClick={() => onChange([])}
      >
        {messages.clearHighlights}
      </button>
    </div>
  );
}
