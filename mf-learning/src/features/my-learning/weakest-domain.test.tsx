import { MemoryRouter } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';

import { drillPath, WeakestDomain } from './WeakestDomain';

// The page's test against the API has PMP's weakest domain; a domain of another category, and its
// link to that category's hub, are checked here with the API's shape (GET /me/learning/).
describe('WeakestDomain', () => {
  it("names the domain, its category and the tally, and links the category's drill", () => {
    render(
      <MemoryRouter>
        <WeakestDomain
          weakest={{ domain: 'Business Environment', correct: 3, total: 8, category: 'PMI-ACP' }}
        />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Your weakest domain' });
    expect(section).toHaveTextContent('PMI-ACP exam');
    expect(section).toHaveTextContent('Business Environment');
    expect(section).toHaveTextContent('3 of 8 answered right in your submitted attempts.');
    expect(screen.getByRole('link', { name: 'Practise this domain' })).toHaveAttribute(
      'href',
      '/Exam/PMI-ACP?drill=1',
    );
  });

  it('puts the category in the address safely', () => {
    expect(drillPath('CAPM & Co?/x')).toBe('/Exam/CAPM%20%26%20Co%3F%2Fx?drill=1');
  });
});
