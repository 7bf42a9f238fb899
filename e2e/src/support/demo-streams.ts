// The API instances transcode the demo lesson videos to HLS when they start
// (docs/design/media.md#transcoding). The suite waits for that once, so every test sees the lessons
// as learners do once it is done: HLS through hls.js (the MP4 plays only before, and is checked on
// its own).
import { STAFF } from '../../../tools/browser/accounts.cjs';

interface Page<T> {
  results: T[];
  next: string | null;
}

/** Waits until every demo lesson's video is streamed (or its transcode failed: then it says so). */
export async function waitForDemoStreams(siteUrl: string, timeoutMs = 120_000): Promise<void> {
  const login = await fetch(`${siteUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const lessons: { id: number; has_video: boolean }[] = [];
  for (let url: string | null = `${siteUrl}/api/admin/lessons/?page_size=100`; url;) {
    const page = (await (await fetch(url, { headers })).json()) as Page<(typeof lessons)[number]>;
    lessons.push(...page.results);
    url =
      page.next && new URL(new URL(page.next).pathname + new URL(page.next).search, siteUrl).href;
  }
  const deadline = Date.now() + timeoutMs;
  for (const lesson of lessons.filter((l) => l.has_video)) {
    for (;;) {
      const state = (await (
        await fetch(`${siteUrl}/api/admin/lessons/${lesson.id}/transcode/`, { headers })
      ).json()) as { status: string; reason: string | null };
      if (state.status === 'ready') break;
      if (state.status === 'failed') {
        throw new Error(`the demo video of lesson ${lesson.id} did not transcode: ${state.reason}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`the demo video of lesson ${lesson.id} is still ${state.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
