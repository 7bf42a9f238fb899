import type { AttemptReview } from '@academy/contract';
import { useLocalized } from '@academy/shared';

import { usePlayerMessages } from '../player/messages';
import { HotspotAnswer } from '../question-types/HotspotAnswer';
import { answerTexts, correctTexts } from '../question-types/review';
import type { PlayableQuestion } from '../question-types/types';
import { useResultsMessages } from '../results/messages';
import { useAttemptMessages } from './messages';
import '../question-types/question-types.css';

type ReviewQuestion = AttemptReview['questions'][number];

/** The texts on one line, "; " between them (MC picks, "item → answer" pairs). */
function Texts({ texts }: { texts: readonly string[] }) {
  const resultsMessages = useResultsMessages();
  return texts.length === 0 ? <>{resultsMessages.noAnswer}</> : <bdi>{texts.join('; ')}</bdi>;
}

/**
 * A submitted question's answers in the way of its type: the learner's and the right one (the
 * options, "item → answer" pairs, the accepted values; a HOTSPOT also draws its image with the
 * correct region in green and a wrong pick in red).
 */
export function ReviewAnswers({ question, number }: { question: ReviewQuestion; number: number }) {
  const attemptMessages = useAttemptMessages();
  const playerMessages = usePlayerMessages();
  const localized = useLocalized();
  const playable: PlayableQuestion = question;
  return (
    <>
      {playable.question_type === 'HOTSPOT' && (
        <HotspotAnswer question={playable} number={number} answer={question.answer} reveal />
      )}
      <dl>
        <dt>{attemptMessages.yourAnswer}</dt>
        <dd>
          <Texts texts={answerTexts(playable, question.answer)} />
        </dd>
        <dt>
          {playable.question_type === 'FILL'
            ? attemptMessages.acceptedAnswers
            : attemptMessages.correctAnswer}
        </dt>
        <dd>
          <Texts texts={correctTexts(playable)} />
        </dd>
        <dt>{playerMessages.explanationTitle}</dt>
        {/* In the learner's language, else the English (which keeps its own direction). */}
        <dd dir="auto">{localized(question, 'explanation')}</dd>
      </dl>
    </>
  );
}
