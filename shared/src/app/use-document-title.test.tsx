import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { NotFound } from '../ui/NotFound';

import { documentTitle, useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'before';
  });

  it("names the page '{title} | Academy' and follows a new title", () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Our Blogs' },
    });
    expect(document.title).toBe('Our Blogs | Academy');
    rerender({ title: 'PMP' });
    expect(document.title).toBe('PMP | Academy');
  });

  it('keeps a title that already starts with the site name', () => {
    expect(documentTitle('Academy — The Best Academy for your business')).toBe(
      'Academy — The Best Academy for your business',
    );
    expect(documentTitle('Exams · PMP')).toBe('Exams · PMP | Academy');
  });
});

describe('NotFound', () => {
  it("names a remote's unknown sub-route 'Page not found'", () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Page not found | Academy');
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });
});
