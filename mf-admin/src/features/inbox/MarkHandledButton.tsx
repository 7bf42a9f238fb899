import { notify } from '@academy/shared';

import type { AdminContactMessage } from '@academy/contract';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblemText } from '../../lib/server-problems';
import { inboxApi } from './api';
import { inboxMessages } from './messages';

const text = inboxMessages;

/** Marks a message handled, or not handled again (nothing is lost: no confirmation). */
export function MarkHandledButton({ message }: { message: AdminContactMessage }) {
  const save = useSaveResource(inboxApi);
  const action = message.handled ? text.markUnhandled : text.markHandled;
  async function toggle() {
    try {
      await save.mutateAsync({ id: message.id, input: { handled: !message.handled } });
      notify.success(
        message.handled
          ? text.markedUnhandled(message.from_name)
          : text.markedHandled(message.from_name),
      );
    } catch (error) {
      notify.error(serverProblemText(error, text.markFailed));
    }
  }
  return (
    <button
      type="button"
      className="admin-button admin-button--quiet"
      aria-label={text.markLabel(action, message.from_name)}
      disabled={save.isPending}
      onClick={() => void toggle()}
    >
      {action}
    </button>
  );
}
