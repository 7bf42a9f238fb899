import { LOCAL_PROVIDERS } from '@academy/contract/rules';
import { formatMoney, useDocumentTitle } from '@academy/shared';
import { useId, useState } from 'react';

import { FilterInput } from '../../components/filters/FilterInput';
import { SelectField } from '../../components/resource-form/SelectField';
import { RecordTable } from '../../components/details/RecordTable';
import { ordersMessages as text } from './messages';
import { useReconciliation } from './payments-api';

const money = (value: { amount: number; currency: string } | null) =>
  value ? formatMoney(value.amount, value.currency) : text.none;

/** /Admin/orders/reconciliation: a provider's day against ours, each mismatch with its action. */
export function Reconciliation() {
  useDocumentTitle(text.reconciliationTitle);
  const id = useId();
  const [provider, setProvider] = useState<string>(LOCAL_PROVIDERS[0]);
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const day = useReconciliation(provider, date);
  return (
    <section aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{text.reconciliationTitle}</h1>
      <SelectField
        label={text.provider}
        value={provider}
        options={LOCAL_PROVIDERS.map((name) => ({ value: name, label: name }))}
        onChange={setProvider}
      />
      <FilterInput type="date" label={text.day} value={date} onChange={setDate} />
      <div aria-live="polite">
        {day.isPending ? (
          <p>{text.reconciliationLoading}</p>
        ) : day.isError || !day.data ? (
          <p role="alert">{text.reconciliationFailed}</p>
        ) : (
          <>
            <p>{text.reconciliationSummary(day.data.ours, day.data.theirs, day.data.matched)}</p>
            {day.data.mismatches.length === 0 ? (
              <p>{text.reconciliationClean}</p>
            ) : (
              <RecordTable
                caption={text.mismatchesCaption}
                rows={day.data.mismatches}
                rowKey={(line) => `${line.kind}-${line.transaction_id}`}
                columns={[
                  [text.mismatch, (line) => text.mismatchKinds[line.kind]],
                  [text.transaction, (line) => line.transaction_id ?? text.none],
                  [text.providerOrderId, (line) => line.order_id ?? text.none],
                  [text.ours, (line) => money(line.ours)],
                  [text.theirs, (line) => money(line.theirs)],
                  [text.action, (line) => line.action],
                ]}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
