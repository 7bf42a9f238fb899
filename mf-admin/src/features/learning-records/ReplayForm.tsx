import type { ReplayBody } from '@academy/contract';
import { useQueryClient } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { replayStatements, statementDeliveriesApi } from './api';
import { learningRecordsMessages as text } from './messages';

/** Above the list: how many failed, and sending again a learner's, a course's or a day's. */
export function ReplayForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const body: ReplayBody = {
      ...(value('user') ? { user: value('user') } : {}),
      ...(value('course') ? { course: value('course') } : {}),
      ...(value('day') ? { day: value('day') } : {}),
    };
    if (Object.keys(body).length === 0) return setSaid(text.replayNeedsOne);
    setBusy(true);
    try {
      const { queued } = await replayStatements(body);
      setSaid(text.replayed(queued));
      await queryClient.invalidateQueries({ queryKey: statementDeliveriesApi.keys.all });
    } catch {
      setSaid(text.replayFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-replay" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>{text.replayTitle}</h2>
      <p>{text.replayHelp}</p>
      <label>
        {text.replayLearner}
        <input name="user" inputMode="numeric" pattern="[0-9]*" />
      </label>
      <label>
        {text.replayCourse}
        <input name="course" inputMode="numeric" pattern="[0-9]*" />
      </label>
      <label>
        {text.replayDay}
        <input name="day" type="date" />
      </label>
      <button type="submit" disabled={busy}>
        {text.replay}
      </button>
      <p role="status">{said}</p>
    </form>
  );
}
