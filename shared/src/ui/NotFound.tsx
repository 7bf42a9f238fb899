import { Link } from 'react-router-dom';
import './ui.css';

/** The not-found page, shared so a remote's unknown sub-route looks like the shell's. */
export function NotFound() {
  return (
    <section className="ac-not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404</h1>
      <p>This page does not exist.</p>
      <Link className="ac-button" to="/">
        Back To Home
      </Link>
    </section>
  );
}
