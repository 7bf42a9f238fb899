import { Type, type Static } from 'typebox';
import { ArabicText, IdField, IdParam, NullableString } from './common';

/**
 * Progress, My learning, receipts and certificates (docs/design/progress.md). Progress is the
 * learner's own (their token), for lessons of courses they own; certificates are public by their
 * code.
 */

/** A watched span of a video, in seconds from its start: `[from, to]` with from ≤ to. */
export const WatchedRange = Type.Tuple([
  Type.Number({ minimum: 0, maximum: 86_400 }),
  Type.Number({ minimum: 0, maximum: 86_400 }),
]);
export type WatchedRange = Static<typeof WatchedRange>;

export const LessonProgressParams = Type.Object({ lessonId: IdParam });
export type LessonProgressParams = Static<typeof LessonProgressParams>;

/**
 * What the player reports (at most every 10 s, and on pause, seek, tab hide and leave). The
 * server keeps the last position and the union of every range it was sent; a PDF-only lesson
 * sends `{opened: true}` when it is opened.
 */
export const SaveLessonProgressBody = Type.Object(
  {
    position: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400 })),
    watched: Type.Optional(Type.Array(WatchedRange, { maxItems: 500 })),
    /**
     * The video's length as the browser read it: it only bounds the ranges while the server does
     * not know the length yet; completion is measured by the server's length alone.
     */
    duration: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400 })),
    opened: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
export type SaveLessonProgressBody = Static<typeof SaveLessonProgressBody>;

export const LessonProgress = Type.Object({
  id: Type.Integer({ description: "The lesson's id." }),
  position: Type.Number(),
  /** The merged watched time ÷ the lesson's duration, 0–1 (1 for an opened PDF-only lesson). */
  watched_ratio: Type.Number(),
  completed: Type.Boolean(),
});
export type LessonProgress = Static<typeof LessonProgress>;

export const CourseProgressParams = Type.Object({ courseId: IdParam });
export type CourseProgressParams = Static<typeof CourseProgressParams>;

export const CourseProgress = Type.Object({
  completed: Type.Integer(),
  total: Type.Integer(),
  /** completed ÷ total × 100, rounded down to a whole number. */
  percent: Type.Integer(),
  /**
   * The lesson to open on "Continue" and where: the last one watched, or when that one is
   * complete, the next lesson of the course not complete (at its saved position, 0 if none). Null
   * before any lesson was watched.
   */
  resume: Type.Union([
    Type.Object({ lesson: Type.Integer(), position: Type.Number() }),
    Type.Null(),
  ]),
  lessons: Type.Array(LessonProgress),
});
export type CourseProgress = Static<typeof CourseProgress>;

/** One of the learner's courses on My learning. */
export const LearningCourse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_ar: ArabicText,
  img: NullableString(),
  percent: Type.Integer(),
  completed: Type.Integer(),
  total: Type.Integer(),
  resume: Type.Union([
    Type.Object({ lesson: Type.Integer(), position: Type.Number() }),
    Type.Null(),
  ]),
  /** The learner's certificate for it, once claimed. */
  certificate: NullableString('The verification code, or null.'),
});
export type LearningCourse = Static<typeof LearningCourse>;

export const LearningAttempt = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  mode: Type.Enum(['exam', 'practice']),
  submitted_at: Type.String({ format: 'date-time' }),
  score: Type.Number(),
  band: Type.String(),
});
export type LearningAttempt = Static<typeof LearningAttempt>;

/** A credit note: one refund of a Paymob or Moyasar order (docs/payments.md#back-office-staff). */
export const LearnerCreditNote = Type.Object({
  number: Type.String({ description: 'CN-{order}-{n}' }),
  amount: Type.Number({ description: 'The amount refunded, in the currency paid.' }),
  currency: Type.String(),
  reason: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  /** Where its PDF downloads from (the learner's token is required). */
  url: Type.String(),
});
export type LearnerCreditNote = Static<typeof LearnerCreditNote>;

/** The credit note PDF's address: the order's reference, then the note's number. */
export const CreditNoteParams = Type.Object({
  orderId: Type.String({ pattern: '^(pm|my)_[0-9a-f]{24}$' }),
  number: Type.String({ pattern: '^CN-[0-9]{1,12}-[0-9]{1,6}$' }),
});
export type CreditNoteParams = Static<typeof CreditNoteParams>;

/** One of the learner's orders (a captured payment), with its receipt and any credit notes. */
export const LearnerOrder = Type.Object({
  id: Type.String({ description: "The provider's order reference." }),
  course: Type.Integer(),
  course_name: Type.String(),
  course_name_ar: ArabicText,
  created_at: Type.String({ format: 'date-time', description: 'When it was paid (captured).' }),
  amount: Type.Number(),
  currency: Type.String(),
  coupon: NullableString(),
  /** Where the PDF receipt downloads from (the learner's token is required). */
  receipt_url: Type.String(),
  /** What staff gave back so far (0: nothing), in the currency paid. */
  refunded_amount: Type.Number(),
  credit_notes: Type.Array(LearnerCreditNote),
});
export type LearnerOrder = Static<typeof LearnerOrder>;

/** `GET /api/me/learning/`: what the My learning page shows. */
export const MyLearning = Type.Object({
  courses: Type.Array(LearningCourse),
  attempts: Type.Array(LearningAttempt, {
    description: 'The most recent submitted, newest first.',
  }),
  /**
   * The learner's lowest-rated domain, or null before any: the one `{"drill": category}` would
   * practise now (the drill's own ranking, per category; across categories the weakest of those).
   */
  weakest_domain: Type.Union([
    Type.Object({
      domain: Type.String(),
      correct: Type.Integer(),
      total: Type.Integer(),
      category: Type.String({ description: 'The exam category to drill it in, e.g. "PMP".' }),
    }),
    Type.Null(),
  ]),
  orders: Type.Array(LearnerOrder),
  /**
   * The name a certificate prints (the profile's), or null when the profile has none: claiming a
   * certificate must then send `name` (asked once; it is saved to the profile).
   */
  certificate_name: NullableString(),
});
export type MyLearning = Static<typeof MyLearning>;

/** A PDF the API renders (a receipt, a certificate). */
export const PdfFile = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });

/** PayPal's order ids, or our Paymob/Moyasar order references (docs/payments.md). */
export const ReceiptParams = Type.Object({
  orderId: Type.String({ pattern: '^([A-Z0-9]{1,36}|(pm|my)_[0-9a-f]{24})$' }),
});
export type ReceiptParams = Static<typeof ReceiptParams>;

/**
 * Claiming a certificate: every lesson of the course must be complete. `name` is asked once when
 * the learner's profile has none (it is then saved to the profile).
 */
export const ClaimCertificateBody = Type.Object(
  { course: IdField, name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })) },
  { additionalProperties: true },
);
export type ClaimCertificateBody = Static<typeof ClaimCertificateBody>;

export const ClaimedCertificate = Type.Object({
  code: Type.String(),
  /** The public verification page, `/Certificate/{code}`, absolute. */
  url: Type.String(),
});
export type ClaimedCertificate = Static<typeof ClaimedCertificate>;

export const CertificateParams = Type.Object({
  code: Type.String({ pattern: '^[A-Z0-9-]{6,40}$' }),
});
export type CertificateParams = Static<typeof CertificateParams>;

/** `GET /api/certificates/{code}/`: public. */
export const Certificate = Type.Object({
  code: Type.String(),
  name: Type.String({ description: "The learner's name as printed." }),
  course: Type.String({ description: "The course's name." }),
  issued_at: Type.String({ format: 'date-time' }),
  /** As issued; null when the course attests no contact hours. */
  contact_hours: Type.Union([Type.Number(), Type.Null()]),
  /**
   * Staff revoked the learner's course after the certificate was issued. The certificate stays
   * valid (it attests what was completed); the verification page says so.
   */
  revoked: Type.Boolean(),
});
export type Certificate = Static<typeof Certificate>;
