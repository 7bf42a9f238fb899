import { prefetchValidation, SubmitButton } from '@academy/shared';
import type { FormEvent, ReactNode } from 'react';

import { FormErrors } from '../auth/FormErrors';

interface ResetCardProps {
  titleId: string;
  title: string;
  /** A line under the title, which then describes the form. */
  intro?: { id: string; text: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The id of the error area (the fields point at it with aria-describedby). */
  errorsId: string;
  errors: readonly string[];
  busy: boolean;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** The card of both password-reset pages: title, form, error area, submit button. */
export function ResetCard(props: ResetCardProps) {
  const { titleId, title, intro, onSubmit, errorsId, errors, busy, submitLabel, children } = props;
  return (
    <section className="reset-page" aria-labelledby={titleId}>
      <div className="reset-card">
        <h1 id={titleId}>{title}</h1>
        {intro && <p id={intro.id}>{intro.text}</p>}
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={prefetchValidation}
          aria-describedby={intro?.id}
        >
          {children}
          <FormErrors id={errorsId} messages={errors} />
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </form>
      </div>
    </section>
  );
}
