import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import './dialog.css';

export interface DialogProps {
  title: string;
  /** 'alertdialog' for a question that needs an answer (the submit confirmation). */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  /** The dialog's text, read out with its title. */
  children?: ReactNode;
  /** The buttons; the one marked data-autofocus gets the focus, else the first. */
  actions: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: named by its title, focus moved in and kept in (Tab cycles), Escape closes,
 * and the focus goes back where it was on close. Rendered over the page in document.body.
 */
export function Dialog({ title, role = 'dialog', onClose, children, actions }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="exam-dialog__backdrop">
      <div
        ref={panel}
        className="exam-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="exam-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={bodyId} className="exam-dialog__body">
            {children}
          </div>
        )}
        <div className="exam-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
