import type { ButtonHTMLAttributes, ReactNode } from 'react';

import { useSharedMessages } from '../messages';
import './ui.css';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** A request is running: the button is disabled and says so. */
  busy: boolean;
  /** What it says while busy: the spec's 'wait ..' unless a screen's copy says otherwise. */
  busyLabel?: ReactNode;
  children: ReactNode;
}

/**
 * A form's submit button that cannot send twice: disabled, with the spec's 'wait ..', while the
 * form's request runs.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'ac-button',
  disabled,
  ...rest
}: SubmitButtonProps) {
  const messages = useSharedMessages();
  return (
    <button type="submit" className={className} disabled={busy || disabled} {...rest}>
      {busy ? (busyLabel ?? messages.wait) : children}
    </button>
  );
}
