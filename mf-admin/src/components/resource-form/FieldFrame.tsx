import { useId, type ReactNode } from 'react';
import './resource-form.css';

/** What a framed control needs: its id (the label's target) and the ids of its hint and error. */
export interface FramedControl {
  id: string;
  describedBy: string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** A line of help under the label. */
  hint?: string;
  /** The broken rule's message (the form's or the server's). */
  error?: string;
  children: (control: FramedControl) => ReactNode;
}

/** A labelled control with its help above and its error below, both read out with it. */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      {children({ id, describedBy: describedBy || undefined })}
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
