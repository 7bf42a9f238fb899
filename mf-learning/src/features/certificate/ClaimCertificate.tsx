import {
  apiErrorResponse,
  Link,
  prefetchValidation,
  SubmitButton,
  useMutation,
  useQueryClient,
} from '@academy/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { useLearningMessages } from '../../messages';
import { MY_LEARNING_KEY } from '../my-learning/api';
import { certificatePath, claimCertificate } from './api';
import { CERTIFICATE_NAME_MAX_LENGTH, checkCertificateName } from './schema';
import './certificate.css';

export interface ClaimCertificateProps {
  courseId: number;
  /** The code of the certificate already claimed for this course, if any. */
  code?: string | null;
  /** The learner's profile has no name to print (My learning's `certificate_name` is null). */
  needsName?: boolean;
}

/** The API's field messages for `name` in a 400, or null when the 400 is about something else. */
function nameProblems(error: unknown): string[] | null {
  const answer = apiErrorResponse(error);
  if (answer?.status !== 400 || typeof answer.data !== 'object' || answer.data === null)
    return null;
  const name = (answer.data as Record<string, unknown>).name;
  if (!Array.isArray(name)) return null;
  return name.filter((message): message is string => typeof message === 'string');
}

/**
 * A completed course's certificate: 'Claim your certificate' (the learner's name is asked once,
 * when the profile has none), then a link to its public page.
 */
export function ClaimCertificate({
  courseId,
  code: claimedCode = null,
  needsName = false,
}: ClaimCertificateProps) {
  const messages = useLearningMessages();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: claimCertificate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_LEARNING_KEY }),
  });
  const [askingName, setAskingName] = useState(false);
  const [failed, setFailed] = useState(false);
  const code = claim.data?.code ?? claimedCode;

  async function submit(name?: string) {
    setFailed(false);
    try {
      await claim.mutateAsync(
        name === undefined ? { course: courseId } : { course: courseId, name },
      );
      return null;
    } catch (error) {
      const problems = nameProblems(error);
      if (problems) {
        setAskingName(true);
        return problems[0] ?? messages.certificateNameRequired;
      }
      // A 401 ends the session: the API client is already taking the learner to /login.
      if (apiErrorResponse(error)?.status !== 401) {
        console.error('[learning] could not claim the certificate', error);
        setFailed(true);
      }
      return null;
    }
  }

  return (
    <div className="certificate-claim">
      {/* Polite: what the claim came to, read once it happens. */}
      <div role="status" className="certificate-claim__status">
        {code && <p>{messages.certificateReady}</p>}
        {failed && <p className="certificate-claim__error">{messages.certificateFailed}</p>}
      </div>
      {code ? (
        <Link className="ac-button certificate-claim__view" to={certificatePath(code)}>
          {messages.viewCertificate}
        </Link>
      ) : askingName ? (
        <NameForm busy={claim.isPending} onSubmit={submit} />
      ) : (
        <button
          type="button"
          className="ac-button certificate-claim__button"
          disabled={claim.isPending}
          // With no name to print, the name is asked first (the API would answer 400 {name}).
          onClick={() => (needsName ? setAskingName(true) : void submit())}
        >
          {claim.isPending ? messages.claimingCertificate : messages.claimCertificate}
        </button>
      )}
    </div>
  );
}

interface NameFormProps {
  busy: boolean;
  /** Claims with the name; resolves with the API's message about the name, if it refused it. */
  onSubmit: (name: string) => Promise<string | null>;
}

/** The learner's name as it should be printed, asked once (it is saved to their profile). */
function NameForm({ busy, onSubmit }: NameFormProps) {
  const messages = useLearningMessages();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const introId = useId();
  const errorId = useId();

  // The form replaces the button the learner pressed: the focus follows to what is asked.
  useEffect(() => inputRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = await checkCertificateName(name);
    if (checked.value === undefined) {
      setProblem(checked.problem);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    const refused = await onSubmit(checked.value.name);
    if (refused) {
      setProblem(refused);
      inputRef.current?.focus();
    }
  }

  return (
    <form
      className="certificate-claim__form"
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchValidation}
      aria-describedby={introId}
      aria-label={messages.claimCertificate}
      noValidate
    >
      <p id={introId}>{messages.certificateNameIntro}</p>
      <label htmlFor={fieldId}>{messages.certificateNameLabel}</label>
      <input
        ref={inputRef}
        id={fieldId}
        name="name"
        autoComplete="name"
        maxLength={CERTIFICATE_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        required
      />
      <p id={errorId} className="certificate-claim__error" role="alert">
        {problem}
      </p>
      <SubmitButton busy={busy} busyLabel={messages.claimingCertificate}>
        {messages.claimCertificate}
      </SubmitButton>
    </form>
  );
}
