// Reporting a question ("I think this is wrong"), in both players. Ours; the comment's rules are
// worded as the API words them. The Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  open: 'Report this question',
  title: 'Report this question',
  intro:
    'Tell the academy what you think is wrong: the key, the wording, a typo. Staff read every report.',
  commentLabel: 'What is wrong with this question?',
  hint: (max: number) => `Up to ${max} characters.`,
  blank: 'This field may not be blank.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  send: 'Send the report',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Thank you: your report was sent to the academy.',
  failed: 'The report could not be sent. Check the connection and try again.',
};
export type ReportMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const reportCatalogue = defineCatalogue('exam-question-report', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-question-report-ar" */ './messages.ar').then(
      (module) => module.ar,
    ),
});
export const useReportMessages = () => reportCatalogue.useMessages();
