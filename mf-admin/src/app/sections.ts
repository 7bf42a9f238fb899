// The back-office's sections, in menu order: the menu, the dashboard and the routes are all made
// from this list. A new screen is a folder in src/features/<name>/ and one entry here.
import { mountsOf, type UserRole } from '@academy/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import { sectionMessages } from './messages';

export type StaffRole = Extract<UserRole, 'staff' | 'admin'>;

export interface AdminSection {
  /** Its address under /Admin ('instructors'); its screen declares what lies below it. */
  path: string;
  /** Its name in the menu and on the dashboard. */
  label: string;
  /** One line on the dashboard. */
  summary: string;
  /** The least role that sees it (the API checks the same on every call). */
  minRole: StaffRole;
  /** Its screen, fetched when the section is first opened. */
  Screen: LazyExoticComponent<ComponentType>;
  /** A live line on its dashboard card (the inbox's unhandled count), fetched with the dashboard. */
  Status?: LazyExoticComponent<ComponentType>;
}

type SectionPath = keyof typeof sectionMessages;

/** A section from its address (which names its copy) and its screen's module (lazily loaded). */
function section(
  path: SectionPath,
  load: () => Promise<{ default: ComponentType }>,
  more: Partial<Pick<AdminSection, 'minRole' | 'Status'>> = {},
): AdminSection {
  const { menu: label, summary } = sectionMessages[path];
  return { path, label, summary, minRole: 'staff', Screen: lazy(load), ...more };
}

const admin = { minRole: 'admin' } as const;
const status = (load: () => Promise<{ default: ComponentType }>) => ({ Status: lazy(load) });

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section('instructors', () => import('../features/instructors/resource')),
  section('categories', () => import('../features/categories/resource')),
  section('courses', () => import('../features/courses/resource')),
  section('blogs', () => import('../features/blogs/resource')),
  section('coupons', () => import('../features/coupons/resource')),
  section('question-banks', () => import('../features/question-banks/QuestionBanksSection')),
  section('blueprints', () => import('../features/blueprints/resource')),
  section('question-quality', () => import('../features/question-quality/QuestionQualitySection')),
  section(
    'question-reports',
    () => import('../features/question-reports/resource'),
    status(() => import('../features/question-reports/OpenReportCount')),
  ),
  // ── Orders, enrolments, learners, comments, inbox, audit log ──
  section('orders', () => import('../features/orders/resource')),
  section('enrollments', () => import('../features/enrollments/resource')),
  section('users', () => import('../features/users/resource')),
  section('comments', () => import('../features/comments/resource')),
  section(
    'inbox',
    () => import('../features/inbox/resource'),
    status(() => import('../features/inbox/UnhandledCount')),
  ),
  section('audit-log', () => import('../features/audit-log/resource')),
  section(
    'learning-records',
    () => import('../features/learning-records/resource'),
    status(() => import('../features/learning-records/FailedCount')),
  ),
  section('certificates', () => import('../features/certificates/resource')),
  section('tax-settings', () => import('../features/tax-settings/resource'), admin),
  section('releases', () => import('../features/releases/ReleasesSection'), admin),
];

/**
 * The back-office's own address (/Admin, from the registry). The frame's links are absolute: a
 * relative link in the frame would resolve against the open section's address.
 */
export const ADMIN_BASE = `/${mountsOf('admin')[0]?.prefix ?? 'Admin'}`;

export const sectionAddress = (section: AdminSection) => `${ADMIN_BASE}/${section.path}`;

const RANK: Record<UserRole, number> = { learner: 0, staff: 1, admin: 2 };

/** The sections a role may open (none for a visitor or a learner). */
export function sectionsFor(
  role: UserRole | null,
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): readonly AdminSection[] {
  if (role === null) return [];
  return sections.filter((section) => RANK[role] >= RANK[section.minRole]);
}
