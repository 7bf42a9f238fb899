import { useDocumentTitle, useNavigate } from '@academy/shared';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminCategory } from '@academy/contract';
import { categoriesApi } from './api';
import { categoriesMessages } from './messages';
import { categorySchema } from './schema';

const text = categoriesMessages;

/** A new category (record null) or a category's new name; back to the list once saved. */
export function CategoryForm({ record }: { record: AdminCategory | null }) {
  const navigate = useNavigate();
  const title = record ? text.editTitle(record.name) : text.createTitle;
  useDocumentTitle(title);
  const form = useResourceForm({
    api: categoriesApi,
    record,
    initialValues: { name: record?.name ?? '' },
    schema: categorySchema,
    savedMessage: (saved, created) => (created ? text.created(saved.name) : text.saved(saved.name)),
    onSaved: () => navigate('..'),
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
      <TextField
        label={text.name}
        name="name"
        required
        value={form.values.name}
        error={form.errors.name}
        onChange={(value) => form.setValue('name', value)}
      />
    </ResourceForm>
  );
}
