/**
 * @jest-environment node
 */
import { devManifest, problemsOf, remotes } from '../../../tools/remotes-registry.cjs';
import { HOME_SECTIONS, REMOTE_MOUNTS, REMOTE_NAMES, mountsOf } from './remote-registry';

describe('remotes.registry.json', () => {
  it('has no problem', () => {
    expect(problemsOf({ remotes })).toEqual([]);
  });

  it('gives the front end every remote, each mount with its remote access, and Home sections', () => {
    expect(REMOTE_NAMES).toEqual(Object.keys(remotes));
    expect(mountsOf('exam')).toEqual([
      { remote: 'exam', prefix: 'Exam', module: 'routes', area: 'the exams', access: 'learner' },
      {
        remote: 'exam',
        prefix: 'SeeTheAnswerTable',
        module: 'ResultsRoutes',
        area: 'the exam results',
        access: 'learner',
      },
    ]);
    expect(REMOTE_MOUNTS).toHaveLength(
      Object.values(remotes).reduce((sum, remote) => sum + remote.mounts.length, 0),
    );
    expect(HOME_SECTIONS).toEqual({
      courses: { remote: 'catalog', module: 'CoursesSection' },
      instructors: { remote: 'catalog', module: 'InstructorsSection' },
    });
  });

  it('points the dev manifest at each remote dev server', () => {
    expect(devManifest().blog).toBe(`http://127.0.0.1:${remotes.blog!.devPort}/remoteEntry.js`);
  });

  it('lists every problem of a broken registry at once', () => {
    const broken = structuredClone({ remotes });
    broken.remotes.blog = {
      ...broken.remotes.blog!,
      devPort: broken.remotes.exam!.devPort,
      access: 'everyone' as never,
      mounts: [{ prefix: 'exam', module: 'nope', area: '' }],
    };
    expect(problemsOf(broken)).toEqual([
      `remotes.blog.devPort: ${remotes.exam!.devPort} is already exam's`,
      'remotes.blog.access: must be one of public, learner, staff',
      `remotes.blog.mounts[0].prefix: "exam" is already exam's`,
      'remotes.blog.mounts[0].module: "nope" is not in remotes.blog.exposes',
      'remotes.blog.mounts[0].area: the words for the fallback message ("the blog")',
    ]);
  });
});
