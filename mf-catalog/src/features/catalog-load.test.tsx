import { apiClient, setRuntimeConfig } from '@academy/shared';
import {
  html,
  json,
  routes,
  startLocalServer,
  type LocalReply,
  type LocalServer,
} from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { CoursesPage } from './courses/CoursesPage';
import CoursesSection from './courses/CoursesSection';
import { InstructorsPage } from './instructors/InstructorsPage';
import InstructorsSection from './instructors/InstructorsSection';

// Home's two sections against a local server answering like the API, or like a proxy gone wrong.
let api: LocalServer;
apiClient.defaults.timeout = 0;
let consoleError: jest.SpyInstance;

beforeEach(async () => {
  api = await startLocalServer();
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  consoleError.mockRestore();
  await api.close();
});

const course = {
  id: 7,
  name: 'PMP',
  image: null,
  status: 'Available',
  category: 'PMP',
  price: 299,
  price_LE: 9500,
  price_SR: 1120,
};
const instructor = {
  id: 1,
  name: 'Sara Haddad',
  image: null,
  review: 'PMP trainer.',
  mobile_number: '',
  LinkdIn: '',
};

const badAnswers: [string, LocalReply][] = [
  ['an HTML page', html()],
  ['an object instead of a list', json({ results: [] })],
  ['items of another shape', json([{ id: 1, title: 'not this' }])],
];

const logged = (message: string) =>
  waitFor(() => expect(consoleError).toHaveBeenCalledWith(message, expect.anything()));

describe('courses section', () => {
  it('lists the courses the API answers', async () => {
    api.setHandler(routes({ '/api/courses/': json([course]) }));
    render(
      <MemoryRouter>
        <CoursesSection />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'PMP' })).toBeInTheDocument();
  });

  it.each(badAnswers)('treats %s as a failed load: logged, skeletons stay', async (_, reply) => {
    api.setHandler(routes({ '/api/courses/': reply }));
    const { container } = render(
      <MemoryRouter>
        <CoursesSection />
      </MemoryRouter>,
    );
    await logged('[catalog] could not load the courses');
    await waitFor(() => expect(container.firstChild).toHaveAttribute('data-state', 'error'));
    expect(container.querySelectorAll('.ac-skeleton-card')).toHaveLength(4);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('instructors section', () => {
  it('shows the instructors the API answers', async () => {
    api.setHandler(routes({ '/api/instructors/': json([instructor]) }));
    render(<InstructorsSection />);
    expect(await screen.findByRole('heading', { name: 'Sara Haddad' })).toBeInTheDocument();
  });

  it.each(badAnswers)('treats %s as a failed load: logged, spinner stays', async (_, reply) => {
    api.setHandler(routes({ '/api/instructors/': reply }));
    render(<InstructorsSection />);
    await logged('[catalog] could not load the instructors');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the instructors');
  });
});

describe('page titles', () => {
  beforeEach(() => {
    document.title = 'Academy — The Best Academy for your business';
    api.setHandler(
      routes({ '/api/courses/': json([course]), '/api/instructors/': json([instructor]) }),
    );
  });

  it("names /Courses 'Our Courses' and /Instructors 'Our Instructors'", async () => {
    const { unmount } = render(
      <MemoryRouter>
        <CoursesPage />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Our Courses | Academy');
    await screen.findByRole('heading', { name: 'PMP' });
    unmount();
    render(<InstructorsPage />);
    expect(document.title).toBe('Our Instructors | Academy');
    await screen.findByRole('heading', { name: 'Sara Haddad' });
  });

  it("leaves Home's title to the shell in the sections it embeds", async () => {
    render(
      <MemoryRouter>
        <CoursesSection />
        <InstructorsSection />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Sara Haddad' });
    expect(document.title).toBe('Academy — The Best Academy for your business');
  });
});
