import { Route, RoutesWithNotFound, Spinner, useDocumentTitle, useQuery } from '@academy/shared';

import { releasesQuery } from './api';
import { releasesMessages } from './messages';
import { RemoteReleasesCard } from './RemoteReleasesCard';
import './releases.css';

const text = releasesMessages;

/** /Admin/releases (admin only): every remote's versions and the flips between them. */
function ReleasesPage() {
  useDocumentTitle(text.title);
  const releases = useQuery(releasesQuery);
  return (
    <section aria-labelledby="admin-releases-title" className="admin-releases">
      <header className="admin-section-header">
        <h1 id="admin-releases-title">{text.title}</h1>
      </header>
      <p>{text.intro}</p>
      <p>{text.canary.explain}</p>
      <p>{text.failoverNote}</p>
      {releases.isPending && <Spinner label={text.loading} />}
      {releases.isError && (
        <div role="alert">
          <p>{text.loadFailed}</p>
          <button type="button" className="admin-button" onClick={() => void releases.refetch()}>
            {text.retry}
          </button>
        </div>
      )}
      {releases.data?.remotes.map((remote) => (
        <RemoteReleasesCard key={remote.remote} remote={remote} />
      ))}
    </section>
  );
}

export default function ReleasesSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<ReleasesPage />} />
    </RoutesWithNotFound>
  );
}
