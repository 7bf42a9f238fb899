import { Type, type Static } from 'typebox';
import { AdminListQuery, IdFilter } from './admin/common';
import { IdField, NullableString } from './common';

/**
 * Learning records that count (docs/learning-records.md, issue 37): the learner's NELC identity,
 * the xAPI statements' delivery as the back-office sees it, replay, and the contact-hour ledger.
 */

// The national ID's rule and messages are plain values (the learner's form reads them too).
export {
  isValidNationalId,
  NATIONAL_ID_CONSENT_REQUIRED,
  NATIONAL_ID_INVALID,
} from './rules/learning-records';

/** PUT /learning-records/national-id/: asked once, with consent; never read back. */
export const NationalIdBody = Type.Object(
  {
    national_id: Type.String({ maxLength: 20 }),
    consent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NationalIdBody = Static<typeof NationalIdBody>;

/** What the learner's page knows of their NELC identity: whether one is saved, never the number. */
export const LearningRecordsProfile = Type.Object({
  /** The LRS profile is NELC's: the page asks learners in Saudi Arabia for their ID. */
  nelc: Type.Boolean(),
  national_id_saved: Type.Boolean(),
  consented_at: NullableString(),
});
export type LearningRecordsProfile = Static<typeof LearningRecordsProfile>;

export const STATEMENT_STATUSES = ['pending', 'sent', 'failed'] as const;
export const StatementStatus = Type.Enum([...STATEMENT_STATUSES]);
export type StatementStatus = Static<typeof StatementStatus>;

/** One xAPI statement as the back-office's delivery page lists it. */
export const StatementDelivery = Type.Object({
  /** The row's number in the back-office. */
  id: Type.Integer(),
  statement_id: Type.String({ format: 'uuid' }),
  user: Type.Object({ id: Type.Integer(), email: Type.String() }),
  course: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  verb: Type.String(),
  object_kind: Type.String(),
  status: StatementStatus,
  /** Why the last send failed (the LRS's answer), or null. */
  reason: NullableString(),
  attempts: Type.Integer(),
  occurred_at: Type.String({ format: 'date-time' }),
  sent_at: NullableString(),
});
export type StatementDelivery = Static<typeof StatementDelivery>;

export const StatementDeliveryQuery = Type.Object({
  ...AdminListQuery.properties,
  status: Type.Optional(StatementStatus),
  user: IdFilter,
  course: IdFilter,
});
export type StatementDeliveryQuery = Static<typeof StatementDeliveryQuery>;

/** A day as YYYY-MM-DD (UTC). */
export const DAY_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/**
 * POST /admin/learning-records/replay/: sends again every statement of a learner, a course and/or
 * a day (at least one). Ids are the statements' own, so the LRS keeps one of each.
 */
export const ReplayBody = Type.Object(
  {
    user: Type.Optional(IdField),
    course: Type.Optional(IdField),
    day: Type.Optional(Type.String({ pattern: DAY_PATTERN, description: 'YYYY-MM-DD, UTC.' })),
  },
  { additionalProperties: false },
);
export type ReplayBody = Static<typeof ReplayBody>;

export const ReplayResult = Type.Object({ queued: Type.Integer() });
export type ReplayResult = Static<typeof ReplayResult>;

/** Statements by status, for the delivery page's heading. */
export const DeliverySummary = Type.Object({
  configured: Type.Boolean(),
  profile: Type.Union([Type.Literal('generic'), Type.Literal('nelc')]),
  sent: Type.Integer(),
  pending: Type.Integer(),
  failed: Type.Integer(),
});
export type DeliverySummary = Static<typeof DeliverySummary>;

/** One lesson's line of the contact-hour ledger: watched time, capped by the lesson's length. */
export const LedgerLesson = Type.Object({
  lesson: Type.Integer(),
  name: Type.String(),
  length_seconds: Type.Union([Type.Number(), Type.Null()]),
  watched_seconds: Type.Number(),
  counted_seconds: Type.Number(),
  completed_at: NullableString(),
});
export const LedgerExam = Type.Object({
  attempt: Type.Integer(),
  title: Type.String(),
  started_at: Type.String({ format: 'date-time' }),
  submitted_at: NullableString(),
  seconds: Type.Number(),
  score: Type.Union([Type.Number(), Type.Null()]),
});
/** A learner's contact-hour ledger for one course (PMI audits it against the certificate). */
export const Ledger = Type.Object({
  learner: Type.Object({ id: Type.Integer(), email: Type.String(), name: NullableString() }),
  course: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    contact_hours: Type.Union([Type.Number(), Type.Null()]),
    pmi_activity_code: NullableString(),
  }),
  provider: Type.Object({ name: NullableString(), pmi_id: NullableString() }),
  lessons: Type.Array(LedgerLesson),
  exams: Type.Array(LedgerExam),
  lesson_seconds: Type.Number(),
  exam_seconds: Type.Number(),
  /** Time on task, lessons and exams, in hours (two decimals). */
  time_on_task_hours: Type.Number(),
});
export type Ledger = Static<typeof Ledger>;

/**
 * GET /learning-records/hours/: the learner's own ledger in short, per course they own — their
 * time on task against the course's contact hours (My learning).
 */
export const CourseHours = Type.Object({
  course: Type.Object({ id: Type.Integer(), name: Type.String() }),
  contact_hours: Type.Union([Type.Number(), Type.Null()]),
  time_on_task_hours: Type.Number(),
});
export type CourseHours = Static<typeof CourseHours>;
export const MyContactHours = Type.Object({ courses: Type.Array(CourseHours) });
export type MyContactHours = Static<typeof MyContactHours>;

export const LedgerParams = Type.Object({
  userId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
  courseId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
});
export type LedgerParams = Static<typeof LedgerParams>;

/**
 * The score at which an exam or quiz counts as passed in the learning records: the spec's Target
 * band starts there (contract/src/grading/bands.ts).
 */
export const PASSING_PERCENT = 74;
