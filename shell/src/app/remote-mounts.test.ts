import { parseRemotesManifest } from '../features/remotes/remotes-manifest';
import { REMOTE_MOUNTS, findRemoteMount } from './remote-mounts';

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
