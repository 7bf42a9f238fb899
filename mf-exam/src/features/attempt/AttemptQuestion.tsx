import type { AttemptQuestion as Question } from '@academy/contract';
import { useEffect, useRef } from 'react';

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
}: AttemptQuestionProps) {
  const attemptMessages = useAttemptMessages();
  const playerMessages = usePlayerMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  const playable: PlayableQuestion = question;
  const text = displayQuestionText(question.text);
  // English and Arabic side by side when the learner asks
  // (docs/design/languages.md#bilingual-exam); exam mode shows English else.
  const bilingual = useBilingual((state) => state.on);
  const arabic = useArabicTexts(playable, text, bilingual);

  useEffect(() => {
    heading.current?.focus();
  }, [question.id]);

  return (
    <div className="attempt-question">
      <BilingualToggle />
      <fieldset className={bilingual ? 'exam-question is-bilingual' : 'exam-question'}>
        <legend className="exam-question__legend">
          <span className="exam-question__position">
            {playerMessages.questionPosition(number, total)}
          </span>
          {/* The content keeps its own direction in the Arabic interface (docs/design/languages.md). */}
          <h2 ref={heading} tabIndex={-1} className="exam-question__text" dir="auto">
            <BilingualText english={text} arabic={arabic.get(text)} />
          </h2>
        </legend>
        <QuestionBody
          question={playable}
          number={number}
          answer={answer}
          onAnswer={onAnswer}
          reveal={reveal}
          translationOf={
            bilingual ? (answerText) => <ArabicBeside arabic={arabic.get(answerText)} /> : undefined
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
