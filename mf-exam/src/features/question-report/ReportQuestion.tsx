import { useState } from 'react';

import { useReportMessages } from './messages';
import { ReportDialog } from './ReportDialog';
import './question-report.css';

/**
 * "Report this question" under a question of either player: opens the report form; once the
 * report is sent, says so in a live region beside the button (where the focus comes back).
 * Render it keyed by the question: another question starts afresh.
 */
export function ReportQuestion({ questionId }: { questionId: number }) {
  const text = useReportMessages();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className="question-report">
      <button
        type="button"
        className="question-report__open"
        aria-haspopup="dialog"
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        {text.open}
      </button>
      <p role="status" className="question-report__status">
        {sent ? text.sent : ''}
      </p>
      {open && (
        <ReportDialog
          questionId={questionId}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </div>
  );
}
