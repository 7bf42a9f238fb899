import { Link } from '../router';

import { useDocumentTitle } from '../app/use-document-title';
import { useSharedMessages } from '../messages';
import { paths } from '../paths';
import './ui.css';

/** The not-found page, shared so a remote's unknown sub-route looks like the shell's. */
export function NotFound() {
  const messages = useSharedMessages();
  useDocumentTitle(messages.notFoundTitle);
  return (
    <section className="ac-not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404</h1>
      <p>{messages.notFoundText}</p>
      <Link className="ac-button" to={paths.home}>
        {messages.backToHome}
      </Link>
    </section>
  );
}
