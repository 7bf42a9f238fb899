import { Link, useDocumentTitle } from '@academy/shared';
import { Suspense } from 'react';

import { sectionAddress, type AdminSection } from '../../app/sections';
import { dashboardMessages } from './messages';
import './dashboard.css';

/** /Admin: the sections the viewer may open, each with what it is for. */
export function DashboardPage({ sections }: { sections: readonly AdminSection[] }) {
  const text = dashboardMessages;
  useDocumentTitle(text.title);
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{text.title}</h1>
      <p>{text.intro}</p>
      <ul className="admin-dashboard" aria-label={text.sectionsLabel}>
        {sections.map((section) => (
          <li key={section.path} className="admin-dashboard__card">
            <Link to={sectionAddress(section)}>{section.label}</Link>
            <p>{section.summary}</p>
            {section.Status && (
              // Nothing while it loads: the card reads whole without it.
              <Suspense fallback={null}>
                <section.Status />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
