import { Route, RoutesWithNotFound, Spinner, useQuery } from '@academy/shared';

import { ListFrame } from '../../components/resource-list/ListFrame';
import { LoadFailed } from '../../components/resource-list/LoadFailed';
import { releasesQuery } from './api';
import { releasesMessages } from './messages';
import { RemoteReleasesCard } from './RemoteReleasesCard';
import './releases.css';

const text = releasesMessages;

/** /Admin/releases (admin only): every remote's versions and the flips between them. */
function ReleasesPage() {
  const releases = useQuery(releasesQuery);
  return (
    <ListFrame id="releases" title={text.title} className="admin-releases">
      <p>{text.intro}</p>
      <p>{text.canary.explain}</p>
      <p>{text.failoverNote}</p>
      {releases.isPending && <Spinner label={text.loading} />}
      {releases.isError && <LoadFailed things={text.things} retry={releases.refetch} />}
      {releases.data?.remotes.map((remote) => (
        <RemoteReleasesCard key={remote.remote} remote={remote} />
      ))}
    </ListFrame>
  );
}

export default function ReleasesSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<ReleasesPage />} />
    </RoutesWithNotFound>
  );
}
