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
