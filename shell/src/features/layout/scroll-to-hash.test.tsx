import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@academy/shared';
import { MemoryRouter } from '@academy/shared/testing';

import { useScrollToHash } from './use-scroll-to-hash';

// jsdom does not lay out or scroll; what is observable is where focus lands (the section takes
// it so keyboard and screen-reader users continue from there) and which element is scrolled to.
const scrolled: string[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});
afterAll(() => {
  // @ts-expect-error -- jsdom has none; remove the recorder again
  delete Element.prototype.scrollIntoView;
});
beforeEach(() => {
  scrolled.length = 0;
});

function Frame() {
  useScrollToHash();
  return (
    <Routes>
      <Route
        path="/"
        element={
          <>
            <section id="courses" tabIndex={-1} aria-label="Courses section" />
            <section id="contact_us" tabIndex={-1} aria-label="Contact section" />
          </>
        }
      />
      <Route
        path="/AboutUs"
        element={<Link to={{ pathname: '/', hash: '#contact_us' }}>ContactUs</Link>}
      />
    </Routes>
  );
}

describe('useScrollToHash', () => {
  it('from another page: goes to / and then to the anchor, focusing it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/AboutUs']}>
        <Frame />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'ContactUs' }));
    expect(screen.getByRole('region', { name: 'Contact section' })).toHaveFocus();
    expect(scrolled).toEqual(['contact_us']);
  });

  it('on the page itself: scrolls to the anchor on load', () => {
    render(
      <MemoryRouter initialEntries={['/#courses']}>
        <Frame />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Courses section' })).toHaveFocus();
    expect(scrolled).toEqual(['courses']);
  });

  it('ignores an unknown or malformed hash', () => {
    act(() => {
      render(
        <MemoryRouter initialEntries={['/#nowhere']}>
          <Frame />
        </MemoryRouter>,
      );
    });
    expect(scrolled).toEqual([]);
    expect(document.body).toHaveFocus();
  });
});
