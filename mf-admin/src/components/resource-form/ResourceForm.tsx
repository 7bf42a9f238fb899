import { Link, prefetchValidation, SubmitButton } from '@academy/shared';
import type { FormEvent, ReactNode, RefObject } from 'react';

import './resource-form.css';

import { formMessages } from './messages';

interface ResourceFormProps {
  title: string;
  /** Where Cancel goes (the list): relative to the form's route. */
  cancelTo: string;
  busy: boolean;
  /** Messages that belong to no field. */
  problems: string[];
  onSubmit: (event: FormEvent) => void;
  formRef: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}

/** The frame of every back-office form: title, problems, fields, Save and Cancel. */
export function ResourceForm({
  title,
  cancelTo,
  busy,
  problems,
  onSubmit,
  formRef,
  children,
}: ResourceFormProps) {
  const text = formMessages;
  return (
    <form
      ref={formRef}
      className="admin-form"
      aria-label={title}
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetchValidation}
    >
      <h1>{title}</h1>
      {problems.length > 0 && (
        <div className="admin-form__problems" role="alert" tabIndex={-1}>
          <p>{text.problemsTitle}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {children}
      <div className="admin-form__actions">
        <SubmitButton busy={busy} busyLabel={text.saving} className="admin-button">
          {text.save}
        </SubmitButton>
        <Link to={cancelTo} className="admin-button admin-button--quiet">
          {text.cancel}
        </Link>
      </div>
    </form>
  );
}
