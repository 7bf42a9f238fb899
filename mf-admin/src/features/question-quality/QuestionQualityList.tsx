import { FilterBar } from '../../components/filters/FilterBar';
import { FilterInput } from '../../components/filters/FilterInput';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import { useUrlFilters } from '../../lib/use-url-filters';
import { categoriesMessages } from '../categories/messages';
import { useCategoryNames } from '../question-banks/use-categories';
import {
  MIN_ANSWERS_TO_FLAG,
  QUALITY_FILTERS,
  questionStatsApi,
  statsQuery,
  useBankOptions,
} from './api';
import { qualityColumns, qualityRowActions } from './columns';
import { questionQualityMessages } from './messages';
import './question-quality.css';
import { LoadFailed } from '../../components/resource-list/LoadFailed';

const text = questionQualityMessages;

/**
 * /Admin/question-quality: one category's questions (or one bank's) with how learners answered
 * them; by default the flagged first, then the reported, then each bank in its order.
 */
export function QuestionQualityList() {
  const { values, setFilter, setFilters } = useUrlFilters(QUALITY_FILTERS);
  const categories = useCategoryNames();
  const names = categories.data ?? [];
  const category = names.find((name) => name === values.category) ?? names[0] ?? '';
  const banks = useBankOptions(category);

  return (
    <ListFrame id="question-quality" title={text.title} className="admin-quality">
      <p>{text.intro}</p>
      <p>{text.flagHelp(MIN_ANSWERS_TO_FLAG)}</p>
      {categories.isError && (
        <LoadFailed things={categoriesMessages.things} retry={categories.refetch} />
      )}
      {categories.isSuccess && names.length === 0 && <p>{text.noCategories}</p>}
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.category}
          value={category}
          // A bank belongs to one category: another category starts with all its banks.
          onChange={(value) => setFilters({ category: value, bank: '' })}
          options={names.map((name) => ({ value: name, label: name }))}
          loading={categories.isPending}
          loadingLabel={text.loadingCategories}
        />
        <SelectField
          label={text.bank}
          value={values.bank}
          onChange={(value) => setFilter('bank', value)}
          emptyOption={text.anyBank}
          options={banks.data ?? []}
          loading={category !== '' && banks.isPending}
          loadingLabel={text.loadingBanks}
        />
        <SelectField
          label={text.show}
          value={values.show === 'flagged' ? 'flagged' : ''}
          onChange={(value) => setFilter('show', value)}
          options={[
            { value: '', label: text.showAll },
            { value: 'flagged', label: text.showFlagged },
          ]}
        />
        <FilterInput
          label={text.since}
          type="date"
          value={values.since}
          onChange={(value) => setFilter('since', value)}
        />
      </FilterBar>
      {category !== '' && (
        <ResourceList
          api={questionStatsApi}
          nouns={text}
          caption={text.title}
          columns={qualityColumns}
          filters={statsQuery(values, category)}
          searchLabel={text.searchLabel}
          rowActions={qualityRowActions}
        />
      )}
    </ListFrame>
  );
}
