import {
  apiErrorMessages,
  apiErrorResponse,
  Dialog,
  prefetchValidation,
  SubmitButton,
} from '@academy/shared';
import { useId, useRef, useState, type FormEvent } from 'react';

import { sendQuestionReport } from './api';
import { useReportMessages } from './messages';
import { checkReportComment, QUESTION_REPORT_MAX_LENGTH } from './schema';

interface ReportDialogProps {
  questionId: number;
  onClose: () => void;
  onSent: () => void;
}

/** The API's message for the comment field of a 400, if that is what it answered. */
function commentProblem(error: unknown): string | null {
  const response = apiErrorResponse(error);
  if (response?.status !== 400 || typeof response.data !== 'object' || response.data === null) {
    return null;
  }
  const field = (response.data as Record<string, unknown>).comment;
  return Array.isArray(field) && typeof field[0] === 'string' ? field[0] : null;
}

/**
 * The report form in a modal dialog: one labelled comment, checked in the page by the API's own
 * rules (and the API's answer shown the same way should it refuse it), sent once.
 */
export function ReportDialog({ questionId, onClose, onSent }: ReportDialogProps) {
  const text = useReportMessages();
  const formId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const showProblem = (message: string) => {
    setProblem(message);
    field.current?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    const checked = await checkReportComment(comment);
    if (checked.value === undefined) {
      showProblem(checked.problem);
      return;
    }
    setProblem('');
    setSending(true);
    try {
      await sendQuestionReport(questionId, { comment: checked.value.comment });
      onSent();
    } catch (error) {
      setSending(false);
      // A 401 ends the session: the API client is already taking the learner to /login.
      if (apiErrorResponse(error)?.status === 401) return;
      const refused = commentProblem(error);
      if (refused) showProblem(refused);
      else {
        console.error('[exam] could not send the question report', error);
        setFailure(apiErrorMessages(error)[0] ?? text.failed);
      }
    }
  }

  return (
    <Dialog
      title={text.title}
      onClose={onClose}
      describedByBody={false}
      className="question-report__dialog"
      actions={
        <>
          <button type="button" className="ac-button exam-button--secondary" onClick={onClose}>
            {text.cancel}
          </button>
          <SubmitButton form={formId} busy={sending} busyLabel={text.sending}>
            {text.send}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={submit} onFocus={prefetchValidation} noValidate>
        <p>{text.intro}</p>
        <label htmlFor={fieldId} className="question-report__label">
          {text.commentLabel}
        </label>
        <p id={hintId} className="question-report__hint">
          {text.hint(QUESTION_REPORT_MAX_LENGTH)}
        </p>
        <textarea
          id={fieldId}
          ref={field}
          rows={5}
          dir="auto"
          value={comment}
          data-autofocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setComment(event.target.value)}
        />
        {problem && (
          <p id={errorId} className="question-report__error">
            {problem}
          </p>
        )}
        {failure && (
          <p role="alert" className="question-report__error">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
