import { useDocumentTitle, useNavigate } from '@academy/shared';

import { CheckboxField } from '../../components/resource-form/CheckboxField';
import { formMessages } from '../../components/resource-form/messages';
import { RadioGroupField } from '../../components/resource-form/RadioGroupField';
import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { SelectField } from '../../components/resource-form/SelectField';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminCoupon } from '@academy/contract';
import { couponsApi, couponValues, emptyCoupon, type CouponValues } from './api';
import { useCourseChoices } from './course-names';
import { couponsMessages } from './messages';
import { couponSchema } from './schema';

const text = couponsMessages;

/** A new coupon (record null) or a coupon's changes; back to the list once saved. */
export function CouponForm({ record }: { record: AdminCoupon | null }) {
  const navigate = useNavigate();
  const title = record ? text.editTitle(record.title) : text.createTitle;
  useDocumentTitle(title);
  const courses = useCourseChoices();
  const form = useResourceForm({
    api: couponsApi,
    record,
    initialValues: record ? couponValues(record) : emptyCoupon,
    schema: couponSchema,
    savedMessage: (saved, created) =>
      created ? text.created(saved.title) : text.saved(saved.title),
    onSaved: () => navigate('..'),
  });
  const field = (name: keyof CouponValues) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setValue(name, value),
  });
  const percent = form.values.discount_kind === 'percent';
  return (
    <ResourceForm
      title={title}
      cancelTo=".."
      busy={form.busy}
      problems={form.general}
      onSubmit={(event) => void form.submit(event)}
      formRef={form.formRef}
    >
      <TextField label={text.titleField} hint={text.titleHint} required {...field('title')} />
      <RadioGroupField
        legend={text.discountKind}
        name="discount_kind"
        value={form.values.discount_kind}
        options={[
          { value: 'percent', label: text.kindPercent },
          { value: 'amount', label: text.kindAmount },
        ]}
        onChange={(value) => form.setValue('discount_kind', value)}
      />
      {/* Only the chosen discount's inputs are shown: the other is sent as null. */}
      {percent ? (
        <TextField label={text.percentOff} inputMode="decimal" required {...field('percent_off')} />
      ) : (
        <>
          <TextField
            label={text.amountUsd}
            inputMode="decimal"
            required
            {...field('amount_off_usd')}
          />
          <TextField
            label={text.amountLe}
            inputMode="decimal"
            required
            {...field('amount_off_le')}
          />
          <TextField
            label={text.amountSr}
            inputMode="decimal"
            required
            {...field('amount_off_sr')}
          />
        </>
      )}
      <SelectField
        label={text.course}
        loading={courses.isPending}
        loadingLabel={formMessages.loading}
        options={[
          { value: '', label: text.allCourses },
          ...(courses.data ?? []).map((course) => ({
            value: String(course.id),
            label: course.name,
          })),
        ]}
        {...field('course')}
      />
      <TextField
        label={text.expiresAt}
        hint={text.expiresAtHint}
        type="datetime-local"
        {...field('expires_at')}
      />
      <TextField
        label={text.usageLimit}
        hint={text.usageLimitHint}
        inputMode="numeric"
        {...field('usage_limit')}
      />
      <CheckboxField
        label={text.active}
        hint={text.activeHint}
        name="active"
        checked={form.values.active === 'true'}
        onChange={(checked) => form.setValue('active', String(checked))}
      />
    </ResourceForm>
  );
}
