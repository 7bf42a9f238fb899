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

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'instructors',
    label: sectionMessages.instructors.menu,
    summary: sectionMessages.instructors.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/instructors/resource')),
  },
  {
    path: 'categories',
    label: sectionMessages.categories.menu,
    summary: sectionMessages.categories.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/categories/resource')),
  },
  {
    path: 'courses',
    label: sectionMessages.courses.menu,
    summary: sectionMessages.courses.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/courses/resource')),
  },
  {
    path: 'blogs',
    label: sectionMessages.blogs.menu,
    summary: sectionMessages.blogs.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/blogs/resource')),
  },
  {
    path: 'coupons',
    label: sectionMessages.coupons.menu,
    summary: sectionMessages.coupons.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/coupons/resource')),
  },
  {
    path: 'question-banks',
    label: sectionMessages.questionBanks.menu,
    summary: sectionMessages.questionBanks.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/question-banks/QuestionBanksSection')),
  },
  {
    path: 'blueprints',
    label: sectionMessages.blueprints.menu,
    summary: sectionMessages.blueprints.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/blueprints/BlueprintsSection')),
  },
  {
    path: 'question-quality',
    label: sectionMessages.questionQuality.menu,
    summary: sectionMessages.questionQuality.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/question-quality/QuestionQualitySection')),
  },
  {
    path: 'question-reports',
    label: sectionMessages.questionReports.menu,
    summary: sectionMessages.questionReports.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/question-reports/QuestionReportsSection')),
    Status: lazy(() => import('../features/question-reports/OpenReportCount')),
  },
  // ── Orders, enrolments, learners, comments, inbox, audit log ──
  {
    path: 'orders',
    label: sectionMessages.orders.menu,
    summary: sectionMessages.orders.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/orders/OrdersSection')),
  },
  {
    path: 'enrollments',
    label: sectionMessages.enrollments.menu,
    summary: sectionMessages.enrollments.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/enrollments/EnrollmentsSection')),
  },
  {
    path: 'users',
    label: sectionMessages.users.menu,
    summary: sectionMessages.users.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/users/UsersSection')),
  },
  {
    path: 'comments',
    label: sectionMessages.comments.menu,
    summary: sectionMessages.comments.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/comments/CommentsSection')),
  },
  {
    path: 'inbox',
    label: sectionMessages.inbox.menu,
    summary: sectionMessages.inbox.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/inbox/InboxSection')),
    Status: lazy(() => import('../features/inbox/UnhandledCount')),
  },
  {
    path: 'audit-log',
    label: sectionMessages.auditLog.menu,
    summary: sectionMessages.auditLog.summary,
    minRole: 'staff',
    Screen: lazy(() => import('../features/audit-log/AuditLogSection')),
  },
  {
    path: 'releases',
    label: sectionMessages.releases.menu,
    summary: sectionMessages.releases.summary,
    minRole: 'admin',
    Screen: lazy(() => import('../features/releases/ReleasesSection')),
  },
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
