import type { ReactNode } from 'react';

import './details.css';

/** A record's fields as label and value pairs (a description list). */
export function DetailList({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-details">
      {fields.map(([label, value]) => (
        <div key={label} className="admin-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
