import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { ResourceRoutes } from '../../components/resource-pages/ResourceRoutes';
import { messages } from '../../messages';
import { instructorsApi } from './api';
import { InstructorForm } from './InstructorForm';
import { InstructorsList } from './InstructorsList';

function EditInstructor({ id }: { id: number }) {
  return (
    <RecordLoader api={instructorsApi} id={id} things={messages.instructors.things}>
      {(record) => <InstructorForm record={record} />}
    </RecordLoader>
  );
}

/** /Admin/instructors: the list, a new instructor, an instructor's page. */
export default function InstructorsSection() {
  return (
    <ResourceRoutes
      list={<InstructorsList />}
      create={<InstructorForm record={null} />}
      edit={EditInstructor}
    />
  );
}
