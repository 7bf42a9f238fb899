// /Admin/coupons: every coupon, newest first, searchable by title. A coupon takes a percentage or
// a fixed amount in every currency, never both: the form chooses which with `discount_kind`, and
// the body carries the other as null.
import { COUPON_LIMITS } from '@academy/contract/rules';
import type { AdminCoupon } from '@academy/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';

import { ChangeInstead } from '../../components/delete/ChangeInstead';
import {
  bodyOf,
  checkbox,
  codecs,
  localTime,
  maxText,
  optionalNumber,
  optionalRecord,
  type FieldDef,
  type FormValues,
} from '../../components/resource-section/fields';
import {
  resourceSection,
  type ResourceDefinition,
} from '../../components/resource-section/ResourceSection';
import { dateColumn } from '../../lib/columns';
import { useCourseOptions } from '../../lib/record-options';
import type { Yup } from '../../lib/validate-fields';
import { couponBodyApi } from './api';
import { couponsMessages as text } from './messages';

const { title: TITLE_MAX, percentMax, amountMax, amountPattern, wholePattern } = COUPON_LIMITS;
type DiscountKind = 'percent' | 'amount';
const AMOUNT_FIELDS = ['amount_off_usd', 'amount_off_le', 'amount_off_sr'] as const;

/** Required, and a number, when the coupon gives this kind of discount; ignored otherwise. */
function discountRule(yup: Yup, kind: DiscountKind, label: string) {
  return yup
    .string()
    .default('')
    .when('discount_kind', {
      is: kind,
      then: (field) =>
        field
          .trim()
          .required(text.discountRequired(label))
          .matches(amountPattern, text.amountInvalid(label))
          .test(
            'range',
            kind === 'percent' ? text.percentRange : text.amountRange(label),
            (value) =>
              !amountPattern.test(value) ||
              (kind === 'percent'
                ? Number(value) > 0 && Number(value) <= percentMax
                : Number(value) <= amountMax),
          ),
    });
}

/** A discount's input, shown only for its kind (the other kind is sent as null). */
const discount = (name: string, kind: DiscountKind, label: string): FieldDef => ({
  name,
  label,
  inputMode: 'decimal',
  required: true,
  codec: codecs.numberOrNull,
  shown: (values) => values.discount_kind === kind,
  rule: (yup) => discountRule(yup, kind, label),
});

const fields: FieldDef[] = [
  {
    name: 'title',
    label: text.titleField,
    hint: text.titleHint,
    required: true,
    rule: maxText(TITLE_MAX, text.titleTooLong(TITLE_MAX), text.titleRequired),
  },
  {
    name: 'discount_kind',
    label: text.discountKind,
    input: 'radio',
    initial: 'percent',
    options: [
      { value: 'percent', label: text.kindPercent },
      { value: 'amount', label: text.kindAmount },
    ],
    // The form's own choice, read from the coupon and never sent.
    codec: {
      toText: (_, coupon) => (coupon.percent_off !== null ? 'percent' : 'amount'),
      toBody: () => undefined,
    },
    rule: (yup) => yup.string().oneOf(['percent', 'amount']).required(),
  },
  discount('percent_off', 'percent', text.percentOff),
  discount('amount_off_usd', 'amount', text.amountUsd),
  discount('amount_off_le', 'amount', text.amountLe),
  discount('amount_off_sr', 'amount', text.amountSr),
  optionalRecord('course', text.course, text.allCourses, useCourseOptions),
  localTime('expires_at', text.expiresAt, text.expiresAtHint, text.expiryInvalid),
  optionalNumber(
    'usage_limit',
    text.usageLimit,
    text.usageLimitHint,
    'numeric',
    text.usageLimitInvalid,
    (value) => wholePattern.test(value) && Number(value) <= amountMax,
  ),
  checkbox('active', text.active, text.activeHint, true),
];

/** The fields' body, with the discount of the other kind null. */
function couponBody(values: FormValues) {
  const body = bodyOf(fields, values);
  const percent = values.discount_kind === 'percent';
  if (percent) for (const field of AMOUNT_FIELDS) body[field] = null;
  else body.percent_off = null;
  return body;
}

function discountOf(coupon: AdminCoupon): string {
  if (coupon.percent_off !== null) return text.percentLine(coupon.percent_off);
  return text.amountLine(
    coupon.amount_off_usd ?? 0,
    coupon.amount_off_le ?? 0,
    coupon.amount_off_sr ?? 0,
  );
}

/** The list's columns: a coupon's course by name, once the courses are read. */
function useCouponColumns(): ColumnDef<AdminCoupon>[] {
  const courses = useCourseOptions();
  return useMemo(() => {
    const names = new Map(courses.options.map((course) => [Number(course.value), course.label]));
    return [
      { accessorKey: 'title', header: text.titleField, enableSorting: true },
      { id: 'discount', header: text.discount, cell: ({ row }) => discountOf(row.original) },
      {
        accessorKey: 'course',
        header: text.course,
        cell: ({ row }) =>
          row.original.course === null
            ? text.allCourses
            : (names.get(row.original.course) ?? `#${row.original.course}`),
      },
      dateColumn('expires_at', text.expiresAt, text.never),
      {
        accessorKey: 'usage_limit',
        header: text.usageLimit,
        cell: ({ row }) => row.original.usage_limit ?? text.unlimited,
      },
      { accessorKey: 'used', header: text.used, enableSorting: true },
      {
        accessorKey: 'active',
        header: text.active,
        cell: ({ row }) => (row.original.active ? text.activeYes : text.activeNo),
      },
    ];
  }, [courses.options]);
}

export const couponsResource: ResourceDefinition<AdminCoupon> = {
  api: couponBodyApi,
  text,
  defaultOrdering: '-created_at',
  columns: [],
  useColumns: useCouponColumns,
  // Orders used it (the API keeps it, 409): stop it working instead.
  refusalActions: (coupon, close) => (
    <ChangeInstead
      api={couponBodyApi}
      record={coupon}
      change={{ active: false }}
      already={coupon.active ? null : text.alreadyInactive}
      label={text.deactivateInstead}
      toast={text.deactivatedToast(coupon.title)}
      close={close}
    />
  ),
  fields,
  toBody: couponBody,
};

export default resourceSection(couponsResource);
