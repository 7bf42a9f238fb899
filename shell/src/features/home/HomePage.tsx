import { useDocumentTitle, useNearViewport } from '@academy/shared';
import { lazy, Suspense, useRef, type ReactNode } from 'react';

import { HOME_REMOTE_MODULES } from '../../app/remote-mounts';
import { useShellMessages } from '../../messages';
import { RemoteModule } from '../remotes/RemoteModule';
import { HOME_ANCHORS } from './anchors';
import { Hero } from './Hero';
import './home.css';

const ContactForm = lazy(() =>
  import('../contact/ContactForm').then((module) => ({ default: module.ContactForm })),
);

/**
 * The contact form, the page's last section: its code comes when the visitor heads for it, as the
 * instructors' carousel's does, so the first screen does without it (docs/performance.md).
 */
function ContactFormWhenNear() {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  return (
    <div ref={area} className="home-contact">
      {near && (
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The home page. The shell renders every section's frame and heading (so a remote that is down
 * still leaves the page's structure and the nav anchors in place); the catalog remote renders the
 * content of the courses and instructors sections, without headings of its own.
 */
/** A Home section: the anchor the navigation scrolls to (focusable), and its heading. */
function HomeSection({
  id,
  title,
  alternate = false,
  children,
}: {
  id: string;
  title: string;
  alternate?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={alternate ? 'home-section home-section--alt' : 'home-section'}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export default function HomePage() {
  const messages = useShellMessages();
  const text = messages.home;
  useDocumentTitle(text.pageTitle);
  return (
    <>
      <Hero />
      <HomeSection id={HOME_ANCHORS.courses} title={text.coursesTitle}>
        <RemoteModule {...HOME_REMOTE_MODULES.courses} area={text.coursesArea} />
      </HomeSection>
      <HomeSection id={HOME_ANCHORS.instructors} title={text.instructorsTitle} alternate>
        <RemoteModule {...HOME_REMOTE_MODULES.instructors} area={text.instructorsArea} />
      </HomeSection>
      <HomeSection id={HOME_ANCHORS.contactUs} title={text.contactTitle}>
        <p>{text.contactIntro}</p>
        <ContactFormWhenNear />
      </HomeSection>
    </>
  );
}
