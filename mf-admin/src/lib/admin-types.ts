// The back-office's shapes, in one place. Field names are those of the public shapes (DESIGN.md
// section 11). When @academy/contract gains its admin shapes, the types below become
// `import type` re-exports of them; the Shape twins (checked against the types by the compiler)
// stay, as every app checks what the API answers before using it.
import type {
  AdminBlog as ContractAdminBlog,
  AdminCoupon as ContractAdminCoupon,
  AdminCourse as ContractAdminCourse,
  AdminLesson as ContractAdminLesson,
  CreateBlogBody,
  CreateCouponBody,
  CreateCourseBody,
  CreateLessonBody,
} from '@academy/contract';
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

// ── Courses ──
export type AdminCourse = ContractAdminCourse;
export const adminCourseShape: Shape<AdminCourse> = {
  id: 'number',
  key: 'string',
  name: 'string',
  description: 'string',
  name_ar: 'string??',
  description_ar: 'string??',
  status: 'string',
  category: 'string',
  instructor: 'number?',
  price: 'number',
  price_LE: 'number',
  price_SR: 'number',
  Introduction_1: 'string',
  Introduction_2: 'string',
  Introduction_3: 'string',
  Introduction_4: 'string',
  image: 'string?',
  trailer: 'string?',
  position: 'number',
  archived: 'boolean',
  created_at: 'string',
  lessons_count: 'number',
  enrollments_count: 'number',
  contact_hours: 'number?',
};
/** What the course API takes (POST; a PATCH any part of it). */
export type CourseBody = CreateCourseBody;

// ── Lessons ──
export type AdminLesson = ContractAdminLesson;
export const adminLessonShape: Shape<AdminLesson> = {
  id: 'number',
  key: 'string',
  name: 'string',
  name_ar: 'string??',
  course: 'number',
  position: 'number',
  has_video: 'boolean',
  has_pdf: 'boolean',
  video_file: 'string?',
  pdf_file: 'string?',
  duration: 'number?',
};
export type LessonBody = CreateLessonBody;

// ── Blogs ──
export type AdminBlog = ContractAdminBlog;
export const adminBlogShape: Shape<AdminBlog> = {
  id: 'number',
  key: 'string',
  title: 'string',
  content: 'string',
  title_ar: 'string??',
  content_ar: 'string??',
  image: 'string?',
  pdf: 'string?',
  author_name: 'string?',
  date_posted: 'string',
};
export type BlogBody = CreateBlogBody;

// ── Coupons ──
export type AdminCoupon = ContractAdminCoupon;
export const adminCouponShape: Shape<AdminCoupon> = {
  id: 'number',
  title: 'string',
  percent_off: 'number?',
  amount_off_usd: 'number?',
  amount_off_le: 'number?',
  amount_off_sr: 'number?',
  course: 'number?',
  expires_at: 'string?',
  usage_limit: 'number?',
  active: 'boolean',
  used: 'number',
  created_at: 'string',
};
export type CouponBody = CreateCouponBody;
// ── Question banks, questions, bulk import ──
export type {
  AdminAnswer,
  AdminQuestion,
  AdminQuestionBank,
  AnswerBody,
  CreateQuestionBody,
  ImportProblem,
  ImportQuestionsBody,
  ImportQuestionsReport,
  QuestionDomain,
} from '@academy/contract';
import type {
  AdminQuestion,
  AdminQuestionBank,
  CreateQuestionBody,
  ImportQuestionsReport,
} from '@academy/contract';

export const adminQuestionBankShape: Shape<AdminQuestionBank> = {
  id: 'number',
  name: 'string',
  category: 'string',
  position: 'number',
  questions_count: 'number',
  key: 'string',
};
/** What the bank form sends (PATCH also sends `position` alone to reorder). */
export interface QuestionBankInput {
  name: string;
  category: string;
  position?: number;
}

export const adminQuestionShape: Shape<AdminQuestion> = {
  id: 'number',
  topic: 'number?',
  exam: 'number?',
  position: 'number',
  text: 'string',
  text_ar: 'string??',
  question_type: 'string',
  choose: 'number?',
  img: 'string?',
  explanation: 'string',
  explanation_ar: 'string??',
  domain: 'string?',
  task: 'string?',
  answers: 'array',
};
/** What the question form sends (the image: an upload id, the URL kept, or null; see QuestionForm). */
export type QuestionInput = Omit<CreateQuestionBody, 'position'>;

export const importReportShape: Shape<ImportQuestionsReport> = {
  dry_run: 'boolean',
  would_create: 'number',
  would_update: 'number',
  errors: 'array',
};

// ── Exam blueprints ──
export type { AdminBlueprint, CreateBlueprintBody } from '@academy/contract';
import type { AdminBlueprint } from '@academy/contract';

export const adminBlueprintShape: Shape<AdminBlueprint> = {
  id: 'number',
  category: 'string',
  name: 'string',
  question_count: 'number',
  minutes: 'number',
  sections: 'number',
  break_minutes: 'number',
  domain_weights: 'object',
  active: 'boolean',
};

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

// ── Question quality and question reports (issue 19) ──
import type { AdminQuestionReport, AdminQuestionStats } from '@academy/contract';

export type {
  AdminQuestionReport,
  AdminQuestionStats,
  QuestionRef,
  UpdateQuestionReportBody,
} from '@academy/contract';

export const adminQuestionStatsShape: Shape<AdminQuestionStats> = {
  id: 'number',
  text: 'string',
  question_type: 'string',
  position: 'number',
  bank: 'object',
  answered: 'number',
  correct: 'number',
  percent_correct: 'number?',
  most_chosen_wrong: 'object?',
  discrimination: 'object?',
  negative_discrimination: 'boolean',
  open_reports: 'number',
};

export const adminQuestionReportShape: Shape<AdminQuestionReport> = {
  id: 'number',
  comment: 'string',
  created_at: 'string',
  status: 'string',
  resolved_at: 'string?',
  resolved_by: 'object?',
  user: 'object',
  question: 'object',
};
