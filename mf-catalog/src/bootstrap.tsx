import { mountStandalone, RemoteRoutes } from '@academy/shared';

import CertificateRoutes from './certificate-routes';
import CoursesSection from './features/courses/CoursesSection';
import InstructorsSection from './features/instructors/InstructorsSection';
import { useCatalogMessages } from './messages';
import InstructorsRoutes from './instructors-routes';
import CoursesRoutes from './routes';

/** The team's own page: Home's two sections at /, the remote's routes under their prefixes. */
function StandaloneHome() {
  const messages = useCatalogMessages();
  return (
    <>
      <section id="courses" aria-labelledby="courses-title">
        <h2 id="courses-title">{messages.coursesPageTitle}</h2>
        <CoursesSection />
      </section>
      <section id="instructor" aria-labelledby="instructor-title">
        <h2 id="instructor-title">{messages.instructorsPageTitle}</h2>
        <InstructorsSection />
      </section>
    </>
  );
}

void mountStandalone(
  <RemoteRoutes
    remote="catalog"
    modules={{ routes: CoursesRoutes, InstructorsRoutes, CertificateRoutes }}
    home={<StandaloneHome />}
  />,
);
