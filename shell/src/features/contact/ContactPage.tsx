import { useDocumentTitle } from '@academy/shared';

import { useShellMessages } from '../../messages';
import { ContactForm } from './ContactForm';
import './contact.css';

/** /ContactUs: the same form as the home page's contact section. */
export default function ContactPage() {
  const messages = useShellMessages();
  useDocumentTitle(messages.contact.pageTitle);
  return (
    <section className="contact-page" aria-labelledby="contact-page-title">
      <h1 id="contact-page-title">{messages.home.contactTitle}</h1>
      <p>{messages.home.contactIntro}</p>
      <ContactForm />
    </section>
  );
}
