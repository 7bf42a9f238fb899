import { useDocumentTitle } from '@academy/shared';

import { messages } from '../../messages';
import { ContactForm } from '../contact/ContactForm';
import { RemoteModule } from '../remotes/RemoteModule';
import { HOME_ANCHORS } from './anchors';
import { Hero } from './Hero';
import './home.css';

const text = messages.home;

/**
 * The home page. The shell renders every section's frame and heading (so a remote that is down
 * still leaves the page's structure and the nav anchors in place); the catalog remote renders the
 * content of the courses and instructors sections, without headings of its own.
 */
export default function HomePage() {
  useDocumentTitle(text.pageTitle);
  return (
    <>
      <Hero />
      <section
        id={HOME_ANCHORS.courses}
        className="home-section"
        aria-labelledby="courses-title"
        tabIndex={-1}
      >
        <h2 id="courses-title">{text.coursesTitle}</h2>
        <RemoteModule remote="catalog" module="CoursesSection" area={text.coursesArea} />
      </section>
      <section
        id={HOME_ANCHORS.instructors}
        className="home-section home-section--alt"
        aria-labelledby="instructors-title"
        tabIndex={-1}
      >
        <h2 id="instructors-title">{text.instructorsTitle}</h2>
        <RemoteModule remote="catalog" module="InstructorsSection" area={text.instructorsArea} />
      </section>
      <section
        id={HOME_ANCHORS.contactUs}
        className="home-section"
        aria-labelledby="contact-title"
        tabIndex={-1}
      >
        <h2 id="contact-title">{text.contactTitle}</h2>
        <p>{text.contactIntro}</p>
        <ContactForm />
      </section>
    </>
  );
}
