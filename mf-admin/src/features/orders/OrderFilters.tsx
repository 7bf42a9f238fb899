import { FilterBar } from '../../components/filters/FilterBar';
import { FilterInput } from '../../components/filters/FilterInput';
import { SelectField } from '../../components/resource-form/SelectField';
import { useCourseOptions } from '../../lib/record-options';
import type { UrlFilters } from '../../lib/use-url-filters';
import { ORDER_STATUSES, type ORDER_FILTERS } from './api';
import { ordersMessages } from './messages';

const text = ordersMessages;
type Filter = (typeof ORDER_FILTERS)[number];

interface OrderFiltersProps {
  values: UrlFilters<Filter>;
  onChange: (name: Filter, value: string) => void;
}

/** Status, course and dates (the learner's search is the list's own box). */
export function OrderFilters({ values, onChange }: OrderFiltersProps) {
  const courses = useCourseOptions();
  return (
    <FilterBar label={text.filtersLabel}>
      <SelectField
        label={text.status}
        value={values.status}
        onChange={(value) => onChange('status', value)}
        emptyOption={text.anyStatus}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: status }))}
      />
      <SelectField
        label={text.course}
        value={values.course}
        onChange={(value) => onChange('course', value)}
        emptyOption={text.anyCourse}
        options={courses.data ?? []}
      />
      <FilterInput
        type="date"
        label={text.dateFrom}
        value={values.date_from}
        onChange={(value) => onChange('date_from', value)}
      />
      <FilterInput
        type="date"
        label={text.dateTo}
        value={values.date_to}
        onChange={(value) => onChange('date_to', value)}
      />
    </FilterBar>
  );
}
