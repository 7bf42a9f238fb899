import { Link, prefetchValidation, SubmitButton } from '@academy/shared';
import type { FormEvent, ReactNode, RefObject } from 'react';

import './resource-form.css';

import { formMessages } from './messages';

interface ResourceFormProps {
  title: string;
  /** Where Cancel goes (the list): relative to the form's route. */
  cancelTo: string;
  /** The form's state (useResourceForm): busy, the messages that belong to no field, submit. */
  form: {
    busy: boolean;
    general: string[];
    submit: (event: FormEvent) => Promise<void>;
    formRef: RefObject<HTMLFormElement | null>;
  };
  children: ReactNode;
}

/** The frame of every back-office form: title, problems, fields, Save and Cancel. */
export function ResourceForm({ title, cancelTo, form, children }: ResourceFormProps) {
  const text = formMessages;
  const { busy, general: problems, submit, formRef } = form;
  return (
    <form
      ref={formRef}
      className="admin-form"
      aria-label={title}
      noValidate
      onSubmit={(event) => void submit(event)}
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
