import { paths, Link } from '@academy/shared';

import { useShellMessages } from '../../messages';
import { HOME_ANCHORS } from './anchors';
import './hero.css';

/** In public/: index.html's pre-painted hero shows the same file, before any script has run. */
export const HERO_IMAGE_URL = '/hero.svg';

export function Hero() {
  const messages = useShellMessages();
  const text = messages.home;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__tagline">{messages.tagline}</p>
        <h1 id="hero-title">{text.headline}</h1>
        <p className="hero__intro">{text.intro}</p>
        <Link className="hero__cta" to={{ pathname: paths.home, hash: `#${HOME_ANCHORS.courses}` }}>
          {text.cta}
        </Link>
      </div>
      {/* A 2 KB vector: sharp at any size, no srcset needed; sized to reserve its space. */}
      <img
        className="hero__image"
        src={HERO_IMAGE_URL}
        alt={text.heroAlt}
        width={480}
        height={360}
        fetchPriority="high"
        decoding="async"
      />
    </section>
  );
}
