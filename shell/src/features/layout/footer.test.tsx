import { setRuntimeConfig } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';

import { Footer } from './Footer';

describe('Footer', () => {
  it('links Facebook, YouTube, LinkedIn and WhatsApp from the runtime config, by name', () => {
    setRuntimeConfig({
      social: {
        facebook: 'https://facebook.example/academy',
        youtube: 'https://youtube.example/academy',
        linkedin: 'https://linkedin.example/academy',
        whatsapp: 'https://wa.example/123',
      },
    });
    render(<Footer />);
    const social = screen.getByRole('navigation', { name: 'Follow the academy' });
    const links = within(social).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Facebook (opens in a new tab)', 'https://facebook.example/academy'],
      ['YouTube (opens in a new tab)', 'https://youtube.example/academy'],
      ['LinkedIn (opens in a new tab)', 'https://linkedin.example/academy'],
      ['WhatsApp (opens in a new tab)', 'https://wa.example/123'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the copyright year 2023', () => {
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2023');
  });
});
