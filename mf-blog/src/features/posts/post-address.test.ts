import {
  openedFromListing,
  parsePostSegment,
  postPath,
  postSegment,
  postSlug,
} from './post-address';

describe("a post's own address", () => {
  it('is /Blog/{id}-{slug} with the Latin letters and digits of the title', () => {
    expect(postPath({ id: 12, title: 'Exam day checklist' })).toBe('/Blog/12-exam-day-checklist');
    expect(postPath({ id: 3, title: 'Mapping stakeholders with a power/interest grid' })).toBe(
      '/Blog/3-mapping-stakeholders-with-a-power-interest-grid',
    );
    expect(postSlug('Café & Résumé: 5 tips!')).toBe('cafe-resume-5-tips');
  });

  it('is /Blog/{id} alone for a title in another script', () => {
    expect(postSegment({ id: 4, title: 'نصائح للاستعداد لاختبار إدارة المشاريع' })).toBe('4');
    expect(postPath({ id: 4, title: '📘' })).toBe('/Blog/4');
  });

  it('keeps the slug to 60 characters without a dangling dash', () => {
    const slug = postSlug(`${'word '.repeat(30)}`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

describe('parsePostSegment', () => {
  it('reads the id with or without a slug, whatever the slug says', () => {
    expect(parsePostSegment('12')).toBe(12);
    expect(parsePostSegment('12-exam-day-checklist')).toBe(12);
    expect(parsePostSegment('12-an-old-title')).toBe(12);
  });

  it('names no post for anything else', () => {
    for (const segment of ['', 'abc', '-12', '0', '12abc', 'exam-12', '1.5', '9'.repeat(20)]) {
      expect(parsePostSegment(segment)).toBeNull();
    }
  });
});

test('openedFromListing reads the history state the cards push', () => {
  expect(openedFromListing({ fromListing: true })).toBe(true);
  expect(openedFromListing(null)).toBe(false);
  expect(openedFromListing({ fromListing: 'yes' })).toBe(false);
  expect(openedFromListing(undefined)).toBe(false);
});
