import {
  notify,
  prefetchValidation,
  SubmitButton,
  useMutation,
  useQueryClient,
} from '@academy/shared';
import { useRef, useState, type FormEvent } from 'react';

import { formMessages } from '../../components/resource-form/messages';
import { TextField } from '../../components/resource-form/TextField';
import { serverProblems } from '../../lib/server-problems';
import { validateFields } from '../../lib/validate-fields';
import { lessonBodyApi } from './api';
import { lessonsMessages } from './messages';
import { lessonSchema } from './schema';

const text = lessonsMessages;

/** A new lesson, last in its course; its files are added on its own page. */
export function AddLessonForm({ course }: { course: number }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const add = useMutation({
    mutationFn: (lessonName: string) => lessonBodyApi.create({ name: lessonName, course }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });

  function refuse(message: string | undefined) {
    setError(message);
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const checked = await validateFields(lessonSchema, { name, name_ar: '' });
    if (!checked.valid) return refuse(checked.errors.name);
    try {
      const saved = await add.mutateAsync(checked.value.name);
      setName('');
      setError(undefined);
      notify.success(text.created(saved.name));
    } catch (problem) {
      const problems = serverProblems(problem, ['name']);
      refuse([problems.fields.name, ...problems.general].filter(Boolean).join(' '));
    }
  }

  return (
    <form
      ref={formRef}
      className="admin-inline-form"
      aria-label={text.addTitle}
      noValidate
      onFocus={prefetchValidation}
      onSubmit={(event) => void submit(event)}
    >
      <TextField label={text.newName} name="name" value={name} error={error} onChange={setName} />
      <SubmitButton busy={add.isPending} busyLabel={formMessages.saving} className="admin-button">
        {text.add}
      </SubmitButton>
    </form>
  );
}
