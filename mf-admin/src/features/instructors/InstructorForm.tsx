import { useDocumentTitle, useNavigate } from '@academy/shared';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminInstructor } from '@academy/contract';
import { emptyInstructor, instructorInput, instructorsApi } from './api';
import { instructorsMessages } from './messages';
import { instructorSchema } from './schema';

const text = instructorsMessages;

/** A new instructor (record null) or an instructor's changes; back to the list once saved. */
export function InstructorForm({ record }: { record: AdminInstructor | null }) {
  const navigate = useNavigate();
  const title = record ? text.editTitle(record.name) : text.createTitle;
  useDocumentTitle(title);
  const form = useResourceForm({
    api: instructorsApi,
    record,
    initialValues: record ? instructorInput(record) : emptyInstructor,
    schema: instructorSchema,
    savedMessage: (saved, created) => (created ? text.created(saved.name) : text.saved(saved.name)),
    onSaved: () => navigate('..'),
  });
  const field = (name: keyof typeof form.values) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setValue(name, value),
  });
  return (
    <ResourceForm
      title={title}
      cancelTo=".."
      busy={form.busy}
      problems={form.general}
      onSubmit={(event) => void form.submit(event)}
      formRef={form.formRef}
    >
      <TextField label={text.name} required {...field('name')} />
      <TextField label={text.review} multiline {...field('review')} />
      <TextField label={text.mobileNumber} type="tel" {...field('mobile_number')} />
      <TextField label={text.linkedIn} hint={text.linkedInHint} type="url" {...field('LinkdIn')} />
    </ResourceForm>
  );
}
