import { formatMoney, Link, useDocumentTitle } from '@academy/shared';

import { FilterBar } from '../../components/filters/FilterBar';
import { FilterInput } from '../../components/filters/FilterInput';
import type { OrderTotal } from '@academy/contract';
import { formatMonth } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { totalsByCurrency, useOrderTotals } from './api';
import { ordersMessages } from './messages';

const text = ordersMessages;

function CurrencyTable({ currency, totals }: { currency: string; totals: OrderTotal[] }) {
  const caption = text.totalsCaption(currency);
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.month}</th>
          <th scope="col">{text.course}</th>
          <th scope="col">{text.ordersCount}</th>
          <th scope="col">{text.amount}</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={`${total.month} ${total.course.id}`}>
            <td>{formatMonth(total.month)}</td>
            <td>{total.course.name}</td>
            <td>{total.orders}</td>
            <td>{formatMoney(total.amount, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /Admin/orders/totals: what the academy took, per course and month, one table per currency. */
export function OrderTotals() {
  useDocumentTitle(text.totalsTitle);
  const { values, setFilter } = useUrlFilters(['date_from', 'date_to'] as const);
  const totals = useOrderTotals(values);
  const groups = totals.data ? [...totalsByCurrency(totals.data)] : [];
  let status = '';
  if (totals.isPending) status = text.totalsLoading;
  else if (totals.data?.length === 0) status = text.totalsEmpty;
  return (
    <section aria-labelledby="admin-totals-title">
      <header className="admin-section-header">
        <h1 id="admin-totals-title">{text.totalsTitle}</h1>
        <Link to=".." className="admin-button admin-button--quiet">
          {text.backToList}
        </Link>
      </header>
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
        <div key={currency} className="admin-list__scroll">
          <CurrencyTable currency={currency} totals={rows} />
        </div>
      ))}
    </section>
  );
}
