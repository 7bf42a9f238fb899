import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { ResourceRoutes } from '../../components/resource-pages/ResourceRoutes';
import { uploadMessages } from '../../components/upload/messages';
import { ACCEPT, RecordMediaField } from '../../components/upload/RecordMediaField';
import { instructorMediaApi, instructorsApi } from './api';
import { InstructorForm } from './InstructorForm';
import { InstructorsList } from './InstructorsList';
import { instructorsMessages } from './messages';

function EditInstructor({ id }: { id: number }) {
  return (
    <RecordLoader api={instructorsApi} id={id} things={instructorsMessages.things}>
      {(record) => (
        <>
          <InstructorForm record={record} />
          <section className="admin-subsection" aria-labelledby="admin-instructor-files-title">
            <h2 id="admin-instructor-files-title">{uploadMessages.filesTitle}</h2>
            <p>{uploadMessages.filesIntro}</p>
            <RecordMediaField
              api={instructorMediaApi}
              recordId={record.id}
              field="image"
              kind="image"
              accept={ACCEPT.image}
              label={instructorsMessages.image}
              attached={record.image ? instructorsMessages.imageAttached : null}
              previewUrl={record.image}
            />
          </section>
        </>
      )}
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
