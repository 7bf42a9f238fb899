import { apiClient, apiErrorResponse, loadValidation } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { learningRecordsMessages as text } from './messages';

type LedgerFormat = 'csv' | 'pdf';

/** The ledger's file through the API client (a plain link cannot send the staff token). */
async function downloadLedger(user: string, course: string, format: LedgerFormat) {
  const response = await apiClient.get<Blob>(
    `/admin/learning-records/ledger/${user}/${course}/${format}`,
    { responseType: 'blob' },
  );
  const href = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = `ledger-${user}-${course}.${format}`;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download (revoking at once can cancel it in Firefox).
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}

/**
 * A learner id and a course id, each a whole number from 1 (the API's path parameters): the ids
 * or the first one's problem, in the form's order.
 */
async function checkIds(values: { user: string; course: string }) {
  const { yup, firstValidationProblem } = await loadValidation();
  const id = (message: string) =>
    yup
      .string()
      .trim()
      .required(message)
      .matches(/^[1-9]\d{0,8}$/, message);
  const user = await firstValidationProblem(id(text.ledgerLearnerInvalid), values.user);
  if (user.value === undefined) return user;
  const course = await firstValidationProblem(id(text.ledgerCourseInvalid), values.course);
  if (course.value === undefined) return course;
  return { value: { user: user.value, course: course.value } };
}

/**
 * A learner's contact-hour ledger for a course, for a PMI audit (docs/learning-records.md#pmi-
 * contact-hours): downloaded as CSV or PDF.
 */
export function LedgerExport() {
  const id = useId();
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const format: LedgerFormat = submitter?.value === 'pdf' ? 'pdf' : 'csv';
    const form = new FormData(event.currentTarget);
    const checked = await checkIds({
      user: String(form.get('user') ?? ''),
      course: String(form.get('course') ?? ''),
    });
    if (checked.value === undefined) return setSaid(checked.problem);
    setBusy(true);
    setSaid(null);
    try {
      await downloadLedger(checked.value.user, checked.value.course, format);
      setSaid(text.ledgerDownloaded(format.toUpperCase()));
    } catch (error) {
      setSaid(apiErrorResponse(error)?.status === 404 ? text.ledgerNotFound : text.ledgerFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-replay"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={`${id}-title`}>{text.ledgerTitle}</h2>
      <p>{text.ledgerHelp}</p>
      <label>
        {text.replayLearner}
        <input name="user" inputMode="numeric" pattern="[0-9]*" />
      </label>
      <label>
        {text.replayCourse}
        <input name="course" inputMode="numeric" pattern="[0-9]*" />
      </label>
      <button type="submit" name="format" value="csv" disabled={busy}>
        {text.ledgerCsv}
      </button>
      <button type="submit" name="format" value="pdf" disabled={busy}>
        {text.ledgerPdf}
      </button>
      <p role="status">{said}</p>
    </form>
  );
}
