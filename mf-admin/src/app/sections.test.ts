import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from './sections';

const paths = (sections: readonly AdminSection[]) => sections.map((section) => section.path);
const section = (path: string, minRole: AdminSection['minRole']): AdminSection => ({
  ...ADMIN_SECTIONS[0]!,
  path,
  minRole,
});

const STAFF_SECTIONS = [
  'instructors',
  'categories',
  'courses',
  'blogs',
  'coupons',
  'question-banks',
  'blueprints',
  'question-quality',
  'question-reports',
  'orders',
  'enrollments',
  'users',
  'comments',
  'inbox',
  'audit-log',
  'learning-records',
  'certificates',
];

test('staff see the staff sections, admins the VAT settings and releases too; a learner and a visitor none', () => {
  expect(paths(sectionsFor('staff'))).toEqual(STAFF_SECTIONS);
  expect(paths(sectionsFor('admin'))).toEqual([...STAFF_SECTIONS, 'tax-settings', 'releases']);
  expect(sectionsFor('learner')).toEqual([]);
  expect(sectionsFor(null)).toEqual([]);
});

test('a section for admins only is hidden from staff', () => {
  const sections = [section('courses', 'staff'), section('users', 'admin')];
  expect(paths(sectionsFor('staff', sections))).toEqual(['courses']);
  expect(paths(sectionsFor('admin', sections))).toEqual(['courses', 'users']);
});

test('every section has its own address, one path segment', () => {
  const all = paths(ADMIN_SECTIONS);
  expect(new Set(all).size).toBe(all.length);
  for (const path of all) expect(path).toMatch(/^[a-z][a-z-]*$/);
});
