// Questions of each type for the components' tests, and a player stand-in that keeps the answer
// as both players do (the components are controlled).
import { useState } from 'react';

import { QuestionBody, type QuestionBodyProps } from './QuestionBody';
import type { LearnerAnswer, PlayableQuestion } from './types';

const option = (id: number, text: string, is_correct = false) => ({
  id,
  text,
  img: null,
  side: null,
  region: null,
  is_correct,
});

export const ocQuestion: PlayableQuestion = {
  id: 1,
  text: 'Which document formally authorizes a project?',
  question_type: 'OC',
  choose: null,
  img: null,
  answers: [
    option(11, 'Project charter', true),
    option(12, 'Business case'),
    option(13, 'Scope statement'),
  ],
};

export const mcQuestion: PlayableQuestion = {
  id: 2,
  text: 'Which TWO are inputs to closing?',
  question_type: 'MC',
  choose: 2,
  img: null,
  answers: [
    option(21, 'Accepted deliverables', true),
    option(22, 'Project management plan', true),
    option(23, 'Team charter'),
    option(24, 'Risk register'),
  ],
};

export const matchQuestion: PlayableQuestion = {
  id: 3,
  text: 'Match each document with what it records.',
  question_type: 'MATCH',
  choose: null,
  img: null,
  answers: [
    { ...option(31, 'Risk register'), side: 'left', match_id: 36 },
    { ...option(32, 'Issue log'), side: 'left', match_id: 35 },
    { ...option(33, 'Lessons learned register'), side: 'left', match_id: 34 },
    { ...option(34, 'What worked and what did not'), side: 'right' },
    { ...option(35, 'Problems happening now'), side: 'right' },
    { ...option(36, 'Uncertain events that may happen'), side: 'right' },
    { ...option(37, 'Approved change requests'), side: 'right' },
  ],
};

export const hotspotQuestion: PlayableQuestion = {
  id: 4,
  text: 'Select the critical path activity that can be crashed.',
  question_type: 'HOTSPOT',
  choose: null,
  img: '/media/questions/network.png',
  answers: [
    { ...option(41, 'Activity A'), region: { x: 5, y: 10, w: 20, h: 30 } },
    { ...option(42, 'Activity B', true), region: { x: 40, y: 10, w: 20, h: 30 } },
    { ...option(43, 'Activity C'), region: { x: 70, y: 50, w: 25, h: 30 } },
  ],
};

export const fillQuestion: PlayableQuestion = {
  id: 5,
  text: 'EV is 400 and PV is 500. What is the SPI?',
  question_type: 'FILL',
  choose: null,
  img: null,
  answers: [option(51, '0.8', true), option(52, '0.80', true)],
};

/** A question with its answer kept the way a player keeps it; `onAnswer` hears every change. */
export function Played({
  question,
  initial = null,
  onAnswer,
  ...rest
}: Partial<Omit<QuestionBodyProps, 'question' | 'onAnswer'>> & {
  question: PlayableQuestion;
  initial?: LearnerAnswer;
  onAnswer?: (answer: LearnerAnswer) => void;
}) {
  const [answer, setAnswer] = useState<LearnerAnswer>(initial);
  return (
    <QuestionBody
      question={question}
      number={1}
      reveal={false}
      {...rest}
      answer={answer}
      onAnswer={(next) => {
        setAnswer(next);
        onAnswer?.(next);
      }}
    />
  );
}
