import { useDocumentTitle, useNavigate } from '@academy/shared';
import { useId } from 'react';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { SelectField } from '../../components/resource-form/SelectField';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminBlueprint } from '@academy/contract';
import { useCategoryNames } from '../question-banks/use-categories';
import { blueprintsApi } from './api';
import {
  blueprintInput,
  blueprintValues,
  WEIGHT_FIELDS,
  WEIGHTED_DOMAINS,
  weightsTotal,
  type BlueprintValues,
} from './blueprint-values';
import { blueprintsMessages } from './messages';
import { blueprintSchema } from './schema';

const text = blueprintsMessages;

const FIELDS = [
  'category',
  'name',
  'question_count',
  'minutes',
  'sections',
  'break_minutes',
  'domain_weights',
  'active',
];

type TextFieldName = Exclude<keyof BlueprintValues, 'active'>;

/** A new blueprint (record null) or a blueprint's changes; back to the list once saved. */
export function BlueprintForm({ record }: { record: AdminBlueprint | null }) {
  const id = useId();
  const navigate = useNavigate();
  const categories = useCategoryNames();
  const title = record ? text.editTitle(record.name) : text.createTitle;
  useDocumentTitle(title);
  const form = useResourceForm({
    api: blueprintsApi,
    record,
    initialValues: blueprintValues(record),
    schema: blueprintSchema,
    toInput: blueprintInput,
    fields: FIELDS,
    savedMessage: (saved, created) => (created ? text.created(saved.name) : text.saved(saved.name)),
    onSaved: () => navigate('..'),
  });
  const { values, errors } = form;
  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => form.setValue(name, value),
  });
  const names = categories.data ?? [];
  const categoryOptions = [
    { value: '', label: text.chooseCategory },
    ...[
      ...(values.category && !names.includes(values.category) ? [values.category] : []),
      ...names,
    ].map((name) => ({ value: name, label: name })),
  ];
  const weightsError = errors.domain_weights;

  return (
    <ResourceForm title={title} cancelTo=".." form={form}>
      <SelectField
        label={text.category}
        required
        options={categoryOptions}
        {...field('category')}
      />
      <TextField label={text.name} required {...field('name')} />
      <TextField label={text.questionCount} required {...field('question_count')} />
      <TextField label={text.minutes} required {...field('minutes')} />
      <TextField label={text.sections} required {...field('sections')} />
      <TextField label={text.breakMinutes} hint={text.breakHint} {...field('break_minutes')} />
      <fieldset
        className="admin-weights"
        aria-describedby={`${id}-weights-hint${weightsError ? ` ${id}-weights-error` : ''}`}
      >
        <legend>{text.weights}</legend>
        <p id={`${id}-weights-hint`} className="admin-field__hint">
          {text.weightsHint(weightsTotal(values))}
        </p>
        {WEIGHTED_DOMAINS.map((domain) => (
          <TextField key={domain} label={text.weightOf(domain)} {...field(WEIGHT_FIELDS[domain])} />
        ))}
        {weightsError && (
          <p
            id={`${id}-weights-error`}
            className="admin-field__error"
            data-focus-on-error
            tabIndex={-1}
          >
            {weightsError}
          </p>
        )}
      </fieldset>
      <div className="admin-field admin-field--check">
        <label>
          <input
            type="checkbox"
            name="active"
            checked={values.active}
            aria-describedby={`${id}-active-hint`}
            onChange={(event) => form.setValue('active', event.target.checked)}
          />{' '}
          {text.active}
        </label>
        <p id={`${id}-active-hint`} className="admin-field__hint">
          {text.activeHint}
        </p>
      </div>
    </ResourceForm>
  );
}
