import type { BlogPost } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BlogList } from './BlogList';
import { authorName, filterPosts, formatPostDate, truncateText } from './post-text';

// jsdom has <dialog> but not its modal methods; these do what the browser does to `open` and
// the close event, nothing more.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    content: `Text of post ${id}.`,
    image: `/media/blog-${id}.svg`,
    pdf: `/media/blog-${id}.pdf`,
    author_name: 'Sara Haddad',
    date_posted: '2026-11-01T09:30:00Z',
    ...overrides,
  };
}

const postsNumbered = (count: number) => Array.from({ length: count }, (_, i) => post(i + 1));
const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('truncateText', () => {
  it('keeps a text of exactly 100 characters whole, without an ellipsis', () => {
    const text = 'a'.repeat(100);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts a text of 101 characters to 100 and adds an ellipsis', () => {
    expect(truncateText(`${'a'.repeat(100)}b`)).toBe(`${'a'.repeat(100)}…`);
  });

  it('counts emoji and other astral characters as one character each', () => {
    const text = '📘'.repeat(101); // 202 UTF-16 units
    const cut = truncateText(text);
    expect(Array.from(cut)).toHaveLength(101);
    expect(cut).toBe(`${'📘'.repeat(100)}…`);
    expect(truncateText('📘'.repeat(100))).toBe('📘'.repeat(100));
  });

  it('cuts Arabic text by characters too', () => {
    const text = 'م'.repeat(150);
    expect(truncateText(text)).toBe(`${'م'.repeat(100)}…`);
  });
});

describe('filterPosts', () => {
  const posts = [
    post(1, { title: 'Agile in practice', content: 'Scrum and Kanban.' }),
    post(2, { title: 'Exam day', content: 'How to read an AGILE question.' }),
    post(3, { title: 'Planning', content: 'Schedules.' }),
  ];

  it('matches the title or the content whatever the case', () => {
    expect(filterPosts(posts, 'agile').map((p) => p.id)).toEqual([1, 2]);
    expect(filterPosts(posts, 'KANBAN').map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, 'nothing here')).toEqual([]);
    expect(filterPosts(posts, '  ')).toHaveLength(3);
  });
});

describe('authorName and formatPostDate', () => {
  it("falls back to 'Unknown' for a missing author", () => {
    expect(authorName({ author_name: null })).toBe('Unknown');
    expect(authorName({ author_name: '  ' })).toBe('Unknown');
    expect(authorName({ author_name: 'Omar' })).toBe('Omar');
  });

  it('formats the posting date and shows an unreadable one as it came', () => {
    expect(formatPostDate('2026-11-01T09:30:00Z')).toBe('1 November 2026');
    expect(formatPostDate('soon')).toBe('soon');
  });
});

describe('BlogList', () => {
  it('shows placeholders while loading', () => {
    const { container } = render(<BlogList posts={[]} loading />);
    // A busy list named for what loads (a named plain div is an axe aria-prohibited-attr).
    expect(screen.getByRole('list', { name: 'Loading the blog posts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container.querySelectorAll('.ac-skeleton-card')).toHaveLength(6);
  });

  it('renders a card with image, title, author, date and the text cut to 100 characters', () => {
    const long = `${'x'.repeat(100)}TAIL`;
    render(<BlogList posts={[post(1, { content: long, author_name: null })]} loading={false} />);
    expect(screen.getByRole('img', { name: 'Post 1' })).toHaveAttribute('src', '/media/blog-1.svg');
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
    expect(screen.getByText('Unknown').closest('p')).toHaveTextContent(
      'By Unknown · 1 November 2026',
    );
    expect(screen.getByText('1 November 2026')).toHaveAttribute('datetime', '2026-11-01T09:30:00Z');
  });

  it.each([
    [6, 6, false],
    [7, 6, true],
    [12, 6, true],
    [13, 6, true],
  ])('shows %i posts %i to a page, pagination shown: %s', (count, perPage, paged) => {
    render(<BlogList posts={postsNumbered(count)} loading={false} />);
    expect(cardTitles()).toHaveLength(perPage);
    const nav = screen.queryByRole('navigation', { name: 'Blog pages' });
    expect(nav !== null).toBe(paged);
  });

  it('puts the 7th post on page 2 and the 13th alone on page 3', async () => {
    const user = userEvent.setup();
    render(<BlogList posts={postsNumbered(13)} loading={false} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(cardTitles()).toEqual(['Post 7', 'Post 8', 'Post 9', 'Post 10', 'Post 11', 'Post 12']);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(cardTitles()).toEqual(['Post 13']);
    expect(within(nav).queryByRole('button', { name: /Page 4/ })).not.toBeInTheDocument();
  });

  it('12 posts make exactly 2 pages', () => {
    render(<BlogList posts={postsNumbered(12)} loading={false} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('button', { name: /Page 2/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Page 3/ })).not.toBeInTheDocument();
  });

  it('searches titles and contents and goes back to the first page', async () => {
    const user = userEvent.setup();
    const posts = [...postsNumbered(12), post(40, { title: 'Risk', content: 'Registers.' })];
    render(<BlogList posts={posts} loading={false} />);
    await user.click(screen.getByRole('button', { name: /Page 3/ }));
    expect(cardTitles()).toEqual(['Risk']);

    await user.type(screen.getByRole('searchbox', { name: 'Search the blog posts' }), 'TEXT OF');
    expect(cardTitles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'registers');
    expect(cardTitles()).toEqual(['Risk']);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No blog post matches “registerszzz”.');
  });

  it('opens the whole post in a dialog and gives focus back to its card on close', async () => {
    const user = userEvent.setup();
    const long = `First paragraph ${'y'.repeat(120)}\nSecond paragraph.`;
    render(<BlogList posts={[post(1), post(2, { content: long })]} loading={false} />);

    const open = screen.getByRole('button', { name: 'Read “Post 2”' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Post 2' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText(`First paragraph ${'y'.repeat(120)}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Second paragraph.')).toBeInTheDocument();
    const pdf = within(dialog).getByRole('link', { name: /Open the PDF of “Post 2”/ });
    expect(pdf).toHaveAttribute('href', '/media/blog-2.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('puts a plain box on the card and no image in the pop-up for a post without image', async () => {
    const user = userEvent.setup();
    const { container } = render(<BlogList posts={[post(1, { image: null })]} loading={false} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.blog-card__image')).toHaveClass('ac-image-placeholder');
    await user.click(screen.getByRole('button', { name: 'Read “Post 1”' }));
    expect(within(screen.getByRole('dialog')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Text of post 1.')).toBeInTheDocument();
  });

  it('shows no PDF link for a post without one', async () => {
    const user = userEvent.setup();
    render(<BlogList posts={[post(1, { pdf: null })]} loading={false} />);
    await user.click(screen.getByRole('button', { name: 'Read “Post 1”' }));
    expect(within(screen.getByRole('dialog')).queryByRole('link')).not.toBeInTheDocument();
  });
});
