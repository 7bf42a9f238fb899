// A resource's form fields, each declared once: its label, its input, how its value is read from
// a record and written into the body, and its yup rule. The form's values, empty values, body and
// schema all follow from the list (docs/design/back-office.md).
import type { ComponentType } from 'react';

import { fromLocalInput, isLocalDateTime, toLocalInput } from '../../lib/local-date-time';
import type { SchemaFactory, Yup } from '../../lib/validate-fields';
import { CheckboxField } from '../resource-form/CheckboxField';
import { formMessages } from '../resource-form/messages';
import { RadioGroupField } from '../resource-form/RadioGroupField';
import { SelectField, type SelectOption } from '../resource-form/SelectField';
import { TextField } from '../resource-form/TextField';

/** A form's values: every input holds text ('true'/'false' for a checkbox). */
export type FormValues = Record<string, string>;

/** How a field's API value becomes the input's text, and back into the body. */
export interface Codec {
  /** The record is given too, for a value the form derives (a coupon's kind of discount). */
  toText(value: unknown, record: Record<string, unknown>): string;
  /** `undefined` leaves the field out of the body (the API's default applies). */
  toBody(text: string): unknown;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const codecs = {
  /** Text as typed ('' for an Arabic twin left empty: the English shows). */
  text: { toText: textOf, toBody: (text) => text },
  /** '' is null ("no author"). */
  textOrNull: { toText: textOf, toBody: (text) => text.trim() || null },
  number: { toText: textOf, toBody: (text) => Number(text) },
  /** '' is null (no instructor, no limit, none). */
  numberOrNull: { toText: textOf, toBody: numberOrNull },
  boolean: { toText: (value) => String(Boolean(value)), toBody: (text) => text === 'true' },
  /** A moment in the staff member's local time; '' is null. */
  localTime: { toText: (value) => toLocalInput(value as string | null), toBody: fromLocalInput },
  /** The same, where '' leaves the API's default (a post dated now). */
  localTimeOrDefault: {
    toText: (value) => toLocalInput(value as string | null),
    toBody: (text) => fromLocalInput(text) ?? undefined,
  },
} satisfies Record<string, Codec>;

type FieldRule = NonNullable<Parameters<Yup['object']>[0]>[string];

/** Options loaded from the API (categories, instructors, courses). */
export type OptionsHook = (values: FormValues) => { options: SelectOption[]; loading: boolean };

export interface FieldDef {
  /** The API's field name (also the input's name, and where its server problems go). */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  input?: 'text' | 'multiline' | 'select' | 'radio' | 'checkbox';
  type?: 'tel' | 'url' | 'date' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric';
  lang?: 'ar';
  /** Default codecs.text. */
  codec?: Codec;
  /** A new record's value; '' by default. */
  initial?: string;
  options?: readonly SelectOption[];
  /** Loaded options; `first` is offered before them ('Choose a category', 'All courses'). */
  useOptions?: OptionsHook;
  first?: SelectOption;
  /** Shown only when this says so (a coupon's percentage or amounts). */
  shown?: (values: FormValues) => boolean;
  /** A field of its own kind (a blueprint's domain weights), drawn by this instead. */
  Render?: ComponentType<FieldProps>;
  /** Its yup rule (a field of the form's yup.object). */
  rule: (yup: Yup) => FieldRule;
}

// The kinds of field several resources share, each one line in a definition.

/** At most `max` characters; when `required` (its message) is given, trimmed and not empty. */
export const maxText =
  (max: number, tooLong: string = formMessages.nameTooLong(max), required?: string) =>
  (yup: Yup) =>
    required
      ? yup.string().trim().required(required).max(max, tooLong)
      : yup.string().default('').max(max, tooLong);

/** A checkbox, sent as a boolean. */
export const checkbox = (
  name: string,
  label: string,
  hint: string,
  initial: boolean,
): FieldDef => ({
  name,
  label,
  hint,
  input: 'checkbox',
  initial: String(initial),
  codec: codecs.boolean,
  rule: (yup) => yup.string().default(String(initial)).oneOf(['true', 'false']),
});

/** A choice of a record by id, `none` first (sent as null). */
export const optionalRecord = (
  name: string,
  label: string,
  none: string,
  useOptions: OptionsHook,
): FieldDef => ({
  name,
  label,
  input: 'select',
  first: { value: '', label: none },
  useOptions,
  codec: codecs.numberOrNull,
  rule: (yup) => yup.string().default(''),
});

/** A number typed as text, empty for none (sent as null); `valid` judges anything typed. */
export const optionalNumber = (
  name: string,
  label: string,
  hint: string,
  inputMode: 'decimal' | 'numeric',
  invalid: string,
  valid: (value: string) => boolean,
): FieldDef => ({
  name,
  label,
  hint,
  inputMode,
  codec: codecs.numberOrNull,
  rule: (yup) =>
    yup
      .string()
      .trim()
      .default('')
      .test('number', invalid, (value) => !value || valid(value)),
});

/** A moment of the staff member's clock; '' is none (or the API's default, by `codec`). */
export const localTime = (
  name: string,
  label: string,
  hint: string,
  invalid: string,
  codec: Codec = codecs.localTime,
): FieldDef => ({
  name,
  label,
  hint,
  type: 'datetime-local',
  codec,
  rule: (yup) =>
    yup
      .string()
      .default('')
      .test('date', invalid, (value) => !value || isLocalDateTime(value)),
});

export const emptyValues = (fields: readonly FieldDef[]): FormValues =>
  Object.fromEntries(fields.map((field) => [field.name, field.initial ?? '']));

export function valuesOf(fields: readonly FieldDef[], record: object): FormValues {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      (field.codec ?? codecs.text).toText(source[field.name], source),
    ]),
  );
}

/** The body of the values given (a PATCH may give some only). */
export function bodyOf(fields: readonly FieldDef[], values: Partial<FormValues>) {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const sent = (field.codec ?? codecs.text).toBody(value);
    if (sent !== undefined) body[field.name] = sent;
  }
  return body;
}

export const schemaOf =
  (fields: readonly FieldDef[]): SchemaFactory<FormValues> =>
  (yup) =>
    yup.object(Object.fromEntries(fields.map((field) => [field.name, field.rule(yup)]))) as never;

export interface FieldProps {
  field: FieldDef;
  values: FormValues;
  errors: Partial<Record<string, string>>;
  setValue: (name: string, value: string) => void;
}

function LoadedSelect({ field, values, errors, setValue }: FieldProps) {
  const { useOptions } = field;
  const loaded = useOptions?.(values) ?? { options: [], loading: false };
  return (
    <SelectField
      label={field.label}
      name={field.name}
      hint={field.hint}
      required={field.required}
      value={values[field.name] ?? ''}
      error={errors[field.name]}
      onChange={(value) => setValue(field.name, value)}
      loading={loaded.loading}
      loadingLabel={formMessages.loading}
      options={[...(field.first ? [field.first] : []), ...(field.options ?? []), ...loaded.options]}
    />
  );
}

/** One field's input, as its definition says. */
export function FormField(props: FieldProps) {
  const { field, values, errors, setValue } = props;
  const value = values[field.name] ?? '';
  const onChange = (next: string) => setValue(field.name, next);
  if (field.Render) return <field.Render {...props} />;
  switch (field.input ?? 'text') {
    case 'select':
      return <LoadedSelect {...props} />;
    case 'radio':
      return (
        <RadioGroupField
          legend={field.label}
          name={field.name}
          value={value}
          options={field.options ?? []}
          onChange={onChange}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          label={field.label}
          hint={field.hint}
          name={field.name}
          checked={value === 'true'}
          onChange={(checked) => onChange(String(checked))}
        />
      );
    default:
      return (
        <TextField
          label={field.label}
          name={field.name}
          hint={field.hint}
          required={field.required}
          multiline={field.input === 'multiline'}
          type={field.type}
          inputMode={field.inputMode}
          lang={field.lang}
          value={value}
          error={errors[field.name]}
          onChange={onChange}
        />
      );
  }
}

/** Every field of a form that is shown for its values, in the definition's order. */
export function FormFields({
  fields,
  ...props
}: Omit<FieldProps, 'field'> & { fields: readonly FieldDef[] }) {
  return fields
    .filter((field) => field.shown?.(props.values) ?? true)
    .map((field) => <FormField key={field.name} field={field} {...props} />);
}
