import {
  apiErrorResponse,
  Link,
  NotFound,
  Route,
  RoutesWithNotFound,
  useParams,
} from '@academy/shared';

import { formMessages } from '../../components/resource-form/messages';
import { useUserDetail } from './api';
import { usersMessages } from './messages';
import { UserDetail } from './UserDetail';
import { UsersList } from './UsersList';

function UserPage({ id }: { id: number }) {
  const user = useUserDetail(id);
  const text = formMessages;
  if (user.data) return <UserDetail user={user.data} />;
  if (user.isPending)
    return (
      <p className="admin-list__status" role="status">
        {text.loading}
      </p>
    );
  const missing = apiErrorResponse(user.error)?.status === 404;
  return (
    <div className="admin-list__error" role="alert">
      <p>{missing ? text.notFound : text.loadFailed}</p>
      <Link to=".." className="admin-button admin-button--quiet">
        {usersMessages.backToList}
      </Link>
    </div>
  );
}

function UserRoute() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d*$/.test(id)) return <NotFound />;
  return <UserPage key={id} id={Number(id)} />;
}

/** /Admin/users: the list and a user's page (users are neither created nor deleted here). */
export default function UsersSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<UsersList />} />
      <Route path=":id" element={<UserRoute />} />
    </RoutesWithNotFound>
  );
}
