import { formatMoney, Link } from '@academy/shared';

import { RecordTable } from '../../components/details/RecordTable';
import { FilterBar } from '../../components/filters/FilterBar';
import { FilterInput } from '../../components/filters/FilterInput';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { formatMonth } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { totalsByCurrency, useOrderTotals } from './api';
import { ordersMessages as text } from './messages';

/** /Admin/orders/totals: what the academy took, per course and month, one table per currency. */
export function OrderTotals() {
  const { values, setFilter } = useUrlFilters(['date_from', 'date_to'] as const);
  const totals = useOrderTotals(values);
  const groups = totals.data ? [...totalsByCurrency(totals.data)] : [];
  let status = '';
  if (totals.isPending) status = text.totalsLoading;
  else if (totals.data?.length === 0) status = text.totalsEmpty;
  return (
    <ListFrame
      id="totals"
      title={text.totalsTitle}
      actions={
        <Link to=".." className="admin-button admin-button--quiet">
          {text.backToList}
        </Link>
      }
    >
      <p>{text.totalsIntro}</p>
      <FilterBar label={text.totalsFilters}>
        <FilterInput
          type="date"
          label={text.dateFrom}
          value={values.date_from}
          onChange={(value) => setFilter('date_from', value)}
        />
        <FilterInput
          type="date"
          label={text.dateTo}
          value={values.date_to}
          onChange={(value) => setFilter('date_to', value)}
        />
      </FilterBar>
      <p className="admin-list__status" role="status">
        {status}
      </p>
      {totals.isError && (
        <div className="admin-list__error" role="alert">
          <p>{text.totalsFailed}</p>
        </div>
      )}
      {groups.map(([currency, rows]) => (
        <RecordTable
          key={currency}
          caption={text.totalsCaption(currency)}
          rows={rows}
          rowKey={(total) => `${total.month} ${total.course.id}`}
          columns={[
            [text.month, (total) => formatMonth(total.month)],
            [text.course, (total) => total.course.name],
            [text.ordersCount, (total) => total.orders],
            [text.amount, (total) => formatMoney(total.amount, currency)],
          ]}
        />
      ))}
    </ListFrame>
  );
}
