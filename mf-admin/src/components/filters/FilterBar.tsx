import type { ReactNode } from 'react';

import '../resource-form/resource-form.css';
import './filters.css';

/** A list's filters side by side, named as a group ('Filter the orders'). */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-filters" role="group" aria-label={label}>
      {children}
    </div>
  );
}
