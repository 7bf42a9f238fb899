import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

import './dialog.css';

export interface DialogProps {
  /** Names the dialog (its heading). */
  title: string;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Called once it has closed (Escape, or the header's close button): the caller then stops
   * rendering it. The caller's own buttons (`actions`) may simply stop rendering it.
   */
  onClose: () => void;
  /** The dialog's content; read out with the title unless `describedByBody` is false. */
  children?: ReactNode;
  /** False when the body is long content (a blog post) rather than a short message. */
  describedByBody?: boolean;
  /** The footer's buttons; the one marked data-autofocus gets the focus, else the first control. */
  actions?: ReactNode;
  /** A close button beside the title, with this text. */
  closeLabel?: string;
  /** Extra class for the <dialog> (its width, for one). */
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusIfConnected(element: HTMLElement | null) {
  if (element?.isConnected) element.focus();
}

/**
 * The one modal dialog of the site, a native <dialog> opened with showModal(): the page behind is
 * inert and the dialog sits in the top layer (no portal, no z-index). On top of what the browser
 * does, Tab and Shift+Tab cycle through the dialog's own controls (the browser would let focus
 * leave for its own toolbar), Escape closes it, and focus goes back to the element that had it
 * when the dialog opened.
 */
export function Dialog({
  title,
  role = 'dialog',
  onClose,
  children,
  describedByBody = true,
  actions,
  closeLabel,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    opener.current = previous;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    // The caller may also stop rendering it without closing it first (its own buttons).
    return () => focusIfConnected(previous);
  }, []);

  /** Every way out goes through close(): `open` goes at once, then the close event. */
  function requestClose() {
    if (ref.current?.open) ref.current.close();
  }

  function onClosed() {
    focusIfConnected(opener.current);
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  }

  // The browser's own way out (Escape it saw first, a phone's back gesture): same as ours.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    requestClose();
  }

  return (
    <dialog
      ref={ref}
      className={className ? `ac-dialog ${className}` : 'ac-dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children && describedByBody ? bodyId : undefined}
      // A click on the text keeps focus in the dialog, so Escape and Tab still reach it.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClosed}
    >
      <header className="ac-dialog__header">
        <h2 id={titleId} className="ac-dialog__title" dir="auto">
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className="ac-dialog__close" onClick={requestClose}>
            {closeLabel}
          </button>
        )}
      </header>
      {children && (
        <div id={bodyId} className="ac-dialog__body">
          {children}
        </div>
      )}
      {actions && <div className="ac-dialog__actions">{actions}</div>}
    </dialog>
  );
}
