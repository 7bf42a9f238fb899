import { parseRemotesManifest } from '../features/remotes/remotes-manifest';
import {
  HOME_REMOTE_MODULES,
  REMOTE_MOUNTS,
  findRemoteMount,
  firstScreenRemoteModules,
} from './remote-mounts';

describe('findRemoteMount', () => {
  it.each([
    ['/Courses', 'catalog', 'public'],
    ['/Instructors', 'catalog', 'public'],
    ['/Checkout/12', 'checkout', 'public'],
    ['/Course_Lectuers/3', 'learning', 'learner'],
    ['/Lectuers/3/9', 'learning', 'learner'],
    ['/My_Learning', 'learning', 'learner'],
    ['/Certificate/ABCD-2345', 'catalog', 'public'],
    ['/Exam', 'exam', 'learner'],
    ['/Exam/T12/PMP', 'exam', 'learner'],
    ['/SeeTheAnswerTable/', 'exam', 'learner'],
    ['/Blog', 'blog', 'public'],
    ['/Blog/', 'blog', 'public'],
  ])('%s belongs to %s (access: %s)', (path, remote, access) => {
    expect(findRemoteMount(path)).toMatchObject({ remote, access });
  });

  it('matches the first segment case-insensitively, like the router', () => {
    expect(findRemoteMount('/blog')?.remote).toBe('blog');
    expect(findRemoteMount('/checkout/1')?.remote).toBe('checkout');
    expect(findRemoteMount('/EXAM/E1')?.remote).toBe('exam');
  });

  it('matches whole segments only', () => {
    expect(findRemoteMount('/Blogs')).toBeUndefined();
    expect(findRemoteMount('/Exams')).toBeUndefined();
    expect(findRemoteMount('/Lectuers2/1')).toBeUndefined();
  });

  it('owns nothing the shell serves', () => {
    for (const path of ['/', '/login', '/AboutUs', '/ContactUs', '/password/reset/send', '/x']) {
      expect(findRemoteMount(path)).toBeUndefined();
    }
  });

  it('lists each prefix once', () => {
    const prefixes = REMOTE_MOUNTS.map((mount) => mount.prefix.toLowerCase());
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

describe('parseRemotesManifest', () => {
  it('keeps the known remotes with a non-empty entry URL', () => {
    expect(
      parseRemotesManifest({
        catalog: '/remotes/catalog/3/remoteEntry.js',
        blog: '',
        exam: 42,
        unknown: '/remotes/x/remoteEntry.js',
      }),
    ).toEqual({ catalog: '/remotes/catalog/3/remoteEntry.js' });
    expect(parseRemotesManifest(null)).toEqual({});
    expect(parseRemotesManifest('nope')).toEqual({});
  });
});

describe('firstScreenRemoteModules (loaded from the start, before the first render)', () => {
  it("is Home's two catalog sections on /", () => {
    expect(firstScreenRemoteModules('/', null)).toEqual([
      HOME_REMOTE_MODULES.courses,
      HOME_REMOTE_MODULES.instructors,
    ]);
  });

  it("is the owning remote's routes elsewhere", () => {
    expect(firstScreenRemoteModules('/Blog', null)).toEqual([{ remote: 'blog', module: 'routes' }]);
    expect(firstScreenRemoteModules('/checkout/1', null)).toEqual([
      { remote: 'checkout', module: 'routes' },
    ]);
    expect(firstScreenRemoteModules('/Exam/PMP', 'learner')).toEqual([
      { remote: 'exam', module: 'routes' },
    ]);
  });

  it('is nothing for a visitor on a learners-only route (they go to /login), or for a shell page', () => {
    expect(firstScreenRemoteModules('/Exam/PMP', null)).toEqual([]);
    expect(firstScreenRemoteModules('/login', null)).toEqual([]);
    expect(firstScreenRemoteModules('/AboutUs', 'learner')).toEqual([]);
  });

  it('is the back-office for staff and admin only: nobody else loads a byte of it', () => {
    const admin = [{ remote: 'admin', module: 'routes' }];
    expect(firstScreenRemoteModules('/Admin', 'staff')).toEqual(admin);
    expect(firstScreenRemoteModules('/admin/instructors', 'admin')).toEqual(admin);
    expect(firstScreenRemoteModules('/Admin', 'learner')).toEqual([]);
    expect(firstScreenRemoteModules('/Admin/instructors', null)).toEqual([]);
  });
});
