import { NotFound, Route, RoutesWithNotFound, useParams } from '@academy/shared';
import type { ComponentType, ReactElement } from 'react';

interface ResourceRoutesProps {
  /** The list, at the section's own address (/Admin/instructors). */
  list: ReactElement;
  /** The new record's form (/Admin/instructors/new). */
  create: ReactElement;
  /** A record's form (/Admin/instructors/12). */
  edit: ComponentType<{ id: number }>;
  /** More addresses of the section (a course's order, a lesson's page). */
  more?: ReactElement[];
}

/** A section's addresses: its list, `new` and `{id}`, relative to the section's path. */
export function ResourceRoutes({ list, create, edit, more = [] }: ResourceRoutesProps) {
  return (
    <RoutesWithNotFound>
      <Route index element={list} />
      <Route path="new" element={create} />
      <Route path=":id" element={<EditRoute edit={edit} />} />
      {more}
    </RoutesWithNotFound>
  );
}

function EditRoute({ edit: Edit }: { edit: ComponentType<{ id: number }> }) {
  const { id } = useParams();
  if (!id || !/^[1-9]\d*$/.test(id)) return <NotFound />;
  // key: another record's address is another form (nothing typed for one is kept for the other).
  return <Edit key={id} id={Number(id)} />;
}
