import type { Attempt, SaveResponseBody } from '@academy/contract';
import {
  Dialog,
  Link,
  paths,
  useFocusedLayout,
  useLocation,
  useNavigate,
  useQueryClient,
} from '@academy/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { sendViewing } from '../exam-tools/api';
import { ExamToolbar } from '../exam-tools/ExamToolbar';
import { readHighlights, writeHighlights } from '../exam-tools/highlights';
import { preferenceClasses, useExamPreferences } from '../exam-tools/use-exam-preferences';
import { useExamShortcuts } from '../exam-tools/use-exam-shortcuts';
import { usePlayerMessages } from '../player/messages';
import { SeeAnswer } from '../player/SeeAnswer';
import { ReportQuestion } from '../question-report/ReportQuestion';
import {
  endBreak,
  fetchAttempt,
  finishSection,
  saveResponse,
  submitAttempt,
  type SyncedAttempt,
} from './api';
import { AttemptQuestion, type AttemptAnswer } from './AttemptQuestion';
import { AttemptTimer } from './AttemptTimer';
import { BreakScreen, type BreakScreenProps } from './BreakScreen';
import { useAttemptMessages } from './messages';
import { Navigator } from './Navigator';
import { answerState } from '../question-types/types';
import { ReviewScreen } from './ReviewScreen';
import { SaveQueue } from './save-queue';
import { clearStrikes, readStrikes, toggleStrike } from './strikes';
import {
  attemptQuery,
  classifySaveError,
  errorDetail,
  resultPath,
  storeAttempt,
} from './use-attempt';
import { useExpired, useSecondsLeft } from './use-seconds-left';

interface Answers {
  responses: Record<string, AttemptAnswer>;
  flags: ReadonlySet<number>;
}

/** The server's answers and flags, with this page's unconfirmed changes over them. */
function mergeAnswers(attempt: Attempt, queue: SaveQueue): Answers {
  const responses: Record<string, AttemptAnswer> = { ...attempt.responses };
  const flags = new Set(attempt.flags);
  for (const questionId of queue.unsavedQuestions()) {
    const change = queue.unsaved(questionId);
    if (change?.answer !== undefined) responses[questionId] = change.answer;
    if (change?.flagged === true) flags.add(questionId);
    if (change?.flagged === false) flags.delete(questionId);
  }
  return { responses, flags };
}

interface Countdown {
  /** When it ends and when the attempt was read (ms on performance.now()'s clock). */
  endsAt: number;
  syncedAt: number;
}

/** The exam's timer, re-rendered each second on its own. */
function ExamCountdown({ endsAt, syncedAt }: Countdown) {
  return <AttemptTimer left={useSecondsLeft(endsAt, syncedAt) ?? 0} />;
}

/** The break screen with its countdown, re-rendered each second on its own. */
function BreakCountdown({
  endsAt,
  syncedAt,
  ...screen
}: Countdown & Omit<BreakScreenProps, 'left'>) {
  return <BreakScreen left={useSecondsLeft(endsAt, syncedAt) ?? 0} {...screen} />;
}

/** A typed answer is saved once the typing pauses this long (or at once on leaving the page). */
const TYPING_SETTLE_MS = 700;

/**
 * An attempt in progress: one question at a time of the current section, the navigator, the review
 * screen, the break, the server-synced timer, and an autosave that never drops a change. In practice
 * mode each question also has the spec's See Answer (the API sends the key and the explanation
 * there); exam mode shows nothing before submit. The current question is the address's `?q=`
 * (1-based), so a reload stays on it.
 */
export function AttemptPlayer({ synced }: { synced: SyncedAttempt }) {
  const attemptMessages = useAttemptMessages();
  const playerMessages = usePlayerMessages();
  const { attempt, clock } = synced;
  const id = attempt.id;
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const refetch = () => client.refetchQueries({ queryKey: attemptQuery(id).queryKey });

  const [notice, setNotice] = useState('');
  const [queue] = useState(
    () =>
      new SaveQueue({
        send: (questionId, body) => saveResponse(id, questionId, body),
        classify: classifySaveError,
        onConflict: (error) => {
          setNotice(attemptMessages.attemptChanged(errorDetail(error) ?? ''));
          void refetch();
        },
        onRefused: (questionId, error) =>
          console.error(`[exam] a save of question ${questionId} was refused`, error),
      }),
  );
  const saving = useSyncExternalStore(queue.subscribe, queue.getStatus);
  const [seen, setSeen] = useState(synced);
  const [answers, setAnswers] = useState(() => mergeAnswers(attempt, queue));
  if (seen !== synced) {
    setSeen(synced);
    setAnswers(mergeAnswers(attempt, queue));
  }
  const [strikes, setStrikes] = useState(() => readStrikes(id));
  const [highlights, setHighlights] = useState(() => readHighlights(id));
  const { preferences } = useExamPreferences();
  const [view, setView] = useState<'question' | 'review'>('question');
  // Opened from the review's flagged list: the question offers Next flagged and Back to review.
  const [steppingFlagged, setSteppingFlagged] = useState(false);
  // Practice mode's See Answer, for the question on screen: moving on hides it (as the spec's).
  const [revealedId, setRevealedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // Re-sync the clock (and see other devices' answers) when the tab comes back; retry saves when
  // the browser is online again; warn before leaving with unsaved changes.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    const onOnline = () => queue.retryNow();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch names the same query
  }, [queue]);
  useEffect(() => {
    if (saving.pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving.pending]);
  useEffect(() => () => queue.dispose(), [queue]);
  // After a 409 the queue waits for a fresh read of the attempt, then takes changes again.
  useEffect(() => queue.restart(), [queue, synced]);

  // At 0 the server submits: read the attempt again (the page then shows the result). Only the
  // countdowns tick each second (ExamCountdown, BreakCountdown); the player hears of 0 alone.
  const expired = useExpired(clock.deadlineAt, clock.syncedAt, () => void refetch());
  useExpired(clock.breakEndsAt, clock.syncedAt, () => void refetch());
  useEffect(() => {
    if (!expired) return;
    const timer = window.setInterval(() => void refetch(), 3000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch names the same query
  }, [expired]);

  const section = attempt.sections[attempt.current_section];
  const sectionIds = section?.question_ids ?? [];
  const indexOf = new Map(attempt.questions.map((question, index) => [question.id, index]));
  const stateOf = (questionId: number) => {
    const asked = attempt.questions[indexOf.get(questionId) ?? -1];
    return asked ? answerState(asked, answers.responses[questionId]) : 'unanswered';
  };
  const isAnswered = (questionId: number) => stateOf(questionId) !== 'unanswered';
  const isFlagged = (questionId: number) => answers.flags.has(questionId);

  const asked = Number(new URLSearchParams(location.search).get('q'));
  const askedId = attempt.questions[asked - 1]?.id;
  const askedInSection = askedId !== undefined && sectionIds.includes(askedId);
  // Without a `?q=` of this section (a fresh start, a new section) the player opens the section's
  // first unanswered question, and keeps to it until the address names it: an answer given before
  // then must not move the learner on to the next unanswered one.
  const firstUnanswered = sectionIds.find((questionId) => !isAnswered(questionId)) ?? sectionIds[0];
  const [landing, setLanding] = useState<number | undefined>(undefined);
  const landingInSection = landing !== undefined && sectionIds.includes(landing);
  if (askedInSection && landing !== undefined) setLanding(undefined);
  if (!askedInSection && !landingInSection && firstUnanswered !== undefined) {
    setLanding(firstUnanswered);
  }
  const currentId = askedInSection ? askedId : landingInSection ? landing : firstUnanswered;
  const index = currentId === undefined ? 0 : (indexOf.get(currentId) ?? 0);
  const position = sectionIds.indexOf(currentId ?? -1);

  const go = (to: number, stepFlagged = false) => {
    setView('question');
    setSteppingFlagged(stepFlagged);
    setRevealedId(null);
    void navigate({ pathname: location.pathname, search: `?q=${to + 1}` }, { replace: true });
  };
  // The address always names the question on screen (a reload comes back to it).
  useEffect(() => {
    if (currentId !== undefined && askedId !== currentId)
      void navigate({ pathname: location.pathname, search: `?q=${index + 1}` }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the question changes
  }, [currentId, askedId]);

  const change = (questionId: number, patch: SaveResponseBody, typed = false) => {
    setAnswers((current) => {
      const responses = { ...current.responses };
      const flags = new Set(current.flags);
      if (patch.answer !== undefined) responses[questionId] = patch.answer;
      if (patch.flagged === true) flags.add(questionId);
      if (patch.flagged === false) flags.delete(questionId);
      return { responses, flags };
    });
    queue.set(questionId, patch, { settleMs: typed ? TYPING_SETTLE_MS : 0 });
  };

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setNotice('');
    try {
      await queue.flush();
      await action();
    } catch (error) {
      const detail = errorDetail(error);
      if (detail) {
        setNotice(attemptMessages.attemptChanged(detail));
        await refetch();
      } else setNotice(attemptMessages.actionFailed);
    } finally {
      setBusy(false);
    }
  };

  const endSection = (takeBreak: boolean) =>
    act(async () => {
      storeAttempt(client, await finishSection(id, attempt.current_section, takeBreak));
      setConfirming(false);
      setView('question');
      void navigate({ pathname: location.pathname, search: '' }, { replace: true });
    });

  const submit = () =>
    act(async () => {
      await submitAttempt(id);
      // The result page opens on the submitted attempt, not on the cached one still in progress
      // (it would say "not ready" until its own read came back).
      storeAttempt(client, await fetchAttempt(id));
      clearStrikes(id);
      writeHighlights(id, {});
      void navigate(resultPath(id));
    });

  // The server times each question by its own clock: it is told which one is on screen (none on
  // the review, the break, or once the player is left) (docs/design/exam-attempts.md#time-intelligence).
  const onScreen =
    attempt.status === 'in_progress' && !attempt.break && view === 'question'
      ? currentId
      : undefined;
  useEffect(() => {
    if (attempt.status !== 'in_progress') return;
    sendViewing(id, onScreen ?? null).catch((error: unknown) =>
      console.warn('[exam] the question on screen was not recorded', error),
    );
  }, [id, onScreen, attempt.status]);
  useEffect(() => () => void sendViewing(id, null).catch(() => undefined), [id]);

  const stepTo = (offset: number) => {
    const to = sectionIds[position + offset];
    if (view === 'question' && to !== undefined) go(indexOf.get(to) ?? index);
  };
  useExamShortcuts({
    next: () => stepTo(1),
    previous: () => stepTo(-1),
    flag: () => {
      if (view === 'question' && !attempt.break && currentId !== undefined)
        change(currentId, { flagged: !isFlagged(currentId) });
    },
    review: () => {
      if (!attempt.break) setView('review');
    },
  });

  const last = attempt.current_section === attempt.sections.length - 1;
  const practice = attempt.mode === 'practice';
  const unanswered = sectionIds.filter((questionId) => !isAnswered(questionId)).length;
  const incomplete = sectionIds.filter((questionId) => stateOf(questionId) === 'incomplete').length;
  // The next flagged question after this one in the section (from its start again), if another.
  const nextFlagged = [...sectionIds.slice(position + 1), ...sectionIds.slice(0, position)].find(
    (questionId) => isFlagged(questionId),
  );
  // The focused, full-window player is exam mode's (docs/design/exam-attempts.md#focused-player).
  useFocusedLayout(!practice);
  const question = currentId === undefined ? undefined : attempt.questions[index];

  let main;
  if (attempt.break && clock.breakEndsAt !== null) {
    main = (
      <BreakCountdown
        endsAt={clock.breakEndsAt}
        syncedAt={clock.syncedAt}
        nextSection={attempt.current_section + 1}
        ending={busy}
        onEnd={() => void act(async () => storeAttempt(client, await endBreak(id)))}
      />
    );
  } else if (view === 'review' || !question) {
    main = (
      <ReviewScreen
        attempt={attempt}
        stateOf={stateOf}
        isFlagged={isFlagged}
        onJump={go}
        onBack={() => go(index)}
        onEnd={() => setConfirming(true)}
      />
    );
  } else {
    main = (
      <>
        <AttemptQuestion
          key={question.id}
          question={question}
          number={index + 1}
          total={attempt.questions.length}
          answer={answers.responses[question.id] ?? null}
          flagged={isFlagged(question.id)}
          reveal={practice && revealedId === question.id}
          struck={strikes[question.id] ?? []}
          onAnswer={(answer) => change(question.id, { answer }, question.question_type === 'FILL')}
          onFlag={(flagged) => change(question.id, { flagged })}
          onStrike={(answerId) => setStrikes(toggleStrike(strikes, id, question.id, answerId))}
          arabicAid={preferences.arabic_aid}
          highlights={highlights[question.id] ?? []}
          onHighlight={(ranges) => {
            const next = { ...highlights, [question.id]: ranges };
            setHighlights(next);
            writeHighlights(id, next);
          }}
        />
        <div className="exam-player__actions">
          <button
            type="button"
            className="ac-button exam-button--secondary"
            disabled={position <= 0}
            onClick={() => go(indexOf.get(sectionIds[position - 1] ?? -1) ?? index)}
          >
            {attemptMessages.previous}
          </button>
          {practice && (
            <SeeAnswer
              key={question.id}
              question={question}
              onReveal={() => setRevealedId(question.id)}
            />
          )}
          {steppingFlagged && (
            <>
              <button
                type="button"
                className="ac-button exam-button--secondary"
                onClick={() => setView('review')}
              >
                {attemptMessages.backToReview}
              </button>
              {nextFlagged !== undefined && (
                <button
                  type="button"
                  className="ac-button"
                  onClick={() => go(indexOf.get(nextFlagged) ?? index, true)}
                >
                  {attemptMessages.nextFlagged}
                </button>
              )}
            </>
          )}
          {position < sectionIds.length - 1 ? (
            <button
              type="button"
              className="ac-button"
              onClick={() => go(indexOf.get(sectionIds[position + 1] ?? -1) ?? index)}
            >
              {playerMessages.next}
            </button>
          ) : (
            <button type="button" className="ac-button" onClick={() => setView('review')}>
              {attemptMessages.reviewSection}
            </button>
          )}
        </div>
        <ReportQuestion key={`report-${question.id}`} questionId={question.id} />
      </>
    );
  }

  return (
    <section
      className={`ac-page attempt-player ${preferenceClasses(preferences)}`}
      aria-labelledby="attempt-title"
    >
      <header className="attempt-player__header">
        <div>
          <p className="attempt-player__mode">
            {practice ? attemptMessages.practiceModeLabel : attemptMessages.examModeLabel}
          </p>
          {/* Content keeps its own direction in the Arabic interface (docs/design/languages.md). */}
          <h1 id="attempt-title" dir="auto">
            {attempt.title}
          </h1>
          <p className="attempt-player__section">
            {attemptMessages.sectionPosition(attempt.current_section + 1, attempt.sections.length)}
          </p>
          {/* The focused player's one way out (no top bar): back to the hub, to resume later. */}
          {!practice && (
            <Link to={paths.exam()} className="attempt-player__leave">
              {attemptMessages.leaveExam}
            </Link>
          )}
        </div>
        {clock.deadlineAt !== null && (
          <ExamCountdown endsAt={clock.deadlineAt} syncedAt={clock.syncedAt} />
        )}
      </header>
      {attempt.notice && (
        <p className="attempt-player__notice" dir="auto">
          {attempt.notice}
        </p>
      )}
      <div className="attempt-player__status">
        <p role="status" className={saving.offline ? 'attempt-save is-offline' : 'attempt-save'}>
          {saving.offline ? attemptMessages.connectionLost : ''}
        </p>
        {saving.offline && (
          <button type="button" className="attempt-save__retry" onClick={() => queue.retryNow()}>
            {attemptMessages.retryNow}
          </button>
        )}
        <p role="alert" className="attempt-player__alert">
          {notice}
        </p>
      </div>
      <ExamToolbar attemptId={id} />
      <div className="attempt-player__layout">
        <div className="attempt-player__main">{main}</div>
        {!attempt.break && (
          <Navigator
            attempt={attempt}
            current={view === 'question' ? index : null}
            stateOf={stateOf}
            isFlagged={isFlagged}
            onJump={go}
          />
        )}
      </div>
      {confirming && (
        <Dialog
          role="alertdialog"
          className="attempt-confirm"
          title={
            last
              ? attemptMessages.confirmSubmitExam
              : attemptMessages.confirmEndSection(attempt.current_section + 1)
          }
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className="ac-button exam-button--secondary"
                data-autofocus
                disabled={busy}
                onClick={() => setConfirming(false)}
              >
                {attemptMessages.cancel}
              </button>
              {last ? (
                <button
                  type="button"
                  className="ac-button"
                  disabled={busy}
                  onClick={() => void submit()}
                >
                  {busy ? attemptMessages.submitting : attemptMessages.submitExam}
                </button>
              ) : section?.break_after ? (
                <>
                  <button
                    type="button"
                    className="ac-button exam-button--secondary"
                    disabled={busy}
                    onClick={() => void endSection(false)}
                  >
                    {attemptMessages.skipBreak}
                  </button>
                  <button
                    type="button"
                    className="ac-button"
                    disabled={busy}
                    onClick={() => void endSection(true)}
                  >
                    {attemptMessages.takeBreak(attempt.break_minutes)}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="ac-button"
                  disabled={busy}
                  onClick={() => void endSection(false)}
                >
                  {attemptMessages.endSectionOnly}
                </button>
              )}
            </>
          }
        >
          {(unanswered > 0 || incomplete > 0) && (
            <p className="attempt-confirm__open">
              {attemptMessages.confirmOpenAnswers(unanswered, incomplete)}
            </p>
          )}
          <p>
            {last
              ? attemptMessages.confirmSubmitText
              : section?.break_after
                ? attemptMessages.confirmEndSectionText
                : attemptMessages.confirmEndSectionNoBreak}
          </p>
        </Dialog>
      )}
    </section>
  );
}
