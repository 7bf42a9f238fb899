import type { Question } from '@academy/shared';
import { useEffect, useRef } from 'react';

import { QuestionBody } from '../question-types/QuestionBody';
import type { PlayableQuestion } from '../question-types/types';
import { toChosenAnswer, toLearnerAnswer, type ChosenAnswer } from './answers-store';
import { usePlayerMessages } from './messages';
import { displayQuestionText } from './question-text';
import { ArabicBeside, BilingualText } from '../bilingual/BilingualText';
import { BilingualToggle } from '../bilingual/BilingualToggle';
import { useBilingual } from '../bilingual/bilingual-store';
import { useArabicTexts } from '../bilingual/use-arabic-texts';
import '../bilingual/bilingual.css';

export interface QuestionViewProps {
  question: Question;
  /** 1-based position, for the heading and the image's text. */
  number: number;
  total: number;
  chosen: ChosenAnswer | null;
  onChange: (answer: ChosenAnswer | null) => void;
  /** 'See Answer' pressed: the right answer shown in the way of each type. */
  revealed: boolean;
}

/** Arabic under the English (spec: question and answers are translated); nothing when it failed. */
function Translation({ text }: { text: string | undefined }) {
  const messages = usePlayerMessages();
  if (!text) return null;
  return (
    <span className="exam-translation" lang="ar" dir="rtl">
      <span className="ac-visually-hidden" lang="en" dir="ltr">
        {messages.translationLabel}:{' '}
      </span>
      {text}
    </span>
  );
}

/**
 * One question: its text without the '#NN. ' prefix, its Arabic translation, and its answers in
 * the way of its type (radios for 'OC', checkboxes for 'MC', pairs, an image's regions, a typed
 * answer). Answers are kept as texts (the spec's session storage); the controls take ids. The
 * heading takes the focus when the question changes, so screen readers start reading it.
 */
export function QuestionView({
  question,
  number,
  total,
  chosen,
  onChange,
  revealed,
}: QuestionViewProps) {
  const messages = usePlayerMessages();
  const playable: PlayableQuestion = question;
  const text = displayQuestionText(question.text);
  // The spec shows the Arabic under each question and option; side by side when asked
  // (docs/design/languages.md#bilingual-exam).
  const bilingual = useBilingual((state) => state.on);
  const arabic = useArabicTexts(playable, text, true);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [question.id]);

  return (
    <fieldset className={bilingual ? 'exam-question is-bilingual' : 'exam-question'}>
      <legend className="exam-question__legend">
        <span className="exam-question__position">{messages.questionPosition(number, total)}</span>
        <BilingualToggle />
        <h3 ref={heading} tabIndex={-1} className="exam-question__text" dir="auto">
          {bilingual ? <BilingualText english={text} arabic={arabic.get(text)} /> : text}
        </h3>
        {!bilingual && <Translation text={arabic.get(text)} />}
      </legend>
      <QuestionBody
        question={playable}
        number={number}
        answer={toLearnerAnswer(playable, chosen)}
        onAnswer={(answer) => onChange(toChosenAnswer(playable, answer))}
        reveal={revealed}
        translationOf={(answerText) =>
          bilingual ? (
            <ArabicBeside arabic={arabic.get(answerText)} />
          ) : (
            <Translation text={arabic.get(answerText)} />
          )
        }
      />
    </fieldset>
  );
}
