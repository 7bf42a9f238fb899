import { getRuntimeConfig } from '@academy/shared';

import { useShellMessages } from '../../messages';
import { SocialIcon } from './icons';
import './layout.css';

export function Footer() {
  const messages = useShellMessages();
  const text = messages.footer;
  // Read at render: config.json is loaded before the first render (bootstrap.tsx).
  const { social } = getRuntimeConfig();
  const links = [
    { href: social.facebook, label: text.facebook, icon: 'facebook' as const },
    { href: social.youtube, label: text.youtube, icon: 'youtube' as const },
    { href: social.linkedin, label: text.linkedin, icon: 'linkedin' as const },
    { href: social.whatsapp, label: text.whatsapp, icon: 'whatsapp' as const },
  ].filter((link) => link.href);

  return (
    <footer className="site-footer">
      <nav aria-label={text.social} className="site-footer__social">
        <ul>
          {links.map(({ href, label, icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} ${text.newTab}`}
                title={label}
              >
                <SocialIcon name={icon} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">{text.copyright}</p>
    </footer>
  );
}
