// The back-office's shapes, in one place. Field names are those of the public shapes (DESIGN.md
// section 11). When @academy/contract gains its admin shapes, the types below become
// `import type` re-exports of them; the Shape twins (checked against the types by the compiler)
// stay, as every app checks what the API answers before using it.
import { instructorShape, type Instructor, type Shape } from '@academy/shared';

/** Every back-office record has a numeric id. */
export interface AdminRecord {
  id: number;
}

/** One page of a back-office list: GET /api/admin/<name>/?page=&page_size=&search=&ordering=. */
export interface AdminPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const adminPageShape: Shape<AdminPage<unknown>> = {
  count: 'number',
  next: 'string?',
  previous: 'string?',
  results: 'array',
};

export type AdminInstructor = Instructor;
export const adminInstructorShape: Shape<AdminInstructor> = instructorShape;
/** What the instructor form sends (the image comes with uploads). */
export type InstructorInput = Pick<
  AdminInstructor,
  'name' | 'review' | 'mobile_number' | 'LinkdIn'
>;

export interface AdminCategory extends AdminRecord {
  name: string;
}
export const adminCategoryShape: Shape<AdminCategory> = { id: 'number', name: 'string' };
export type CategoryInput = Pick<AdminCategory, 'name'>;

// ── Orders, enrolments, learners, comments, inbox, audit log ──
// Their types are the contract's; the nested records (user, course, coupon) are checked as objects.
import type {
  AdminComment,
  AdminContactMessage,
  AdminEnrollment,
  AdminOrder,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  CreateEnrollmentBody,
  OrderTotals,
} from '@academy/contract';

export type {
  AdminComment,
  AdminContactMessage,
  AdminEnrollment,
  AdminOrder,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  OrderTotal,
  OrderTotals,
} from '@academy/contract';

export const adminOrderShape: Shape<AdminOrder> = {
  id: 'number',
  provider_order_id: 'string',
  user: 'object',
  course: 'object',
  amount: 'number',
  currency: 'string',
  status: 'string',
  coupon: 'object?',
  created_at: 'string',
  updated_at: 'string',
  refund_id: 'string?',
  refunded_at: 'string?',
};
export const orderTotalsShape: Shape<OrderTotals> = { results: 'array' };

export const adminEnrollmentShape: Shape<AdminEnrollment> = {
  id: 'number',
  user: 'object',
  course: 'object',
  order: 'number?',
  note: 'string',
  granted_by: 'object?',
  created_at: 'string',
};
/** A grant: the learner's and the course's ids as the form holds them (text), and why. */
export type EnrollmentInput = Record<keyof CreateEnrollmentBody, string>;

export const adminUserShape: Shape<AdminUser> = {
  id: 'number',
  email: 'string',
  username: 'string',
  role: 'string',
  is_active: 'boolean',
  time_multiplier: 'number',
  created_at: 'string',
  courses_count: 'number',
};
export const adminUserDetailShape: Shape<AdminUserDetail> = {
  ...adminUserShape,
  courses: 'array',
  orders: 'array',
};

export const adminCommentShape: Shape<AdminComment> = {
  id: 'number',
  text: 'string',
  created_at: 'string',
  user: 'object',
  lesson: 'object',
  course: 'object',
};

export const adminContactMessageShape: Shape<AdminContactMessage> = {
  id: 'number',
  from_name: 'string',
  email: 'string',
  message: 'string',
  created_at: 'string',
  handled: 'boolean',
};

export const auditEntryShape: Shape<AuditEntry> = {
  id: 'number',
  at: 'string',
  actor: 'object',
  action: 'string',
  entity: 'string',
  entity_id: 'string',
  changes: 'object',
};
