import { useDocumentTitle } from '@academy/shared';

import { useAboutMessages } from './messages';
import './about.css';

/** The academy's location in Riyadh (latitude, longitude). */
export const ACADEMY_LOCATION = { lat: 24.7136, lon: 46.6753 } as const;
const SPAN = { lat: 0.012, lon: 0.02 };

/** OpenStreetMap's embed: no API key, no script; a marker on the academy. */
export function openStreetMapEmbedUrl({ lat, lon } = ACADEMY_LOCATION): string {
  const bbox = [lon - SPAN.lon, lat - SPAN.lat, lon + SPAN.lon, lat + SPAN.lat]
    .map((value) => value.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** /AboutUs: welcome text and the map. */
export default function AboutPage() {
  const text = useAboutMessages();
  useDocumentTitle(text.pageTitle);
  const { lat, lon } = ACADEMY_LOCATION;
  return (
    <section className="about-page" aria-labelledby="about-title">
      <div className="about-page__text">
        <h1 id="about-title">{text.title}</h1>
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <figure className="about-page__map">
        <iframe
          title={text.mapTitle}
          src={openStreetMapEmbedUrl()}
          loading="lazy"
          width={600}
          height={400}
        />
        <figcaption>
          <a
            href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text.mapLink}
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
