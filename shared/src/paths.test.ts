import { paths } from './paths';
import { REMOTE_MOUNTS } from './remotes/remote-registry';

test("the spec's routes, spelled as the spec spells them", () => {
  expect(paths.checkout(7)).toBe('/Checkout/7');
  expect(paths.courseLessons(7)).toBe('/Course_Lectuers/7');
  expect(paths.lessons(7)).toBe('/Lectuers/7');
  expect(paths.lessons(7, 12)).toBe('/Lectuers/7/12');
  expect(paths.exam()).toBe('/Exam');
  expect(paths.exam('T12')).toBe('/Exam/T12');
  expect(paths.seeTheAnswerTable).toBe('/SeeTheAnswerTable');
  expect([paths.login, paths.loginButton, paths.passwordResetSend]).toEqual([
    '/login',
    '/Login',
    '/password/reset/send/',
  ]);
  expect(paths.passwordResetConfirm('a1b2')).toBe('/password/reset/confirm/a1b2');
  expect([paths.aboutUs, paths.blog(), paths.contactUs, paths.instructors, paths.courses]).toEqual([
    '/AboutUs',
    '/Blog',
    '/ContactUs',
    '/Instructors',
    '/Courses',
  ]);
});

test("the academy's own pages", () => {
  expect(paths.blog('12-exam-day-checklist')).toBe('/Blog/12-exam-day-checklist');
  expect(paths.examHistory).toBe('/Exam/history');
  expect(paths.examAttempt(5)).toBe('/Exam/attempt/5');
  expect(paths.examResult(5)).toBe('/Exam/attempt/5/result');
  expect(paths.myLearning).toBe('/My_Learning');
  expect(paths.certificate('AC-2026-7')).toBe('/Certificate/AC-2026-7');
  expect(paths.admin).toBe('/Admin');
});

test('a segment is one segment, whatever it holds', () => {
  expect(paths.exam('Risk & Quality/2')).toBe('/Exam/Risk%20%26%20Quality%2F2');
  expect(paths.checkout('1?x')).toBe('/Checkout/1%3Fx');
});

test("every remote's prefix has its path, spelled as the registry mounts it", () => {
  const firstSegments = new Set(
    Object.values(paths).map(
      (path) =>
        (typeof path === 'function' ? (path as (id: string) => string)('x') : path).split('/')[1],
    ),
  );
  for (const { prefix } of REMOTE_MOUNTS) expect(firstSegments).toContain(prefix);
});
