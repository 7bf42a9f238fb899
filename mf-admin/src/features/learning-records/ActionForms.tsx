import type { ReplayBody } from '@academy/contract';
import { apiErrorResponse, downloadFile, useQueryClient } from '@academy/shared';

import { ActionForm } from '../../components/resource-form/ActionForm';
import type { FieldDef } from '../../components/resource-section/fields';
import { replayStatements, statementDeliveriesApi } from './api';
import { learningRecordsMessages as text } from './messages';

type LedgerFormat = 'csv' | 'pdf';

/** The ledger's file through the API client (a plain link cannot send the staff token). */
const downloadLedger = (user: string, course: string, format: LedgerFormat) =>
  downloadFile(
    `/admin/learning-records/ledger/${user}/${course}/${format}`,
    `ledger-${user}-${course}.${format}`,
  );

const ID = /^[1-9]\d{0,8}$/;
const idField = (name: string, label: string): FieldDef => ({
  name,
  label,
  inputMode: 'numeric',
  rule: (yup) => yup.string().trim().default(''),
});

/**
 * A learner's contact-hour ledger for a course, for a PMI audit (docs/learning-records.md#pmi-
 * contact-hours): downloaded as CSV or PDF. The ids are the API's path parameters, whole numbers
 * from 1; the first one wrong is said.
 */
export function LedgerExport() {
  return (
    <ActionForm
      title={text.ledgerTitle}
      help={text.ledgerHelp}
      fields={[idField('user', text.replayLearner), idField('course', text.replayCourse)]}
      buttons={[
        { label: text.ledgerCsv, value: 'csv' },
        { label: text.ledgerPdf, value: 'pdf' },
      ]}
      action={async ({ user = '', course = '' }, button) => {
        if (!ID.test(user)) return text.ledgerLearnerInvalid;
        if (!ID.test(course)) return text.ledgerCourseInvalid;
        const format: LedgerFormat = button === 'pdf' ? 'pdf' : 'csv';
        await downloadLedger(user, course, format);
        return text.ledgerDownloaded(format.toUpperCase());
      }}
      failed={(error) =>
        apiErrorResponse(error)?.status === 404 ? text.ledgerNotFound : text.ledgerFailed
      }
    />
  );
}

/** Sending again a learner's, a course's or a day's statements. */
export function ReplayForm() {
  const queryClient = useQueryClient();
  return (
    <ActionForm
      title={text.replayTitle}
      help={text.replayHelp}
      fields={[
        idField('user', text.replayLearner),
        idField('course', text.replayCourse),
        { name: 'day', label: text.replayDay, type: 'date', rule: (yup) => yup.string().trim() },
      ]}
      buttons={[{ label: text.replay }]}
      action={async (values) => {
        const body: ReplayBody = Object.fromEntries(
          Object.entries(values).filter(([, value]) => value),
        );
        if (Object.keys(body).length === 0) return text.replayNeedsOne;
        const { queued } = await replayStatements(body);
        await queryClient.invalidateQueries({ queryKey: statementDeliveriesApi.keys.all });
        return text.replayed(queued);
      }}
      failed={() => text.replayFailed}
    />
  );
}
