import { apiClient, setRuntimeConfig, type CourseSummary } from '@academy/shared';
import { FreshQueryClient, MemoryRouter, silenceConsoleError } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setUpCatalogApi } from '../../testing/catalog-api';
import { CoursesPage } from './CoursesPage';
import CoursesSection from './CoursesSection';

// Home's courses section and the /Courses page against the real API (demo content).
const catalogApi = setUpCatalogApi();
let published: CourseSummary[];

beforeAll(async () => {
  published = (await apiClient.get<CourseSummary[]>('/courses/')).data;
  // The demo catalogue pages on Home: more than one page of 4.
  expect(published.length).toBeGreaterThan(4);
});

const names = (courses: readonly CourseSummary[]) => courses.map((course) => course.name);
const cardTitles = (level: 2 | 3 = 3) =>
  screen.queryAllByRole('heading', { level }).filter((h) => h.textContent !== 'Quick View');

function renderInRouter(element: React.ReactElement) {
  return render(<MemoryRouter>{element}</MemoryRouter>, { wrapper: FreshQueryClient });
}

describe('CoursesSection with the API', () => {
  it('shows skeletons, then the first page of 4 courses with Enroll Now links', async () => {
    renderInRouter(<CoursesSection />);
    expect(screen.getByRole('list', { name: 'Loading the courses' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await screen.findByRole('heading', { name: published[0]!.name });
    expect(cardTitles().map((h) => h.textContent)).toEqual(names(published.slice(0, 4)));
    const links = screen.getAllByRole('link', { name: 'Enroll Now' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      published.slice(0, 4).map((course) => `/Checkout/${course.id}`),
    );
    expect(screen.queryByRole('list', { name: 'Loading the courses' })).not.toBeInTheDocument();
  });

  it('pages with Next and Back, and a search goes back to the first page', async () => {
    const user = userEvent.setup();
    renderInRouter(<CoursesSection />);
    await screen.findByRole('heading', { name: published[0]!.name });
    const pages = screen.getByRole('navigation', { name: 'Courses pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(cardTitles().map((h) => h.textContent)).toEqual(names(published.slice(4, 8)));
    expect(within(pages).getByRole('button', { name: /Page 2/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('button', { name: 'Back' }));
    expect(cardTitles().map((h) => h.textContent)).toEqual(names(published.slice(0, 4)));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    // 'pm' matches PMP and PMI-ACP whatever the case: one page, so no pagination.
    await user.type(screen.getByRole('searchbox', { name: 'Search the courses' }), 'pM');
    const matching = published.filter((course) => course.name.toLowerCase().includes('pm'));
    expect(matching.length).toBeGreaterThan(0);
    expect(cardTitles().map((h) => h.textContent)).toEqual(names(matching));
    expect(screen.queryByRole('navigation', { name: 'Courses pages' })).not.toBeInTheDocument();

    // Cleared: every course again, from the first page (not the second one left before).
    await user.clear(screen.getByRole('searchbox'));
    expect(cardTitles().map((h) => h.textContent)).toEqual(names(published.slice(0, 4)));
  });

  describe('when the list cannot be fetched', () => {
    const consoleError = silenceConsoleError();

    it.each(catalogApi.failingApiBases)(
      '%s: logged, error flag set, skeletons stay, no message',
      async (_, apiBaseUrl) => {
        setRuntimeConfig({ apiBaseUrl: await apiBaseUrl() });
        const { container } = renderInRouter(<CoursesSection />);
        await waitFor(() =>
          expect(consoleError).toHaveBeenCalledWith(
            '[catalog] could not load the courses',
            expect.anything(),
          ),
        );
        expect(container.firstChild).toHaveAttribute('data-state', 'error');
        expect(screen.getByRole('list', { name: 'Loading the courses' })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        expect(container.querySelectorAll('.ac-skeleton-card')).toHaveLength(4);
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        expect(screen.queryByRole('link')).not.toBeInTheDocument();
        expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      },
    );
  });
});

describe('/Courses', () => {
  it("is titled 'Our Courses' and lists the whole catalogue at once", async () => {
    document.title = 'Academy';
    renderInRouter(<CoursesPage />);
    expect(document.title).toBe('Our Courses | Academy');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: published[0]!.name });
    // Under the page's h1, the cards and Quick View are headed h2.
    expect(cardTitles(2).map((h) => h.textContent)).toEqual(names(published));
    expect(screen.getByRole('heading', { level: 2, name: 'Quick View' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Courses pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Type a keyword To Search',
    );
  });

  it("leaves Home's title to the shell in the section it embeds", async () => {
    document.title = 'Academy — The Best Academy for your business';
    renderInRouter(<CoursesSection />);
    await screen.findByRole('heading', { name: published[0]!.name });
    expect(document.title).toBe('Academy — The Best Academy for your business');
  });
});
