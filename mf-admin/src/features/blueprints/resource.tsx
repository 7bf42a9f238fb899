import type { AdminBlueprint, CreateBlueprintBody } from '@academy/contract';
import { DOMAINS, type Domain } from '@academy/contract/grading';
import { BLUEPRINT_LIMITS } from '@academy/contract/rules';
import { useId } from 'react';

import { PatchButton } from '../../components/confirm/PatchButton';
import { TextField } from '../../components/resource-form/TextField';
import {
  bodyOf,
  checkbox,
  codecs,
  maxText,
  type FieldDef,
  type FieldProps,
  type FormValues,
} from '../../components/resource-section/fields';
import { resourceSection } from '../../components/resource-section/ResourceSection';
import type { Yup } from '../../lib/validate-fields';
import { useCategoryNames } from '../question-banks/use-categories';
import { blueprintsApi } from './api';
import { blueprintsMessages as text } from './messages';
import './blueprints.css';

/** The form's field of each domain's weight. */
const WEIGHT_FIELDS = {
  People: 'weight_people',
  Process: 'weight_process',
  'Business Environment': 'weight_business',
} as const satisfies Record<Domain, string>;

const WHOLE = /^\d+$/;
const PERCENT = /^\d+(\.\d+)?$/;

/** A weight as typed: '' counts as 0 (a domain the exam leaves out). */
const weightOf = (typed: string | undefined) => (!typed || typed.trim() === '' ? 0 : Number(typed));

/** The three weights' total, rounded as the API compares it (to 1e-9). */
function weightsTotal(values: FormValues) {
  const total = DOMAINS.reduce((sum, domain) => sum + weightOf(values[WEIGHT_FIELDS[domain]]), 0);
  return Math.round(total * 1e6) / 1e6;
}

/** 'People 33% · Process 41% · Business Environment 26%' */
const weightsText = (weights: Record<string, number>) =>
  DOMAINS.filter((domain) => weights[domain] !== undefined)
    .map((domain) => `${domain} ${weights[domain]}%`)
    .join(' · ');

const whole =
  ({ min, max }: { min: number; max: number }, belowMin = text.between(min, max)) =>
  (yup: Yup) =>
    yup
      .string()
      .trim()
      .required(text.wholeNumber)
      .matches(WHOLE, text.wholeNumber)
      .test('min', belowMin, (value) => Number(value) >= min)
      .test('max', text.between(min, max), (value) => Number(value) <= max);

/** The three weights in one group: its total as typed, and the rule of their sum under them. */
function WeightsField({ values, errors, setValue }: FieldProps) {
  const id = useId();
  const error = errors.domain_weights;
  return (
    <fieldset
      className="admin-weights"
      aria-describedby={`${id}-weights-hint${error ? ` ${id}-weights-error` : ''}`}
    >
      <legend>{text.weights}</legend>
      <p id={`${id}-weights-hint`} className="admin-field__hint">
        {text.weightsHint(weightsTotal(values))}
      </p>
      {DOMAINS.map((domain) => {
        const name = WEIGHT_FIELDS[domain];
        return (
          <TextField
            key={domain}
            label={text.weightOf(domain)}
            name={name}
            value={values[name] ?? ''}
            error={errors[name]}
            onChange={(value) => setValue(name, value)}
          />
        );
      })}
      {error && (
        <p
          id={`${id}-weights-error`}
          className="admin-field__error"
          data-focus-on-error
          tabIndex={-1}
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A category already gone from the list is still offered while the blueprint names it. */
function useCategoryChoices(values: FormValues) {
  const categories = useCategoryNames();
  const names = categories.data ?? [];
  const current = values.category && !names.includes(values.category) ? [values.category] : [];
  return {
    options: [...current, ...names].map((name) => ({ value: name, label: name })),
    loading: false,
  };
}

const weightField = (domain: Domain): FieldDef => ({
  name: WEIGHT_FIELDS[domain],
  label: text.weightOf(domain),
  // Drawn by the weights' group; sent inside domain_weights.
  shown: () => false,
  codec: {
    toText: (_, record) => {
      const weight = (record.domain_weights as Record<string, number> | undefined)?.[domain];
      return weight === undefined ? '' : String(weight);
    },
    toBody: () => undefined,
  },
  rule: (yup) =>
    yup
      .string()
      .trim()
      .default('')
      .matches(PERCENT, { message: text.weightInvalid, excludeEmptyString: true })
      .test(
        'percent',
        text.weightInvalid,
        (value) => !value || Number(value) <= BLUEPRINT_LIMITS.weight.max,
      ),
});

const { question_count: count, minutes, sections, break_minutes: pause } = BLUEPRINT_LIMITS;

const fields: readonly FieldDef[] = [
  {
    name: 'category',
    label: text.category,
    required: true,
    input: 'select',
    first: { value: '', label: text.chooseCategory },
    useOptions: useCategoryChoices,
    rule: (yup) => yup.string().trim().required(text.categoryRequired),
  },
  {
    name: 'name',
    label: text.name,
    required: true,
    codec: { ...codecs.text, toBody: (typed) => typed.trim() },
    rule: maxText(BLUEPRINT_LIMITS.name, undefined, text.nameRequired),
  },
  {
    name: 'question_count',
    label: text.questionCount,
    required: true,
    codec: codecs.number,
    rule: whole(count),
  },
  {
    name: 'minutes',
    label: text.minutes,
    required: true,
    codec: codecs.number,
    rule: whole(minutes, text.minutesPositive),
  },
  {
    name: 'sections',
    label: text.sections,
    required: true,
    codec: codecs.number,
    initial: '1',
    rule: (yup) =>
      whole(
        sections,
        text.sectionsAtLeastOne,
      )(yup).test('not-more-than-questions', text.moreSectionsThanQuestions, (value, context) => {
        const questions = Number((context.parent as FormValues).question_count);
        return !Number.isInteger(questions) || Number(value) <= questions;
      }),
  },
  {
    name: 'break_minutes',
    label: text.breakMinutes,
    hint: text.breakHint,
    codec: { ...codecs.number, toBody: (typed) => Number(typed || 0) },
    initial: '0',
    rule: whole(pause),
  },
  ...DOMAINS.map(weightField),
  {
    // The sum's rule is said once, for the three weights together (the API's domain_weights).
    name: 'domain_weights',
    label: text.weights,
    codec: { toText: () => '', toBody: () => undefined },
    Render: WeightsField,
    rule: (yup) =>
      yup.string().test('sum', (_, context) => {
        const values = context.parent as FormValues;
        const typed = DOMAINS.map((domain) => values[WEIGHT_FIELDS[domain]] ?? '');
        // A weight that is not a number has its own message: no total is said for it.
        if (typed.some((weight) => weight.trim() && !PERCENT.test(weight.trim()))) return true;
        const total = weightsTotal(values);
        return (
          total === BLUEPRINT_LIMITS.weightsTotal ||
          context.createError({ message: text.weightsSum(total) })
        );
      }),
  },
  checkbox('active', text.active, text.activeHint, false),
];

/**
 * /Admin/blueprints: every blueprint, in the API's own order — by category, the active one first —
 * searchable by name or category; a new blueprint, a blueprint's changes.
 */
export default resourceSection<AdminBlueprint>({
  api: blueprintsApi,
  text,
  columns: [
    { accessorKey: 'name', header: text.name, enableSorting: true },
    { accessorKey: 'category', header: text.category, enableSorting: true },
    { accessorKey: 'question_count', header: text.questionCount },
    { accessorKey: 'minutes', header: text.minutes },
    { accessorKey: 'sections', header: text.sections },
    { accessorKey: 'break_minutes', header: text.breakMinutes },
    {
      id: 'domain_weights',
      header: text.weights,
      cell: ({ row }) => weightsText(row.original.domain_weights),
    },
    {
      accessorKey: 'active',
      header: text.active,
      enableSorting: true,
      cell: ({ row }) => (row.original.active ? text.yes : text.no),
    },
  ],
  // Makes it its category's exam in force (the API retires the other one).
  moreRowActions: (blueprint) =>
    !blueprint.active && (
      <PatchButton
        api={blueprintsApi}
        record={blueprint}
        change={{ active: true }}
        label={text.activate}
        ariaLabel={text.activateLabel(blueprint.name)}
        done={text.activated(blueprint.name)}
        failed={text.activateFailed}
        quiet
      />
    ),
  fields,
  toBody: (values) => ({
    ...bodyOf(fields, values),
    domain_weights: Object.fromEntries(
      DOMAINS.map((domain) => [domain, weightOf(values[WEIGHT_FIELDS[domain]])]),
    ) as CreateBlueprintBody['domain_weights'],
  }),
});
