import { AuditEntry, AuditLogQuery, AdminListQuery } from './common';
import { AdminBlog, CreateBlogBody, UpdateBlogBody } from './blogs';
import { AdminBlueprint, CreateBlueprintBody, UpdateBlueprintBody } from './blueprints';
import { AdminCategory, CreateCategoryBody, UpdateCategoryBody } from './categories';
import { AdminComment, AdminCommentsQuery } from './comments';
import {
  AdminContactMessage,
  ContactMessagesQuery,
  UpdateContactMessageBody,
} from './contact-messages';
import { AdminCoupon, CouponsQuery, CreateCouponBody, UpdateCouponBody } from './coupons';
import {
  AdminCourse,
  AdminCoursesQuery,
  CreateCourseBody,
  ReorderCoursesBody,
  UpdateCourseBody,
} from './courses';
import { AdminEnrollment, CreateEnrollmentBody, EnrollmentsQuery } from './enrollments';
import { AdminInstructor, CreateInstructorBody, UpdateInstructorBody } from './instructors';
import {
  AdminLesson,
  AdminLessonsQuery,
  CreateLessonBody,
  ReorderLessonsBody,
  UpdateLessonBody,
} from './lessons';
import { AdminOrder, OrdersQuery } from './orders';
import {
  AdminQuestionBank,
  CreateQuestionBankBody,
  QuestionBankListQuery,
  UpdateQuestionBankBody,
} from './question-banks';
import { AdminQuestionStats, QuestionStatsQuery } from './question-quality';
import {
  AdminQuestionReport,
  QuestionReportsQuery,
  UpdateQuestionReportBody,
} from './question-reports';
import {
  AdminQuestion,
  CreateQuestionBody,
  QuestionListQuery,
  UpdateQuestionBody,
} from './questions';
import { AdminUser, AdminUserDetail, UpdateUserBody, UsersQuery } from './users';

/**
 * Each back-office resource's shapes by its URL segment under /api/admin/: the item of its list,
 * the detail a read answers where richer, its list's query and the bodies of the writes it has.
 */
export const AdminResources = {
  instructors: {
    item: AdminInstructor,
    query: AdminListQuery,
    create: CreateInstructorBody,
    update: UpdateInstructorBody,
  },
  categories: {
    item: AdminCategory,
    query: AdminListQuery,
    create: CreateCategoryBody,
    update: UpdateCategoryBody,
  },
  courses: {
    item: AdminCourse,
    query: AdminCoursesQuery,
    create: CreateCourseBody,
    update: UpdateCourseBody,
    reorder: ReorderCoursesBody,
  },
  lessons: {
    item: AdminLesson,
    query: AdminLessonsQuery,
    create: CreateLessonBody,
    update: UpdateLessonBody,
    reorder: ReorderLessonsBody,
  },
  blogs: { item: AdminBlog, query: AdminListQuery, create: CreateBlogBody, update: UpdateBlogBody },
  coupons: {
    item: AdminCoupon,
    query: CouponsQuery,
    create: CreateCouponBody,
    update: UpdateCouponBody,
  },
  orders: { item: AdminOrder, query: OrdersQuery },
  enrollments: { item: AdminEnrollment, query: EnrollmentsQuery, create: CreateEnrollmentBody },
  users: { item: AdminUser, detail: AdminUserDetail, query: UsersQuery, update: UpdateUserBody },
  comments: { item: AdminComment, query: AdminCommentsQuery },
  'contact-messages': {
    item: AdminContactMessage,
    query: ContactMessagesQuery,
    update: UpdateContactMessageBody,
  },
  /** The topics and the exams alike. */
  'question-banks': {
    item: AdminQuestionBank,
    query: QuestionBankListQuery,
    create: CreateQuestionBankBody,
    update: UpdateQuestionBankBody,
  },
  questions: {
    item: AdminQuestion,
    query: QuestionListQuery,
    create: CreateQuestionBody,
    update: UpdateQuestionBody,
  },
  'question-stats': { item: AdminQuestionStats, query: QuestionStatsQuery },
  'question-reports': {
    item: AdminQuestionReport,
    query: QuestionReportsQuery,
    update: UpdateQuestionReportBody,
  },
  'audit-log': { item: AuditEntry, query: AuditLogQuery },
  blueprints: {
    item: AdminBlueprint,
    query: AdminListQuery,
    create: CreateBlueprintBody,
    update: UpdateBlueprintBody,
  },
};
