// A lesson's media refused in Arabic (Accept-Language: ar, docs/design/languages.md#api-errors);
// English unchanged.
import { json, LEARNER } from '../../test/helpers';
import { appSuite } from '../../test/suite';

let urls: { video_file: string; pdf_file: string };

const ctx = appSuite();
beforeAll(async () => {
  const lesson = await ctx.request({
    method: 'GET',
    url: `/api/courses/${await ctx.courseId('pmp')}/${await ctx.lessonId('pmp-lec-1')}/`,
    token: ctx.tokenFor(await ctx.userId(LEARNER)),
  });
  urls = json(lesson);
});
test('a media link without its pass (expired, or never given): 403 in Arabic, or in English', async () => {
  for (const url of [urls.video_file, urls.pdf_file]) {
    const arabic = await ctx.request({
      method: 'GET',
      url,
      headers: { 'accept-language': 'ar-SA,ar;q=0.9' },
    });
    expect([url, arabic.statusCode, json(arabic)]).toEqual([
      url,
      403,
      { detail: 'رابط الوسائط هذا غير صالح أو انتهت صلاحيته.' },
    ]);
    expect(arabic.headers.vary).toMatch(/Accept-Language/);
    const english = await ctx.request({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(json(english)).toEqual({ detail: 'This media link is invalid or has expired.' });
  }
});
