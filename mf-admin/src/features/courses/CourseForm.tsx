import { useDocumentTitle, useNavigate } from '@academy/shared';

import { CheckboxField } from '../../components/resource-form/CheckboxField';
import { formMessages } from '../../components/resource-form/messages';
import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { SelectField } from '../../components/resource-form/SelectField';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminCourse } from '@academy/contract';
import { COURSE_STATUSES, courseValues, coursesApi, emptyCourse, type CourseValues } from './api';
import { coursesMessages } from './messages';
import { useCategoryChoices, useInstructorChoices } from './options';
import { courseSchema } from './schema';

const text = coursesMessages;
const INTRODUCTIONS = [
  'Introduction_1',
  'Introduction_2',
  'Introduction_3',
  'Introduction_4',
] as const;

/**
 * A new course (record null) or a course's changes. A new course opens its own page once saved,
 * where its lessons and files are added; a change goes back to the list.
 */
export function CourseForm({ record }: { record: AdminCourse | null }) {
  const navigate = useNavigate();
  const title = record ? text.editTitle(record.name) : text.createTitle;
  useDocumentTitle(title);
  const categories = useCategoryChoices();
  const instructors = useInstructorChoices();
  const form = useResourceForm({
    api: coursesApi,
    record,
    initialValues: record ? courseValues(record) : emptyCourse,
    schema: courseSchema,
    savedMessage: (saved, created) => (created ? text.created(saved.name) : text.saved(saved.name)),
    onSaved: (saved) => navigate(record ? '..' : `../${saved.id}`, { replace: !record }),
  });
  const field = (name: keyof CourseValues) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setValue(name, value),
  });
  const price = (name: 'price' | 'price_LE' | 'price_SR', label: string) => (
    <TextField label={label} inputMode="decimal" hint={text.priceHint} required {...field(name)} />
  );
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
      <TextField label={text.description} multiline {...field('description')} />
      <TextField label={text.nameAr} lang="ar" {...field('name_ar')} />
      <TextField label={text.descriptionAr} lang="ar" multiline {...field('description_ar')} />
      <SelectField
        label={text.status}
        options={COURSE_STATUSES.map((status) => ({ value: status, label: text.statuses[status] }))}
        {...field('status')}
      />
      <SelectField
        label={text.category}
        required
        loading={categories.isPending}
        loadingLabel={formMessages.loading}
        options={[
          { value: '', label: text.chooseCategory },
          ...(categories.data ?? []).map((category) => ({
            value: category.name,
            label: category.name,
          })),
        ]}
        {...field('category')}
      />
      <SelectField
        label={text.instructor}
        loading={instructors.isPending}
        loadingLabel={formMessages.loading}
        options={[
          { value: '', label: text.noInstructor },
          ...(instructors.data ?? []).map((instructor) => ({
            value: String(instructor.id),
            label: instructor.name,
          })),
        ]}
        {...field('instructor')}
      />
      {price('price', text.priceUsd)}
      {price('price_LE', text.priceLe)}
      {price('price_SR', text.priceSr)}
      {INTRODUCTIONS.map((name, index) => (
        <TextField key={name} label={text.introduction(index + 1)} multiline {...field(name)} />
      ))}
      <TextField
        label={text.contactHours}
        inputMode="decimal"
        hint={text.contactHoursHint}
        {...field('contact_hours')}
      />
      <CheckboxField
        label={text.archived}
        hint={text.archivedHint}
        name="archived"
        checked={form.values.archived === 'true'}
        onChange={(checked) => form.setValue('archived', String(checked))}
      />
    </ResourceForm>
  );
}
