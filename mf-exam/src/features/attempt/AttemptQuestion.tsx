import type { ArabicAid, AttemptQuestion as Question } from '@academy/contract';
import { useEffect, useRef, useState } from 'react';

import { ArabicBeside, BilingualText } from '../bilingual/BilingualText';
import { BilingualToggle } from '../bilingual/BilingualToggle';
import { useBilingual } from '../bilingual/bilingual-store';
import { useArabicTexts } from '../bilingual/use-arabic-texts';
import '../bilingual/bilingual.css';
import { usePlayerMessages } from '../player/messages';
import { displayQuestionText } from '../player/question-text';
import { QuestionBody } from '../question-types/QuestionBody';
import type { LearnerAnswer, PlayableQuestion } from '../question-types/types';
import { useAttemptMessages } from './messages';
import { PracticeAids, HighlightedText } from '../exam-tools/PracticeAids';
import { useExamToolsMessages } from '../exam-tools/messages';

export type AttemptAnswer = LearnerAnswer;

export interface AttemptQuestionProps {
  question: Question;
  /** 1-based position in the attempt. */
  number: number;
  total: number;
  answer: AttemptAnswer;
  flagged: boolean;
  /** Practice mode's See Answer pressed: the right answer shown in the way of each type. */
  reveal?: boolean;
  /** Answer ids struck out by the learner (a reading aid, not an answer; OC/MC only). */
  struck: readonly number[];
  onAnswer: (answer: AttemptAnswer) => void;
  onFlag: (flagged: boolean) => void;
  onStrike: (answerId: number) => void;
  /** Our side-by-side view, or the exam's switch per question (the learner's setting). */
  arabicAid?: ArabicAid;
  /** Highlighted stretches of the question's text (a practice aid), and their change. */
  highlights?: ReadonlyArray<[number, number]>;
  onHighlight?: (ranges: Array<[number, number]>) => void;
}

/**
 * One question of an attempt: its controls by type (radios, "Choose N" checkboxes with a strike-out
 * button per option, pairs, an image's regions, a typed answer), and Flag for review. No answer
 * is shown in exam mode (it carries none); in practice mode See Answer (the player's) may reveal
 * it. The heading takes the focus when the question changes, so a screen reader starts on the new
 * question.
 */
export function AttemptQuestion({
  question,
  number,
  total,
  answer,
  flagged,
  reveal = false,
  struck,
  onAnswer,
  onFlag,
  onStrike,
  arabicAid = 'side_by_side',
  highlights = [],
  onHighlight,
}: AttemptQuestionProps) {
  const attemptMessages = useAttemptMessages();
  const playerMessages = usePlayerMessages();
  const toolsMessages = useExamToolsMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  const stem = useRef<HTMLSpanElement>(null);
  const playable: PlayableQuestion = question;
  const text = displayQuestionText(question.text);
  // English and Arabic side by side when the learner asks
  // (docs/design/languages.md#bilingual-exam); or, as on the real exam, a switch per question to
  // its Arabic (docs/design/exam-attempts.md#exam-tools). Exam mode shows English else.
  const sideBySide = useBilingual((state) => state.on) && arabicAid === 'side_by_side';
  const [inArabic, setInArabic] = useState(false);
  const switched = arabicAid === 'switch' && inArabic;
  const bilingual = sideBySide;
  const arabic = useArabicTexts(playable, text, sideBySide || switched);
  const english = <HighlightedText ref={stem} text={text} ranges={highlights} />;

  useEffect(() => {
    heading.current?.focus();
  }, [question.id]);

  return (
    <div className="attempt-question">
      {arabicAid === 'switch' ? (
        <label className="exam-arabic-aid">
          <input
            type="checkbox"
            role="switch"
            checked={inArabic}
            onChange={(event) => setInArabic(event.target.checked)}
          />
          {toolsMessages.showArabic}
        </label>
      ) : (
        <BilingualToggle />
      )}
      <fieldset className={bilingual ? 'exam-question is-bilingual' : 'exam-question'}>
        <legend className="exam-question__legend">
          <span className="exam-question__position">
            {playerMessages.questionPosition(number, total)}
          </span>
          {/* The content keeps its own direction in the Arabic interface (docs/design/languages.md). */}
          <h2 ref={heading} tabIndex={-1} className="exam-question__text" dir="auto">
            {switched && arabic.get(text) ? (
              <span lang="ar" dir="rtl">
                {arabic.get(text)}
              </span>
            ) : (
              <BilingualText english={english} arabic={arabic.get(text)} />
            )}
          </h2>
        </legend>
        <QuestionBody
          question={playable}
          number={number}
          answer={answer}
          onAnswer={onAnswer}
          reveal={reveal}
          translationOf={
            bilingual || switched
              ? (answerText) => <ArabicBeside arabic={arabic.get(answerText)} />
              : undefined
          }
          strikes={{
            struck,
            onStrike,
            word: attemptMessages.strikeWord,
            rest: attemptMessages.strikeRest,
            hint: attemptMessages.strikeHint,
          }}
        />
      </fieldset>
      {onHighlight && !switched && (
        <PracticeAids stem={stem} ranges={highlights} onChange={onHighlight} />
      )}
      <button
        type="button"
        className={flagged ? 'attempt-flag is-flagged' : 'attempt-flag'}
        aria-pressed={flagged}
        onClick={() => onFlag(!flagged)}
      >
        <span aria-hidden="true">⚑ </span>
        {attemptMessages.flag}
      </button>
    </div>
  );
}
