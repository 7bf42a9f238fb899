import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

import { useQuestionTypeMessages } from './messages';
import { ArabicAfter, RowText, type ArabicOf } from './row-text';
import {
  isMatchAnswer,
  leftItems,
  rightItems,
  type AnswerControlProps,
  type MatchAnswer,
  type PlayableAnswer,
} from './types';

export interface MatchAnswersProps extends AnswerControlProps {
  /**
   * Side by side (docs/design/languages.md#bilingual-exam): each item's and answer's Arabic beside
   * its English.
   */
  arabicOf?: ArabicOf;
}

type Selection = { side: 'left' | 'right'; id: number } | null;

/** The drag's data type: an answer's id, so a drop elsewhere on the page means nothing. */
const DRAG_TYPE = 'application/x-academy-match';

/** A pairing with `rightId` placed on `leftId` (taken off any other item first). */
export function placed(pairs: MatchAnswer, leftId: number, rightId: number): MatchAnswer {
  const next: MatchAnswer = {};
  for (const [left, right] of Object.entries(pairs)) if (right !== rightId) next[left] = right;
  next[String(leftId)] = rightId;
  return next;
}

function withoutLeft(pairs: MatchAnswer, leftId: number): MatchAnswer {
  const next = { ...pairs };
  delete next[String(leftId)];
  return next;
}

/**
 * MATCH: items on the left, answers on the right. A pointer drags an answer onto an item (native
 * drag and drop: nothing to download); every input also works by "select then place", the way a
 * keyboard, a screen reader or a finger on a phone uses it: press an item, then its answer (or an
 * answer, then its item). A placed answer leaves the pool; Clear puts it back. A live region
 * says each step; the focus stays on the item just matched or cleared.
 */
export function MatchAnswers({ question, answer, onAnswer, reveal, arabicOf }: MatchAnswersProps) {
  const messages = useQuestionTypeMessages();
  const id = useId();
  const pairs: MatchAnswer = isMatchAnswer(answer) ? answer : {};
  const lefts = leftItems(question);
  const rights = rightItems(question);
  const rightById = new Map(rights.map((right) => [right.id, right]));
  const placedIds = new Set(Object.values(pairs));
  const pool = rights.filter((right) => !placedIds.has(right.id));
  const [selection, setSelection] = useState<Selection>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dropTarget, setDropTarget] = useState<number | 'pool' | null>(null);
  const leftButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusLeft = useRef<number | null>(null);

  useEffect(() => {
    if (focusLeft.current === null) return;
    leftButtons.current.get(focusLeft.current)?.focus();
    focusLeft.current = null;
  });

  const save = (next: MatchAnswer) => onAnswer(Object.keys(next).length === 0 ? null : next);

  const place = (left: PlayableAnswer, rightId: number) => {
    const right = rightById.get(rightId);
    if (!right) return;
    save(placed(pairs, left.id, rightId));
    setSelection(null);
    setAnnouncement(messages.matchMade(left.text, right.text));
    focusLeft.current = left.id;
  };

  const clear = (left: PlayableAnswer) => {
    save(withoutLeft(pairs, left.id));
    setAnnouncement(messages.matchCleared(left.text));
    focusLeft.current = left.id;
  };

  const select = (side: 'left' | 'right', item: PlayableAnswer) => {
    if (selection?.side === side && selection.id === item.id) {
      setSelection(null);
      setAnnouncement('');
      return;
    }
    setSelection({ side, id: item.id });
    setAnnouncement(messages.matchSelected(item.text));
  };

  const pressLeft = (left: PlayableAnswer) => {
    if (selection?.side === 'right') place(left, selection.id);
    else select('left', left);
  };

  const pressRight = (right: PlayableAnswer) => {
    const left = selection?.side === 'left' ? lefts.find((l) => l.id === selection.id) : null;
    if (left) place(left, right.id);
    else select('right', right);
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selection) {
      event.preventDefault();
      setSelection(null);
      setAnnouncement('');
    }
  };

  const startDrag = (event: DragEvent, rightId: number) => {
    event.dataTransfer.setData(DRAG_TYPE, String(rightId));
    event.dataTransfer.effectAllowed = 'move';
    setSelection(null);
  };
  const allowDrop = (event: DragEvent, target: number | 'pool') => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(target);
  };
  const droppedId = (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(null);
    const rightId = Number(event.dataTransfer.getData(DRAG_TYPE));
    return rightById.has(rightId) ? rightId : null;
  };
  const dropOnLeft = (event: DragEvent, left: PlayableAnswer) => {
    const rightId = droppedId(event);
    if (rightId !== null) place(left, rightId);
  };
  const dropOnPool = (event: DragEvent) => {
    const rightId = droppedId(event);
    const left = lefts.find((l) => pairs[String(l.id)] === rightId);
    if (left) clear(left);
  };

  return (
    <div className="qt-match">
      <div className="qt-match__columns">
        <div className="qt-match__column">
          <p className="qt-match__title" id={`${id}-items`}>
            {messages.matchItems}
          </p>
          <ul className="qt-match__items" aria-labelledby={`${id}-items`}>
            {lefts.map((left) => {
              const rightId = pairs[String(left.id)];
              const match = rightId === undefined ? undefined : rightById.get(rightId);
              const correct = rightById.get(left.match_id ?? -1);
              const classes = ['qt-match__item'];
              if (selection?.side === 'left' && selection.id === left.id)
                classes.push('is-selected');
              if (dropTarget === left.id) classes.push('is-drop-target');
              const isRight = match !== undefined && match.id === correct?.id;
              if (reveal) classes.push(isRight ? 'is-correct' : 'is-wrong');
              const slotId = `${id}-slot-${left.id}`;
              return (
                <li
                  key={left.id}
                  className={classes.join(' ')}
                  onDragOver={(event) => allowDrop(event, left.id)}
                  onDragLeave={() => setDropTarget(null)}
                  onDrop={(event) => dropOnLeft(event, left)}
                >
                  <button
                    ref={(element) => {
                      if (element) leftButtons.current.set(left.id, element);
                      else leftButtons.current.delete(left.id);
                    }}
                    type="button"
                    className="qt-match__left"
                    aria-pressed={selection?.side === 'left' && selection.id === left.id}
                    aria-describedby={slotId}
                    onKeyDown={cancelOnEscape}
                    onClick={() => pressLeft(left)}
                  >
                    <RowText text={left.text} arabicOf={arabicOf} />
                  </button>
                  <div className="qt-match__slot">
                    <span id={slotId} className="ac-visually-hidden">
                      {match ? messages.matchedWith(match.text) : messages.matchNoneYet}
                    </span>
                    {match ? (
                      <>
                        <span
                          className="qt-match__chip is-placed"
                          draggable
                          onDragStart={(event) => startDrag(event, match.id)}
                          onDragEnd={() => setDropTarget(null)}
                          aria-hidden="true"
                        >
                          <RowText text={match.text} arabicOf={arabicOf} />
                        </span>
                        <button
                          type="button"
                          className="qt-match__clear"
                          aria-label={messages.matchClearLabel(left.text)}
                          onClick={() => clear(left)}
                        >
                          {messages.matchClear}
                        </button>
                      </>
                    ) : (
                      <span className="qt-match__empty" aria-hidden="true">
                        {messages.matchDropHere}
                      </span>
                    )}
                  </div>
                  {reveal && correct && (
                    <p className="qt-match__correct">
                      <span className="qt-match__mark">
                        {isRight ? messages.correctMark : messages.wrongMark}
                      </span>{' '}
                      {messages.matchCorrect(correct.text)}
                      <ArabicAfter text={correct.text} arabicOf={arabicOf} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div
          className={dropTarget === 'pool' ? 'qt-match__column is-drop-target' : 'qt-match__column'}
          onDragOver={(event) => allowDrop(event, 'pool')}
          onDragLeave={() => setDropTarget(null)}
          onDrop={dropOnPool}
        >
          <p className="qt-match__title" id={`${id}-answers`}>
            {messages.matchAnswers}
          </p>
          {pool.length === 0 ? (
            <p className="qt-match__empty">{messages.matchAllPlaced}</p>
          ) : (
            <ul className="qt-match__pool" aria-labelledby={`${id}-answers`}>
              {pool.map((right) => (
                <li key={right.id}>
                  <button
                    type="button"
                    className="qt-match__chip"
                    draggable
                    aria-pressed={selection?.side === 'right' && selection.id === right.id}
                    onDragStart={(event) => startDrag(event, right.id)}
                    onDragEnd={() => setDropTarget(null)}
                    onKeyDown={cancelOnEscape}
                    onClick={() => pressRight(right)}
                  >
                    <RowText text={right.text} arabicOf={arabicOf} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="qt-match__status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
