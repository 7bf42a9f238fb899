import { prefetchValidation, SubmitButton, useQueryClient } from '@academy/shared';

import { formMessages } from '../../components/resource-form/messages';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import { emptyValues, schemaOf } from '../../components/resource-section/fields';
import { lessonBodyApi } from './api';
import { lessonsMessages } from './messages';
import { lessonFields } from './resource';

const text = lessonsMessages;

/** A new lesson, last in its course; its files are added on its own page. */
export function AddLessonForm({ course }: { course: number }) {
  const queryClient = useQueryClient();
  const form = useResourceForm({
    api: lessonBodyApi,
    record: null,
    initialValues: emptyValues(lessonFields),
    schema: schemaOf(lessonFields),
    toInput: ({ name = '' }) => ({ name, course }),
    fields: ['name'],
    savedMessage: (saved) => text.created(saved.name),
    onSaved: () => {
      form.setValues(emptyValues(lessonFields));
      // The course's lesson count changes with its lessons.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const { formRef } = form;
  // One line form: every refusal is said beside its one field.
  const error = [form.errors.name, ...form.general].filter(Boolean).join(' ') || undefined;

  return (
    <form
      ref={formRef}
      className="admin-inline-form"
      aria-label={text.addTitle}
      noValidate
      onFocus={prefetchValidation}
      onSubmit={(event) => void form.submit(event)}
    >
      <TextField
        label={text.newName}
        name="name"
        value={form.values.name ?? ''}
        error={error}
        onChange={(value) => form.setValue('name', value)}
      />
      <SubmitButton busy={form.busy} busyLabel={formMessages.saving} className="admin-button">
        {text.add}
      </SubmitButton>
    </form>
  );
}
