import { Dialog } from '@academy/shared';
import type { ReactNode } from 'react';

export interface ConfirmEndProps {
  title: string;
  /** The first button's word (focused): it closes the dialog and the learner plays on. */
  stay: string;
  onStay: () => void;
  /** The buttons that end: a submit, a section's end. */
  actions: ReactNode;
  /** While an ending is under way: every button disabled. */
  busy?: boolean;
  children?: ReactNode;
}

/** Both players' question before the end, whose safe answer comes first and has the focus. */
export function ConfirmEnd({ title, stay, onStay, actions, busy, children }: ConfirmEndProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onStay}
      actions={
        <>
          <button
            type="button"
            className="ac-button exam-button--secondary"
            data-autofocus
            disabled={busy}
            onClick={onStay}
          >
            {stay}
          </button>
          {actions}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
