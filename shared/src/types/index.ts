// Domain types: the shapes the API answers, from the API's own contract (docs/specification.md §3,
// docs/design/api.md#openapi-and-the-contract). Types only: no schema code of the contract reaches
// a learner's page.
export type {
  AccessToken as AuthResponse,
  Answer,
  BlogPost,
  Comment,
  CommentsPage,
  Course,
  CourseStatus,
  CourseSummary,
  Instructor,
  Lesson,
  LessonSummary,
  PaidCheck,
  Question,
  QuestionType,
  Role as UserRole,
  UserProfile,
} from '@academy/contract';
// The front end calls a topic quiz or a practice exam an exam.
export type { QuestionBank as Exam, QuestionBankSummary as ExamSummary } from '@academy/contract';
