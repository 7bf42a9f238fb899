import { parseRemotesManifest } from '../features/remotes/remotes-manifest';
import {
  HOME_REMOTE_MODULES,
  REMOTE_MOUNTS,
  findRemoteMount,
  firstScreenRemoteModules,
} from './remote-mounts';

describe('findRemoteMount', () => {
  it.each([
    ['/Courses', 'catalog', false],
    ['/Instructors', 'catalog', false],
    ['/Checkout/12', 'checkout', false],
    ['/Course_Lectuers/3', 'learning', true],
    ['/Lectuers/3/9', 'learning', true],
    ['/Exam', 'exam', true],
    ['/Exam/T12/PMP', 'exam', true],
    ['/SeeTheAnswerTable/', 'exam', true],
    ['/Blog', 'blog', false],
    ['/Blog/', 'blog', false],
  ])('%s belongs to %s (learners only: %s)', (path, remote, learnersOnly) => {
    expect(findRemoteMount(path)).toMatchObject({ remote, learnersOnly });
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
    expect(firstScreenRemoteModules('/', false)).toEqual([
      HOME_REMOTE_MODULES.courses,
      HOME_REMOTE_MODULES.instructors,
    ]);
  });

  it("is the owning remote's routes elsewhere", () => {
    expect(firstScreenRemoteModules('/Blog', false)).toEqual([
      { remote: 'blog', module: 'routes' },
    ]);
    expect(firstScreenRemoteModules('/checkout/1', false)).toEqual([
      { remote: 'checkout', module: 'routes' },
    ]);
    expect(firstScreenRemoteModules('/Exam/PMP', true)).toEqual([
      { remote: 'exam', module: 'routes' },
    ]);
  });

  it('is nothing for a visitor on a learners-only route (they go to /login), or for a shell page', () => {
    expect(firstScreenRemoteModules('/Exam/PMP', false)).toEqual([]);
    expect(firstScreenRemoteModules('/login', false)).toEqual([]);
    expect(firstScreenRemoteModules('/AboutUs', true)).toEqual([]);
  });
});
