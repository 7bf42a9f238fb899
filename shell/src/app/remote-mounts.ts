import type { RemoteName } from '../features/remotes/remotes-manifest';

export interface RemoteMount {
  /** First path segment the remote owns (matched case-insensitively, as the router does). */
  prefix: string;
  remote: RemoteName;
  area: string;
  /** Learner-only routes: visitors are sent to /login (the server enforces access as well). */
  learnersOnly: boolean;
}

/**
 * Which remote owns which top-level route (DESIGN.md section 1). The remote's exposed `./routes`
 * renders its own <Routes> with absolute paths under these prefixes.
 */
export const REMOTE_MOUNTS: readonly RemoteMount[] = [
  { prefix: 'Courses', remote: 'catalog', area: 'the courses', learnersOnly: false },
  { prefix: 'Instructors', remote: 'catalog', area: 'the instructors', learnersOnly: false },
  { prefix: 'Checkout', remote: 'checkout', area: 'the checkout', learnersOnly: false },
  { prefix: 'Course_Lectuers', remote: 'learning', area: 'the course lessons', learnersOnly: true },
  { prefix: 'Lectuers', remote: 'learning', area: 'the lessons', learnersOnly: true },
  { prefix: 'Exam', remote: 'exam', area: 'the exams', learnersOnly: true },
  { prefix: 'SeeTheAnswerTable', remote: 'exam', area: 'the exam results', learnersOnly: true },
  { prefix: 'Blog', remote: 'blog', area: 'the blog', learnersOnly: false },
];

export function findRemoteMount(pathname: string): RemoteMount | undefined {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  return REMOTE_MOUNTS.find((mount) => mount.prefix.toLowerCase() === first);
}

/** The remote modules Home shows (HomePage renders them; the shell starts loading them early). */
export const HOME_REMOTE_MODULES = {
  courses: { remote: 'catalog', module: 'CoursesSection' },
  instructors: { remote: 'catalog', module: 'InstructorsSection' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;

/**
 * The remote modules the page at `pathname` shows first: Home's sections, or the owning remote's
 * routes (not a learners-only remote's for a visitor, who is sent to /login instead).
 */
export function firstScreenRemoteModules(
  pathname: string,
  isLoggedIn: boolean,
): readonly { remote: RemoteName; module: string }[] {
  if (pathname === '/' || pathname === '') return Object.values(HOME_REMOTE_MODULES);
  const mount = findRemoteMount(pathname);
  if (!mount || (mount.learnersOnly && !isLoggedIn)) return [];
  return [{ remote: mount.remote, module: 'routes' }];
}
