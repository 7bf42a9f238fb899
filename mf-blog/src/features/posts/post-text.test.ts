import {
  BLOG_PAGE_SIZE,
  authorName,
  filterPosts,
  formatPostDate,
  pageOfPost,
  truncateText,
} from './post-text';

describe('truncateText (the card text: 100 characters and an ellipsis)', () => {
  it('keeps a text of exactly 100 characters whole, without an ellipsis', () => {
    const text = 'a'.repeat(100);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts a text of 101 characters to 100 and adds an ellipsis', () => {
    expect(truncateText(`${'a'.repeat(100)}b`)).toBe(`${'a'.repeat(100)}…`);
  });

  it('leaves short and empty texts alone', () => {
    expect(truncateText('Short.')).toBe('Short.');
    expect(truncateText('')).toBe('');
  });

  it('counts an emoji (two UTF-16 units) as one character', () => {
    expect(truncateText('📘'.repeat(100))).toBe('📘'.repeat(100));
    expect(truncateText('📘'.repeat(101))).toBe(`${'📘'.repeat(100)}…`);
  });

  it('keeps emoji sequences, flags and accented letters whole at the cut', () => {
    const family = '👩‍👩‍👧'; // three emoji joined by zero-width joiners: 8 UTF-16 units
    const flag = '🇸🇦'; // two regional indicators
    const accented = 'e\u0301'; // e + combining acute accent: é
    for (const character of [family, flag, accented]) {
      const text = `${'a'.repeat(99)}${character}${character}`;
      expect(truncateText(text)).toBe(`${'a'.repeat(99)}${character}…`);
      expect(truncateText(`${'a'.repeat(99)}${character}`)).toBe(`${'a'.repeat(99)}${character}`);
    }
  });

  it('cuts Arabic text by characters, marks kept with their letters', () => {
    expect(truncateText('م'.repeat(150))).toBe(`${'م'.repeat(100)}…`);
    const voweled = 'مُ'; // meem + damma: one character on screen
    expect(truncateText(voweled.repeat(101))).toBe(`${voweled.repeat(100)}…`);
  });

  it('takes another length', () => {
    expect(truncateText('abcdef', 3)).toBe('abc…');
  });
});

describe('filterPosts (search on title or content, ignoring case)', () => {
  const posts = [
    { id: 1, title: 'Agile in practice', content: 'Scrum and Kanban.' },
    { id: 2, title: 'Exam day', content: 'How to read an AGILE question.' },
    { id: 3, title: 'Planning', content: 'Schedules.' },
    { id: 4, title: 'نصائح للاختبار', content: 'إدارة المشاريع' },
  ];
  const ids = (keyword: string) => filterPosts(posts, keyword).map((post) => post.id);

  it('matches the title or the content whatever the case', () => {
    expect(ids('agile')).toEqual([1, 2]);
    expect(ids('AgIlE')).toEqual([1, 2]);
    expect(ids('KANBAN')).toEqual([1]);
    expect(ids('exam DAY')).toEqual([2]);
    expect(ids('المشاريع')).toEqual([4]);
    expect(ids('nothing here')).toEqual([]);
  });

  it('ignores surrounding spaces and lists everything for an empty keyword', () => {
    expect(ids('  planning ')).toEqual([3]);
    expect(ids('  ')).toEqual([1, 2, 3, 4]);
    expect(ids('')).toEqual([1, 2, 3, 4]);
  });
});

describe('pageOfPost', () => {
  const posts = Array.from({ length: 13 }, (_, index) => ({ id: index + 1 }));
  it('finds the zero-based page of 6 that lists a post', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(pageOfPost(posts, 1)).toBe(0);
    expect(pageOfPost(posts, 6)).toBe(0);
    expect(pageOfPost(posts, 7)).toBe(1);
    expect(pageOfPost(posts, 12)).toBe(1);
    expect(pageOfPost(posts, 13)).toBe(2);
    expect(pageOfPost(posts, 99)).toBe(-1);
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
