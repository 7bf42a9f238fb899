import { apiClient, blogPostShape, expectList, type BlogPost } from '@academy/shared';
import { MemoryRouter, firstScreenPainter, type FirstAnswersScript } from '@academy/shared/testing';
import { render } from '@testing-library/react';

import { blogCatalogue } from '../../messages';
import { BlogCard } from './BlogCard';

// The shell's index.html paints /Blog's first cards from its first answer before this remote has
// loaded (shell/public/first-answers.cjs), with this remote's classes and words. A copy that
// drifted from BlogCard would show the visitor another page for a moment, and a larger picture
// would count as the page's largest paint a second time. These compare the two, on the real API.
const { firstAnswers } = jest.requireActual<{ firstAnswers: FirstAnswersScript }>(
  '../../../../shell/public/first-answers.cjs',
);

const paintFirstScreen = firstScreenPainter(firstAnswers);

let posts: BlogPost[];

beforeAll(async () => {
  posts = expectList((await apiClient.get<unknown>('/blogs/')).data, blogPostShape, 'GET /blogs/');
});

/** A card as the visitor sees it, element by element. */
function cardFacts(card: Element) {
  const image = card.querySelector(':scope > img');
  return {
    card: card.className,
    image: ['class', 'src', 'alt', 'width', 'height'].map((name) => image?.getAttribute(name)),
    title: [
      card.querySelector(':scope > .blog-card__body > h2')?.className,
      card.querySelector('h2')?.textContent,
    ],
    meta: card
      .querySelector(':scope > .blog-card__body > p.blog-card__meta')
      ?.textContent?.replace(/\s+/g, ' '),
    excerpt: card.querySelector(':scope > .blog-card__body > p.blog-card__excerpt')?.textContent,
  };
}

it.each([['en'], ['ar']] as const)(
  "paints BlogCard's first page in %s: same classes, picture, title and text",
  async (language) => {
    const painted = await paintFirstScreen('/Blog', language);
    expect(painted.querySelector(':scope > h1')?.textContent).toBe(blogCatalogue.current().title);
    const paintedCards = [...painted.querySelectorAll(':scope > ul.blog-grid > li > article')];
    expect(paintedCards).toHaveLength(Math.min(posts.length, 6));

    paintedCards.forEach((paintedCard, index) => {
      const { container, unmount } = render(<BlogCard post={posts[index]!} first={index === 0} />, {
        wrapper: MemoryRouter,
      });
      expect(cardFacts(paintedCard)).toEqual(cardFacts(container.querySelector('article')!));
      unmount();
    });
    // The first picture is fetched first, as BlogCard's first is.
    expect(paintedCards[0]!.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  },
);
