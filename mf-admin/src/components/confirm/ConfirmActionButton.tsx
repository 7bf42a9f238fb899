import { Dialog, notify } from '@academy/shared';
import { useState, type ReactNode } from 'react';

import { serverProblemText } from '../../lib/server-problems';
import { removeMessages } from '../delete/messages';

interface ConfirmActionButtonProps {
  /** The button's text ('Revoke', 'Deactivate'). */
  label: string;
  /** The button's accessible name, when the text alone is ambiguous in a table. */
  ariaLabel?: string;
  /** The question ('Revoke “PMP” from sara@example.com?'). */
  title: string;
  /** What will happen, in a sentence. */
  body: string;
  /** What goes with it, said before the body (a bank's questions). */
  consequence?: string;
  /** The confirming button's text, and while it runs. */
  confirmLabel: string;
  busyLabel: string;
  /** The call; its refusal (a 409's detail, a 400's message) is said in the dialog. */
  action: () => Promise<unknown>;
  /** The toast once done. */
  doneMessage: string;
  /** What the API's refusal is said as when it has no message of its own. */
  failedMessage: string;
  danger?: boolean;
  /** What to offer beside a refusal (a course learners own: Archive it instead). */
  refusalActions?: (close: () => void) => ReactNode;
}

/**
 * A button whose action is asked first (revoke, deactivate): a dialog with Cancel focused, the
 * API's refusal said in it (and what to do instead), a toast once done. DeleteRecordButton is one.
 */
export function ConfirmActionButton({
  label,
  ariaLabel,
  title,
  body,
  consequence,
  confirmLabel,
  busyLabel,
  action,
  doneMessage,
  failedMessage,
  danger = false,
  refusalActions,
}: ConfirmActionButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tone = danger ? 'admin-button--danger' : 'admin-button--quiet';

  const close = () => {
    setAsking(false);
    setRefusal(null);
  };

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await action();
      notify.success(doneMessage);
      setAsking(false);
    } catch (error) {
      setRefusal(serverProblemText(error, failedMessage));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`admin-button ${tone}`}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      {asking && (
        <Dialog
          title={title}
          role="alertdialog"
          onClose={close}
          actions={
            <>
              <button
                type="button"
                className="admin-button admin-button--quiet"
                data-autofocus
                onClick={close}
              >
                {removeMessages.cancel}
              </button>
              <button
                type="button"
                className={`admin-button ${danger ? 'admin-button--danger' : ''}`}
                disabled={busy}
                onClick={() => void confirm()}
              >
                {busy ? busyLabel : confirmLabel}
              </button>
            </>
          }
        >
          {consequence && <p>{consequence}</p>}
          <p>{body}</p>
          {refusal && (
            <p className="admin-dialog__refusal" role="alert">
              {refusal}
            </p>
          )}
          {refusal && refusalActions?.(close)}
        </Dialog>
      )}
    </>
  );
}
