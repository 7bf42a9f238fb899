import { Spinner, type Course, type Exam } from '@academy/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

import { useStartAttempt } from '../attempt/use-start-attempt';
import { clearSessionAnswers } from '../player/session-storage';
import type { QuestionSetKind } from './exam-route';
import { ExamIntro } from './ExamIntro';
import { useHubMessages } from './messages';

// The player is only needed after Continue: it stays out of the hub's first chunk.
const loadPlayer = () => import('../player/ExamPlayer');
const ExamPlayer = lazy(loadPlayer);

export interface ExamSessionProps {
  exam: Exam | null;
  kind: QuestionSetKind | null;
  course: Course | null;
}

/** One chosen topic or exam (remounted per choice): the intro, then the player after Continue. */
export function ExamSession({ exam, kind, course }: ExamSessionProps) {
  const messages = useHubMessages();
  const [started, setStarted] = useState(false);
  const examMode = useStartAttempt();

  // Fetch the player's code while the learner reads the intro.
  useEffect(() => {
    if (exam) void loadPlayer();
  }, [exam]);

  if (started && exam) {
    return (
      <Suspense fallback={<Spinner label={messages.loadingExam} />}>
        <ExamPlayer exam={exam} />
      </Suspense>
    );
  }
  return (
    <ExamIntro
      exam={exam}
      kind={kind}
      course={course}
      onStartExamMode={
        exam && kind
          ? () => examMode.start(kind === 'topic' ? { topic: exam.id } : { exam: exam.id })
          : undefined
      }
      examModePending={examMode.pending}
      examModeError={examMode.error}
      onContinue={() => {
        // Opening an exam clears the session's earlier answers (docs/specification.md §4).
        clearSessionAnswers();
        setStarted(true);
      }}
    />
  );
}
