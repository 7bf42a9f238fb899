import { LOCAL_PROVIDERS } from '@academy/contract/rules';
import { formatMoney, useDocumentTitle } from '@academy/shared';
import { useId, useState } from 'react';

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
      <label htmlFor={`${id}-provider`}>{text.provider}</label>
      <select id={`${id}-provider`} value={provider} onChange={(e) => setProvider(e.target.value)}>
        {LOCAL_PROVIDERS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-date`}>{text.day}</label>
      <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
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
              <table>
                <caption>{text.mismatchesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.mismatch}</th>
                    <th scope="col">{text.transaction}</th>
                    <th scope="col">{text.providerOrderId}</th>
                    <th scope="col">{text.ours}</th>
                    <th scope="col">{text.theirs}</th>
                    <th scope="col">{text.action}</th>
                  </tr>
                </thead>
                <tbody>
                  {day.data.mismatches.map((line) => (
                    <tr key={`${line.kind}-${line.transaction_id}`}>
                      <td>{text.mismatchKinds[line.kind]}</td>
                      <td>{line.transaction_id ?? text.none}</td>
                      <td>{line.order_id ?? text.none}</td>
                      <td>{money(line.ours)}</td>
                      <td>{money(line.theirs)}</td>
                      <td>{line.action}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </section>
  );
}
