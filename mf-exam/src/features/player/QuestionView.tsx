import type { Answer, Question } from '@academy/shared';
import { useEffect, useRef } from 'react';

import { messages } from '../../messages';
import type { ChosenAnswer } from './answers-store';
import { displayQuestionText } from './question-text';
import { useTranslations } from './use-translations';

export interface QuestionViewProps {
  question: Question;
  /** 1-based position, for the heading and the image's text. */
  number: number;
  total: number;
  chosen: ChosenAnswer | null;
  onChange: (answer: ChosenAnswer) => void;
  /** 'See Answer' pressed: correct answers are marked green, the others red. */
  revealed: boolean;
}

function isChosen(chosen: ChosenAnswer | null, text: string): boolean {
  if (chosen === null) return false;
  return Array.isArray(chosen) ? chosen.includes(text) : chosen === text;
}

function toggled(chosen: ChosenAnswer | null, text: string, on: boolean): string[] {
  const current = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
  return on
    ? [...current.filter((item) => item !== text), text]
    : current.filter((item) => item !== text);
}

/** Arabic under the English (spec: question and answers are translated); nothing when it failed. */
function Translation({ text }: { text: string | undefined }) {
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
 * One question: its text without the '#NN. ' prefix, its image, and its answers as radios ('OC')
 * or checkboxes ('MC'), each with its Arabic translation. The heading takes the focus when the
 * question changes, so screen readers start reading the new question.
 */
export function QuestionView({
  question,
  number,
  total,
  chosen,
  onChange,
  revealed,
}: QuestionViewProps) {
  const text = displayQuestionText(question.text);
  const translations = useTranslations([text, ...question.answers.map((answer) => answer.text)]);
  const heading = useRef<HTMLHeadingElement>(null);
  const multiple = question.question_type === 'MC';
  const inputType = multiple ? 'checkbox' : 'radio';
  const groupName = `question-${question.id}`;

  useEffect(() => {
    heading.current?.focus();
  }, [question.id]);

  const answerClass = (answer: Answer) => {
    const classes = ['exam-answer'];
    if (isChosen(chosen, answer.text)) classes.push('is-chosen');
    if (revealed) classes.push(answer.is_correct ? 'is-correct' : 'is-wrong');
    return classes.join(' ');
  };

  return (
    <fieldset className="exam-question">
      <legend className="exam-question__legend">
        <span className="exam-question__position">{messages.questionPosition(number, total)}</span>
        <h3 ref={heading} tabIndex={-1} className="exam-question__text">
          {text}
        </h3>
        <Translation text={translations.get(text)} />
      </legend>
      {question.img && (
        <img
          className="exam-question__image"
          src={question.img}
          alt={messages.questionImageAlt(number)}
        />
      )}
      <p className="exam-question__hint">
        {multiple ? messages.chooseSeveral : messages.chooseOne}
      </p>
      <ul className="exam-answers">
        {question.answers.map((answer) => {
          const checked = isChosen(chosen, answer.text);
          return (
            <li key={answer.id} className={answerClass(answer)}>
              <label>
                <input
                  type={inputType}
                  name={groupName}
                  value={answer.text}
                  checked={checked}
                  onChange={(event) =>
                    onChange(
                      multiple ? toggled(chosen, answer.text, event.target.checked) : answer.text,
                    )
                  }
                />
                <span className="exam-answer__content">
                  <span className="exam-answer__text">{answer.text}</span>
                  <Translation text={translations.get(answer.text)} />
                  {answer.img && (
                    <img
                      className="exam-answer__image"
                      src={answer.img}
                      alt={messages.answerImageAlt(answer.text)}
                    />
                  )}
                  {revealed && (
                    <span className="exam-answer__mark">
                      {answer.is_correct ? messages.correctMark : messages.wrongMark}
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
