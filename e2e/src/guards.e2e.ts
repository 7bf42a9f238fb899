import { loginThroughScreen, NEW_LEARNER } from '../../tools/browser/accounts.cjs';
import { usePagePerTest } from './support/browser';

const session = usePagePerTest();

test.each(['/Exam', '/Exam/PMP', '/Lectuers/1', '/Lectuers/1/1', '/Course_Lectuers/1'])(
  'a visitor opening %s is sent to /login',
  async (path) => {
    const { page } = session;
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
  },
);

test('a learner who has not paid is sent from the lessons to the checkout page', async () => {
  const { page } = session;
  const courses = (await (await page.request.get('/api/courses/')).json()) as { id: number }[];
  const courseId = courses[0]?.id;
  expect(courseId).toBeDefined();
  await loginThroughScreen(page, NEW_LEARNER);
  // The page asks the API whether the learner paid, then sends them on: each step is waited for
  // as long as it takes (no bound of its own but the test's), so a busy machine's slow answer is
  // not a failure and a wrong one says what it was (docs/testing.md#deadlines).
  const checked = page.waitForResponse(
    (response) => new URL(response.url()).pathname.includes('/check_paid_course/'),
    { timeout: 0 },
  );
  await page.goto(`/Course_Lectuers/${courseId}`);
  expect(await (await checked).json()).toEqual({ paid: false });
  await page.waitForURL((url) => url.pathname === `/Checkout/${courseId}`, { timeout: 0 });
});
