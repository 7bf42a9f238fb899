import { useDocumentTitle, useNavigate } from '@academy/shared';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { SelectField } from '../../components/resource-form/SelectField';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminQuestionBank } from '@academy/contract';
import { bankSchema } from './bank-schema';
import { bankApis, type BankKind } from './banks-api';
import { questionBanksMessages } from './messages';
import { useCategoryNames } from './use-categories';

const text = questionBanksMessages;

interface BankFormProps {
  kind: BankKind;
  /** The bank renamed, or null for a new one in `category`. */
  record: AdminQuestionBank | null;
  category: string;
  /** The way back to the banks' list from this form's route ('..' or '../..'). */
  backTo: string;
}

/** A new topic or exam, or a bank's new name (or category); back to the category's banks. */
export function BankForm({ kind, record, category, backTo }: BankFormProps) {
  const navigate = useNavigate();
  const categories = useCategoryNames();
  const title = record ? text.editTitle(record.name) : text.createTitle(text[kind].thing);
  useDocumentTitle(title);
  const back = (to: string) => ({
    pathname: backTo,
    search: `?category=${encodeURIComponent(to)}`,
  });
  const form = useResourceForm({
    api: bankApis[kind],
    record,
    initialValues: { name: record?.name ?? '', category: record?.category ?? category },
    schema: bankSchema,
    savedMessage: (saved, created) => (created ? text.created(saved.name) : text.saved(saved.name)),
    onSaved: (saved) => navigate(back(saved.category)),
  });
  const names = categories.data ?? [];
  const options = [
    ...(names.includes(form.values.category) ? [] : [form.values.category]),
    ...names,
  ].map((name) => ({ value: name, label: name || text.chooseCategory }));
  return (
    <ResourceForm
      title={title}
      cancelTo={`${backTo}?category=${encodeURIComponent(record?.category ?? category)}`}
      form={form}
    >
      <TextField
        label={text.name}
        name="name"
        required
        value={form.values.name}
        error={form.errors.name}
        onChange={(value) => form.setValue('name', value)}
      />
      <SelectField
        label={text.categoryLabel}
        name="category"
        required
        value={form.values.category}
        options={options}
        error={form.errors.category}
        onChange={(value) => form.setValue('category', value)}
      />
    </ResourceForm>
  );
}
