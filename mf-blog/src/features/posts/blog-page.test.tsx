import {
  apiClient,
  blogPostShape,
  RemoteRoutes,
  expectList,
  setRuntimeConfig,
  type BlogPost,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from '@academy/shared';
import {
  FreshQueryClient,
  realApiUrl,
  unreachableOrigin,
  useRealApi,
  MemoryRouter,
} from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import BlogRoutes from '../../routes';

// The page against the real API (demo content: 13 posts, newest first).
let published: BlogPost[];
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  useRealApi();
  const { data } = await apiClient.get<unknown>('/blogs/');
  published = expectList(data, blogPostShape, 'GET /blogs/');
});
beforeEach(() => {
  useRealApi();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
});

function byTitle(title: string): BlogPost {
  const found = published.find((post) => post.title === title);
  if (!found) throw new Error(`the demo content has no post '${title}'`);
  return found;
}

/** What the router shows, and its history buttons, as the shell's BrowserRouter would have. */
interface RouterView {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

function renderAt(path: string): RouterView {
  const view = {} as RouterView;
  function Probe() {
    view.state = { location: useLocation(), historyAction: useNavigationType() };
    view.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      {/* Mounted as the shell mounts it: under /Blog. */}
      <RemoteRoutes remote="blog" modules={{ routes: BlogRoutes }} />
      <Probe />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
  return view;
}

const cardTitles = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('.blog-card'))
    .map((heading) => heading.textContent);
const pages = () => screen.getByRole('navigation', { name: 'Blog pages' });
const cardLink = (title: string) => screen.getByRole('link', { name: `Read “${title}”` });

test('the demo content is what these tests expect', () => {
  expect(published).toHaveLength(13);
  expect(published.filter((post) => post.author_name === null)).toHaveLength(1);
});

test("lists the API's posts 6 to a page under 'Our Blogs'", async () => {
  const user = userEvent.setup();
  renderAt('/Blog');
  expect(screen.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeInTheDocument();
  await waitFor(() => expect(cardTitles()).toHaveLength(6));
  expect(cardTitles()).toEqual(published.slice(0, 6).map((post) => post.title));
  expect(document.title).toBe('Our Blogs | Academy');

  const anonymous = published.find((post) => post.author_name === null)!;
  const card = cardLink(anonymous.title).closest('article')!;
  expect(within(card).getByText('Unknown')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: anonymous.title })).toHaveAttribute(
    'src',
    anonymous.image!,
  );

  await user.click(within(pages()).getByRole('button', { name: 'Page 3' }));
  expect(cardTitles()).toEqual([published[12]!.title]);
  expect(consoleError).not.toHaveBeenCalled();
});

test('searches the real posts by title or content, ignoring case', async () => {
  const user = userEvent.setup();
  renderAt('/Blog/');
  await waitFor(() => expect(cardTitles()).toHaveLength(6));
  const exam = published.filter((post) => /exam/i.test(`${post.title} ${post.content}`));
  // Found by the title alone and by the content alone.
  expect(exam.some((post) => /exam/i.test(post.title) && !/exam/i.test(post.content))).toBe(true);
  expect(exam.some((post) => !/exam/i.test(post.title) && /exam/i.test(post.content))).toBe(true);

  await user.type(screen.getByRole('searchbox', { name: 'Search the blog posts' }), 'EXAM');
  expect(cardTitles()).toEqual(exam.map((post) => post.title));
  expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'إدارة المشاريع');
  expect(cardTitles()).toEqual(
    published.filter((post) => post.title.includes('إدارة المشاريع')).map((post) => post.title),
  );
});

test('a card opens the post at its own address; Close goes back to /Blog and to the card', async () => {
  const user = userEvent.setup();
  const router = renderAt('/Blog');
  const post = byTitle('Exam day checklist');
  await waitFor(() => expect(cardTitles()).toHaveLength(6));
  await user.click(within(pages()).getByRole('button', { name: 'Page 2' }));

  await user.click(cardLink(post.title));
  expect(router.state.location.pathname).toBe(`/Blog/${post.id}-exam-day-checklist`);
  const dialog = screen.getByRole('dialog', { name: post.title });
  expect(within(dialog).getByText(post.content.split('\n')[0]!)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /Open the PDF/ })).toHaveAttribute(
    'href',
    post.pdf!,
  );
  expect(document.title).toBe('Exam day checklist | Academy');

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/Blog'));
  // Closed by going back in history: /Blog is the entry the card was opened from.
  expect(router.state.historyAction).toBe('POP');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(cardLink(post.title)).toHaveFocus());
  expect(cardTitles()).toContain(post.title); // still on page 2
  expect(document.title).toBe('Our Blogs | Academy');
});

test('back closes an open post and forward opens it again', async () => {
  const user = userEvent.setup();
  const router = renderAt('/Blog');
  const post = published[1]!;
  await waitFor(() => expect(cardTitles()).toHaveLength(6));
  await user.click(cardLink(post.title));
  expect(screen.getByRole('dialog', { name: post.title })).toBeInTheDocument();

  await act(async () => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/Blog');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(cardLink(post.title)).toHaveFocus());

  await act(async () => router.navigate(1));
  expect(screen.getByRole('dialog', { name: post.title })).toHaveAttribute('open');
});

test('an address opened directly shows the listing at the post’s page with its dialog open', async () => {
  const user = userEvent.setup();
  const oldest = published[12]!;
  const router = renderAt(`/Blog/${oldest.id}`);
  const dialog = await screen.findByRole('dialog', { name: oldest.title });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  // The address is completed with the post's slug, in the same history entry.
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/Blog/${oldest.id}-welcome-to-the-academy-blog`),
  );
  expect(router.state.historyAction).toBe('REPLACE');
  expect(cardTitles()).toEqual([oldest.title]); // page 3

  await user.keyboard('{Escape}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/Blog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(cardLink(oldest.title)).toHaveFocus());
});

test('a post in Arabic has the id alone as its address, and an old slug still opens it', async () => {
  const arabic = published.find((post) => /[\u0600-\u06FF]/.test(post.title))!;
  const router = renderAt(`/Blog/${arabic.id}-an-old-title`);
  expect(await screen.findByRole('dialog', { name: arabic.title })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe(`/Blog/${arabic.id}`));
});

test('an address of a post that does not exist says so over the listing', async () => {
  const missing = Math.max(...published.map((post) => post.id)) + 1000;
  const router = renderAt(`/Blog/${missing}-gone`);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The blog post at this address was not found. Here are all our posts.',
  );
  expect(cardTitles()).toHaveLength(6);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe(`/Blog/${missing}-gone`);
});

test('an address that names no post is not found', () => {
  renderAt('/Blog/not-a-post');
  expect(screen.getByRole('link', { name: 'Back To Home' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Our Blogs' })).not.toBeInTheDocument();
});

test('a deeper address is not found', () => {
  renderAt('/Blog/12/more');
  expect(screen.getByRole('link', { name: 'Back To Home' })).toBeInTheDocument();
});

describe('a failed load is logged only: the placeholders stay, nothing is shown', () => {
  async function expectLoggedOnly() {
    consoleError.mockImplementation(() => {});
    renderAt('/Blog');
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[blog] could not load the blog posts',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading the blog posts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }

  test('the API answers 404 (a wrong API base URL)', async () => {
    setRuntimeConfig({ apiBaseUrl: `${realApiUrl()}/api/no-such-prefix` });
    await expectLoggedOnly();
  });

  test('nothing answers at the API address', async () => {
    setRuntimeConfig({ apiBaseUrl: `${await unreachableOrigin()}/api` });
    await expectLoggedOnly();
  });
});
