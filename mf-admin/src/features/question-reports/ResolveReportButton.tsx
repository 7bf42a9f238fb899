import { notify } from '@academy/shared';

import type { AdminQuestionReport } from '@academy/contract';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblemText } from '../../lib/server-problems';
import { questionReportsApi } from './api';
import { questionReportsMessages } from './messages';

const text = questionReportsMessages;

/** Resolves a report, or opens it again (nothing is lost: no confirmation; the audit log keeps it). */
export function ResolveReportButton({ report }: { report: AdminQuestionReport }) {
  const save = useSaveResource(questionReportsApi);
  const open = report.status === 'open';
  const action = open ? text.resolve : text.reopen;
  async function toggle() {
    try {
      await save.mutateAsync({ id: report.id, input: { status: open ? 'resolved' : 'open' } });
      notify.success(
        open ? text.resolvedToast(report.user.email) : text.reopenedToast(report.user.email),
      );
    } catch (error) {
      notify.error(serverProblemText(error, text.changeFailed));
    }
  }
  return (
    <button
      type="button"
      className={open ? 'admin-button' : 'admin-button admin-button--quiet'}
      aria-label={text.actionLabel(action, report.user.email)}
      disabled={save.isPending}
      onClick={() => void toggle()}
    >
      {action}
    </button>
  );
}
