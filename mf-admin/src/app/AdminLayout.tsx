import { NavLink, Outlet } from '@academy/shared';
import { Suspense } from 'react';

import { layoutMessages } from './messages';
import { ADMIN_BASE, sectionAddress, type AdminSection } from './sections';
import './admin.css';

/** The back-office frame: the sections' menu beside the open section. */
export function AdminLayout({ sections }: { sections: readonly AdminSection[] }) {
  const text = layoutMessages;
  return (
    // Its copy is English in both languages (docs/design/back-office.md): an English block, left
    // to right, inside an Arabic page, so a line's final "." or an inserted name or number stays at
    // its end. Arabic content fields set their own lang and dir.
    <div className="admin" lang="en" dir="ltr">
      <nav className="admin__menu" aria-label={text.menuLabel}>
        <ul>
          <li>
            {/* NavLink marks the open section with aria-current="page". */}
            <NavLink to={ADMIN_BASE} end>
              {text.dashboard}
            </NavLink>
          </li>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink to={sectionAddress(section)}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__content">
        <Suspense
          fallback={
            <p className="admin-list__status" role="status">
              {text.loadingSection}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
