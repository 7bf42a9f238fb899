import { notify, useMutation, useQueryClient } from '@academy/shared';
import { useState } from 'react';

import { formMessages } from '../../components/resource-form/messages';
import type { AdminCourse } from '@academy/contract';
import { serverProblemText } from '../../lib/server-problems';
import { courseBodyApi } from './api';
import { coursesMessages } from './messages';

const text = coursesMessages;

/**
 * Offered when the API refuses to delete a course (learners own it, or orders name it): archive
 * it instead, out of the catalogue with its owners keeping their lessons.
 */
export function ArchiveInstead({ course, close }: { course: AdminCourse; close: () => void }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const archive = useMutation({
    mutationFn: () => courseBodyApi.update(course.id, { archived: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseBodyApi.keys.all }),
  });
  if (course.archived) return <p>{text.alreadyArchived}</p>;
  return (
    <div className="admin-dialog__offer">
      <button
        type="button"
        className="admin-button"
        disabled={archive.isPending}
        onClick={() =>
          archive.mutate(undefined, {
            onSuccess: () => {
              notify.success(text.archivedToast(course.name));
              close();
            },
            onError: (error) => setProblem(serverProblemText(error, formMessages.saveFailed)),
          })
        }
      >
        {text.archiveInstead}
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
