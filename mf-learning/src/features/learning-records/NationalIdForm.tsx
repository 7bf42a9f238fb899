import {
  apiErrorResponse,
  prefetchValidation,
  selectUserId,
  SubmitButton,
  useAuthStore,
  useMutation,
  useQueryClient,
} from '@academy/shared';
import { useId, useRef, useState, type FormEvent } from 'react';

import { useMyLearningMessages } from '../my-learning/messages';
import { learningRecordsProfileQuery, saveNationalId } from './api';
import { checkNationalId, type NationalIdProblems } from './schema';

/** The API's field messages in a 400 (`national_id`, `consent`), or null for another failure. */
function fieldProblems(error: unknown): NationalIdProblems | null {
  const answer = apiErrorResponse(error);
  if (answer?.status !== 400 || typeof answer.data !== 'object' || answer.data === null)
    return null;
  const data = answer.data as Record<string, unknown>;
  const first = (field: string) => {
    const messages = data[field];
    return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
  };
  const problems: NationalIdProblems = {};
  const nationalId = first('national_id');
  const consent = first('consent');
  if (nationalId) problems.national_id = nationalId;
  if (consent) problems.consent = consent;
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The form itself: its own chunk, since most learners are never asked (NationalIdSection). */
export function NationalIdForm() {
  const messages = useMyLearningMessages();
  const queryClient = useQueryClient();
  const userId = useAuthStore(selectUserId);
  const save = useMutation({
    mutationFn: saveNationalId,
    onSuccess: (profile) =>
      queryClient.setQueryData(learningRecordsProfileQuery(userId).queryKey, profile),
  });
  const [nationalId, setNationalId] = useState('');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<NationalIdProblems>({});
  const [failed, setFailed] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const idErrorId = useId();
  const consentId = useId();
  const consentErrorId = useId();
  const introId = useId();

  /** Shows the messages and takes the focus to the first field that has one. */
  function show(found: NationalIdProblems) {
    setProblems(found);
    if (found.national_id) idRef.current?.focus();
    else if (found.consent) consentRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setFailed(false);
    const checked = await checkNationalId({ national_id: nationalId, consent });
    if (checked.problems) return show(checked.problems);
    setProblems({});
    try {
      await save.mutateAsync(checked.value);
    } catch (error) {
      const refused = fieldProblems(error);
      if (refused) return show(refused);
      // A 401 ends the session: the API client is already taking the learner to /login.
      if (apiErrorResponse(error)?.status !== 401) {
        console.error('[learning] could not save the national ID', error);
        setFailed(true);
      }
    }
  }

  const describedBy = (...ids: (string | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="national-id__form"
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchValidation}
      aria-labelledby="national-id-title"
      aria-describedby={introId}
      noValidate
    >
      <p id={introId}>{messages.nationalIdIntro}</p>
      <label htmlFor={fieldId}>{messages.nationalIdLabel}</label>
      <input
        ref={idRef}
        id={fieldId}
        name="national_id"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={10}
        value={nationalId}
        onChange={(event) => setNationalId(event.target.value)}
        aria-invalid={problems.national_id !== undefined}
        aria-describedby={describedBy(hintId, problems.national_id && idErrorId)}
        required
      />
      <p id={hintId} className="national-id__hint">
        {messages.nationalIdHint}
      </p>
      <p id={idErrorId} className="national-id__error" role="alert">
        {problems.national_id}
      </p>
      <div className="national-id__consent">
        <input
          ref={consentRef}
          id={consentId}
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          aria-invalid={problems.consent !== undefined}
          aria-describedby={problems.consent ? consentErrorId : undefined}
        />
        <label htmlFor={consentId}>{messages.nationalIdConsent}</label>
      </div>
      <p id={consentErrorId} className="national-id__error" role="alert">
        {problems.consent}
      </p>
      <div role="status" className="national-id__status">
        {failed && <p className="national-id__error">{messages.nationalIdFailed}</p>}
      </div>
      <SubmitButton busy={save.isPending} busyLabel={messages.savingNationalId}>
        {messages.saveNationalId}
      </SubmitButton>
    </form>
  );
}
