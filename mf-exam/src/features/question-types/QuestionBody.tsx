import { useId, type ReactNode } from 'react';

import { useBilingual } from '../bilingual/bilingual-store';
import { ChoiceAnswers, type StrikeTool } from './ChoiceAnswers';
import { FillAnswer } from './FillAnswer';
import { HotspotAnswer } from './HotspotAnswer';
import { MatchAnswers } from './MatchAnswers';
import { questionTypesCatalogue, useQuestionTypeMessages } from './messages';
import { isRight } from './review';
import { pickLimit, type AnswerControlProps, type PlayableQuestion } from './types';
import './question-types.css';

/** What the stem says under the question: how to answer it. */
export function answerHint(question: PlayableQuestion): string {
  const messages = questionTypesCatalogue.current();
  switch (question.question_type) {
    case 'OC':
      return messages.chooseOne;
    case 'MC': {
      const limit = pickLimit(question);
      return limit === null ? messages.chooseSeveral : messages.chooseCount(limit);
    }
    case 'MATCH':
      return messages.matchHint;
    case 'HOTSPOT':
      return messages.hotspotHint;
    case 'FILL':
      return messages.fillHint;
  }
}

export interface QuestionBodyProps extends AnswerControlProps {
  /** 1-based position, for the images' text. */
  number: number;
  /** Exam mode: the strike-out tool of OC/MC options (its hint follows the stem's). */
  strikes?: StrikeTool & { hint: string };
  /**
   * An answer row's Arabic, by its English: OC/MC options' (practice mode: under them; side by
   * side: beside them); MATCH items and answers and HOTSPOT labels' when side by side only
   * (docs/design/languages.md#bilingual-exam).
   */
  translationOf?: (text: string) => ReactNode;
}

/**
 * Under a question's heading, for every type and in both players: the question's image (a
 * HOTSPOT draws its own, under its regions), how to answer, and the answer's controls.
 */
export function QuestionBody({
  question,
  number,
  answer,
  onAnswer,
  reveal,
  strikes,
  translationOf,
}: QuestionBodyProps) {
  const messages = useQuestionTypeMessages();
  const hintId = useId();
  const type = question.question_type;
  const choice = type === 'OC' || type === 'MC';
  // The spec's practice player writes Arabic under OC/MC options only; the other types' rows get
  // theirs in the side-by-side view.
  const sideBySide = useBilingual((state) => state.on);
  const rowArabic = sideBySide ? translationOf : undefined;

  let controls: ReactNode;
  if (choice) {
    controls = (
      <ChoiceAnswers
        question={question}
        answer={answer}
        onAnswer={onAnswer}
        reveal={reveal}
        name={`question-${question.id}`}
        strikes={strikes}
        translationOf={translationOf}
      />
    );
  } else if (type === 'MATCH') {
    controls = (
      <MatchAnswers
        question={question}
        answer={answer}
        onAnswer={onAnswer}
        reveal={reveal}
        arabicOf={rowArabic}
      />
    );
  } else if (type === 'HOTSPOT') {
    controls = (
      <HotspotAnswer
        question={question}
        number={number}
        answer={answer}
        onAnswer={onAnswer}
        reveal={reveal}
        arabicOf={rowArabic}
      />
    );
  } else {
    controls = (
      <FillAnswer
        question={question}
        answer={answer}
        onAnswer={onAnswer}
        reveal={reveal}
        correct={reveal && isRight(question, answer)}
        hintId={hintId}
      />
    );
  }

  return (
    <>
      {question.img && type !== 'HOTSPOT' && (
        <img
          className="exam-question__image"
          src={question.img}
          alt={messages.questionImageAlt(number)}
        />
      )}
      <p className="exam-question__hint" id={hintId}>
        {answerHint(question)}
        {strikes && choice && (
          <>
            {' '}
            <span className="attempt-question__strike-hint">{strikes.hint}</span>
          </>
        )}
      </p>
      {controls}
    </>
  );
}
