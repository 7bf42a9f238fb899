import { setLanguage, type BlogPost } from '@academy/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@academy/shared/testing';

import { BlogList, type BlogListProps } from './BlogList';

function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    content: `Text of post ${id}.`,
    image: `/media/blog-${id}.svg`,
    pdf: null,
    author_name: 'Sara Haddad',
    date_posted: '2026-11-01T09:30:00Z',
    ...overrides,
  };
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => post(i + 1));
const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const pages = () => screen.queryByRole('navigation', { name: 'Blog pages' });
const pageButtons = () =>
  within(pages()!)
    .getAllByRole('button', { name: /^Page \d+/ })
    .map((button) => button.textContent);

function renderList(props: BlogListProps) {
  const view = render(<BlogList {...props} />, { wrapper: MemoryRouter });
  return {
    ...view,
    rerenderList: (next: BlogListProps) => view.rerender(<BlogList {...next} />),
  };
}

describe('cards', () => {
  it('shows image with alt, title linking to the post, author, date and the cut text', () => {
    renderList({ posts: [post(7, { title: 'Exam day checklist' })], loading: false });
    expect(screen.getByRole('img', { name: 'Exam day checklist' })).toHaveAttribute(
      'src',
      '/media/blog-7.svg',
    );
    expect(screen.getByRole('link', { name: 'Read “Exam day checklist”' })).toHaveAttribute(
      'href',
      '/Blog/7-exam-day-checklist',
    );
    const meta = screen.getByText('Sara Haddad').closest('p');
    expect(meta).toHaveTextContent('By Sara Haddad · 1 November 2026');
    expect(screen.getByText('1 November 2026')).toHaveAttribute('datetime', '2026-11-01T09:30:00Z');
  });

  it("writes the date in the Arabic page's words", async () => {
    await act(() => setLanguage('ar'));
    try {
      renderList({ posts: [post(7)], loading: false });
      expect(screen.getByText('1 نوفمبر 2026')).toHaveAttribute('datetime', '2026-11-01T09:30:00Z');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("fetches the first card's image at once and first (the page's largest paint), the others lazily", () => {
    renderList({ posts: numbered(3), loading: false });
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
    ]);
  });

  it("says 'Unknown' for a post without author", () => {
    renderList({ posts: [post(1, { author_name: null })], loading: false });
    expect(screen.getByText('Unknown').closest('p')).toHaveTextContent(
      'By Unknown · 1 November 2026',
    );
  });

  const excerpt = () => document.querySelector('.blog-card__excerpt')?.textContent;

  it('shows a text of exactly 100 characters whole', () => {
    const text = `${'x'.repeat(99)}Z`;
    renderList({ posts: [post(1, { content: text })], loading: false });
    expect(excerpt()).toBe(text);
  });

  it('cuts a text of 101 characters to 100 with an ellipsis', () => {
    renderList({ posts: [post(1, { content: `${'x'.repeat(100)}TAIL` })], loading: false });
    expect(excerpt()).toBe(`${'x'.repeat(100)}…`);
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
  });

  it('cuts multi-byte text by the characters a reader sees', () => {
    const arabic = 'مُ'.repeat(120); // letter + vowel mark, one character each
    const emoji = `${'👩‍👩‍👧'.repeat(100)}🇸🇦`;
    renderList({
      posts: [post(1, { content: arabic }), post(2, { content: emoji })],
      loading: false,
    });
    const [first, second] = Array.from(document.querySelectorAll('.blog-card__excerpt'));
    expect(first?.textContent).toBe(`${'مُ'.repeat(100)}…`);
    expect(second?.textContent).toBe(`${'👩‍👩‍👧'.repeat(100)}…`);
  });

  it('puts a plain box where a post has no image', () => {
    const { container } = renderList({ posts: [post(1, { image: null })], loading: false });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.blog-card__image')).toHaveClass('ac-image-placeholder');
  });

  it('shows 6 busy placeholders while loading', () => {
    const { container } = renderList({ posts: [], loading: true });
    expect(screen.getByRole('list', { name: 'Loading the blog posts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container.querySelectorAll('.ac-skeleton-card')).toHaveLength(6);
    expect(pages()).toBeNull();
  });

  it('says so when nothing is published', () => {
    renderList({ posts: [], loading: false });
    expect(screen.getByRole('status')).toHaveTextContent('No blog posts are published yet.');
  });
});

describe('pagination: 6 posts a page', () => {
  it('6 posts: one page, no pagination', () => {
    renderList({ posts: numbered(6), loading: false });
    expect(cardTitles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);
    expect(pages()).toBeNull();
  });

  it('7 posts: two pages, the 7th alone on the second', async () => {
    const user = userEvent.setup();
    renderList({ posts: numbered(7), loading: false });
    expect(cardTitles()).toHaveLength(6);
    expect(pageButtons()).toEqual(['1', '2']);
    await user.click(within(pages()!).getByRole('button', { name: 'Next' }));
    expect(cardTitles()).toEqual(['Post 7']);
    expect(within(pages()!).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('12 posts: exactly two full pages', async () => {
    const user = userEvent.setup();
    renderList({ posts: numbered(12), loading: false });
    expect(pageButtons()).toEqual(['1', '2']);
    await user.click(within(pages()!).getByRole('button', { name: 'Page 2' }));
    expect(cardTitles()).toEqual(['Post 7', 'Post 8', 'Post 9', 'Post 10', 'Post 11', 'Post 12']);
    expect(
      within(pages()!).getByRole('button', { name: /Page 2 is your current page/ }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('13 posts: three pages, the 13th alone on the third, Back returns', async () => {
    const user = userEvent.setup();
    renderList({ posts: numbered(13), loading: false });
    expect(pageButtons()).toEqual(['1', '2', '3']);
    await user.click(within(pages()!).getByRole('button', { name: 'Next' }));
    expect(cardTitles()).toEqual(['Post 7', 'Post 8', 'Post 9', 'Post 10', 'Post 11', 'Post 12']);
    await user.click(within(pages()!).getByRole('button', { name: 'Next' }));
    expect(cardTitles()).toEqual(['Post 13']);
    await user.click(within(pages()!).getByRole('button', { name: 'Back' }));
    expect(cardTitles()).toHaveLength(6);
    expect(cardTitles()[0]).toBe('Post 7');
  });
});

describe('search', () => {
  const posts = [
    ...numbered(12),
    post(40, { title: 'Risk', content: 'What belongs in a REGISTER.' }),
    post(41, { title: 'Agile or predictive?', content: 'Most projects are hybrid.' }),
  ];
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search the blog posts' });

  it('matches titles and contents whatever the case and goes back to the first page', async () => {
    const user = userEvent.setup();
    renderList({ posts, loading: false });
    await user.click(within(pages()!).getByRole('button', { name: 'Page 3' }));
    expect(cardTitles()).toEqual(['Risk', 'Agile or predictive?']);

    await user.type(searchBox(), 'TEXT OF post');
    expect(cardTitles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);
    expect(pageButtons()).toEqual(['1', '2']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'register');
    expect(cardTitles()).toEqual(['Risk']);
    expect(pages()).toBeNull();

    await user.clear(searchBox());
    await user.type(searchBox(), 'agile');
    expect(cardTitles()).toEqual(['Agile or predictive?']);
  });

  it('says when nothing matches, and lists everything again when cleared', async () => {
    const user = userEvent.setup();
    renderList({ posts, loading: false });
    await user.type(searchBox(), 'zzz');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No blog post matches “zzz”.');
    expect(pages()).toBeNull();
    await user.clear(searchBox());
    expect(cardTitles()).toHaveLength(6);
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });
});

describe('an open post', () => {
  it('turns the listing to the page that holds it', () => {
    renderList({ posts: numbered(13), loading: false, openPostId: 13 });
    expect(cardTitles()).toEqual(['Post 13']);
  });

  it("gives focus back to the post's card when it closes", async () => {
    const { rerenderList } = renderList({ posts: numbered(13), loading: false, openPostId: 9 });
    rerenderList({ posts: numbered(13), loading: false, openPostId: null });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Read “Post 9”' })).toHaveFocus());
  });

  it('gives focus to the search box when its card is not listed', async () => {
    const { rerenderList } = renderList({ posts: numbered(3), loading: false, openPostId: 99 });
    rerenderList({ posts: numbered(3), loading: false, openPostId: null });
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  });
});
