import { notify, useMutation, useQueryClient } from '@academy/shared';

import type { AdminBlueprint } from '@academy/contract';
import { serverProblemText } from '../../lib/server-problems';
import { blueprintsApi } from './api';
import { blueprintsMessages } from './messages';

const text = blueprintsMessages;

/** Makes a blueprint its category's exam in force (the API retires the other one). */
export function ActivateButton({ blueprint }: { blueprint: AdminBlueprint }) {
  const queryClient = useQueryClient();
  const activate = useMutation({
    mutationFn: () => blueprintsApi.update(blueprint.id, { active: true }),
    onSuccess: async () => {
      // Another blueprint of the category was retired too: every list is fetched again.
      await queryClient.invalidateQueries({ queryKey: blueprintsApi.keys.all });
      notify.success(text.activated(blueprint.name));
    },
    onError: (error) => notify.error(serverProblemText(error, text.activateFailed)),
  });
  return (
    <button
      type="button"
      className="admin-button admin-button--quiet"
      aria-label={text.activateLabel(blueprint.name)}
      disabled={activate.isPending}
      onClick={() => activate.mutate()}
    >
      {text.activate}
    </button>
  );
}
