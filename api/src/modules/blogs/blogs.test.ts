import { json } from '../../test/helpers';
import { appSuite } from '../../test/suite';

const ctx = appSuite();
test('GET /api/blogs/ lists 13 posts newest first with the client fields', async () => {
  const res = await ctx.request({ method: 'GET', url: '/api/blogs/' });
  expect(res.statusCode).toBe(200);
  const blogs = json<Record<string, string | number | null>[]>(res);
  expect(blogs).toHaveLength(13);
  for (const blog of blogs) {
    expect(Object.keys(blog).sort()).toEqual(
      [
        'author_name',
        'content',
        'content_ar',
        'date_posted',
        'id',
        'image',
        'pdf',
        'title',
        'title_ar',
      ].sort(),
    );
    expect(blog.image).toMatch(/^\/api\/media\/public\//);
  }
  const dates = blogs.map((b) => Date.parse(String(b.date_posted)));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  expect(blogs.filter((b) => b.author_name === null)).toHaveLength(1);
  expect(blogs.filter((b) => String(b.content).length > 100).length).toBeGreaterThanOrEqual(2);
  expect(blogs.some((b) => /[\u0600-\u06FF]/.test(String(b.title)))).toBe(true);
  // docs/design/languages.md#content-in-arabic: posts the academy also wrote in Arabic carry it;
  // the others null.
  expect(blogs.find((b) => b.title === 'Exam day checklist')).toMatchObject({
    title_ar: 'قائمة يوم الامتحان',
    content_ar: expect.stringContaining('وثائق الهوية'),
  });
  expect(blogs.filter((b) => b.title_ar === null).length).toBeGreaterThan(0);
  expect(blogs.some((b) => typeof b.pdf === 'string' && b.pdf.endsWith('.pdf'))).toBe(true);

  const pdf = blogs.find((b) => b.pdf)?.pdf as string;
  const file = await ctx.request({ method: 'GET', url: pdf });
  expect(file.headers['content-type']).toBe('application/pdf');
});
