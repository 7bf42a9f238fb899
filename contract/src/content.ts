import { Type, type Static, type TSchema } from 'typebox';
import { DOMAINS } from './grading/grade';
import { ROLES } from './users';

/*
 * The content import format (docs/design/data.md#content-import-and-export,
 * docs/design/back-office.md#export): a folder of JSON files, each optional, plus the media files
 * they name by paths relative to the folder. `cli.js import <dir>` loads it (rows matched by `key`,
 * coupons by title, users by e-mail); `cli.js export <dir>` writes it.
 *
 * `errorMessage` is what the importer reports after "<file>[<index>].<field>: " when a value
 * breaks its schema: the words an operator editing these files needs, where TypeBox's own
 * messages would name JSON Schema keywords.
 */

const Text = Type.String({ pattern: '\\S', errorMessage: 'must be a non-empty text' });
const OptionalText = Type.Optional(
  Type.Union([Type.String(), Type.Null()], { errorMessage: 'must be a text or null' }),
);
const Key = Type.String({
  pattern: '^[\\w.-]{1,100}$',
  errorMessage: "must be 1 to 100 letters, digits, '_', '-' or '.'",
});
const Amount = Type.Number({ minimum: 0, errorMessage: 'must be a number of at least 0' });
const IsoDate = Type.Refine(
  Type.String({ errorMessage: 'must be an ISO date' }),
  (text) => !Number.isNaN(Date.parse(text)),
  () => 'must be an ISO date',
);

function Nullable<T extends TSchema>(schema: T, errorMessage: string) {
  return Type.Optional(Type.Union([schema, Type.Null()], { errorMessage }));
}

function List<T extends TSchema>(item: T) {
  return Type.Array(item, { errorMessage: 'must be a list' });
}

type Properties = Parameters<typeof Type.Object>[0];

function Entry<T extends Properties>(properties: T) {
  return Type.Object(properties, { errorMessage: 'must be an object' });
}

/** An entry the importer matches to its row by `key` (and `cli.js export` writes back with it). */
function KeyedEntry<T extends Properties>(properties: T) {
  return Entry({ key: Key, ...properties });
}

/** A keyed entry shown by its name: instructors, courses, lessons, topics and exams. */
function NamedEntry<T extends Properties>(properties: T) {
  return KeyedEntry({ name: Text, ...properties });
}

const OptionalFlag = Type.Optional(Type.Boolean({ errorMessage: 'must be true or false' }));
const OptionalDate = Nullable(IsoDate, 'must be an ISO date or null');

/** Images, trailers and blog PDFs: served to anyone. */
const PUBLIC_MEDIA = /\.(svg|png|jpe?g|webp|gif|avif|mp4|webm|pdf)$/i;
/**
 * Lesson videos and PDFs: served only to learners who paid
 * (docs/design/api.md#access-and-paid-content).
 */
const PRIVATE_MEDIA = /\.(mp4|webm|pdf)$/i;

/** A media file's path relative to the content folder; null or '' for none. */
function MediaPath(types: RegExp, area: 'public' | 'private') {
  return Type.Optional(
    Type.Refine(
      Type.Union([Type.String(), Type.Null()], { errorMessage: 'must be a file path or null' }),
      (file) => file === null || file === '' || types.test(file),
      (file) => `"${String(file)}" is not a supported ${area} media type`,
    ),
  );
}
const PublicMedia = MediaPath(PUBLIC_MEDIA, 'public');
const PrivateMedia = MediaPath(PRIVATE_MEDIA, 'private');

export const ContentInstructor = NamedEntry({
  image: PublicMedia,
  review: OptionalText,
  mobile_number: OptionalText,
  LinkdIn: OptionalText,
});
export type ContentInstructor = Static<typeof ContentInstructor>;

/** A lesson: its name reads 'Lec N - …'. */
export const ContentLesson = NamedEntry({
  name_ar: OptionalText,
  video: PrivateMedia,
  pdf: PrivateMedia,
  /**
   * The video's length in seconds (progress is measured by it; a lesson is complete at 90 %).
   * Left out, an import keeps what the database says. A lesson still without one is measured from
   * its video file (ffprobe); one whose length the server cannot know is never complete by watching.
   */
  duration: Nullable(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: 86_400,
      errorMessage: 'must be a number of seconds above 0 and at most 86400',
    }),
    'must be a number of seconds above 0 and at most 86400, or null',
  ),
});
export type ContentLesson = Static<typeof ContentLesson>;

export const ContentCourse = NamedEntry({
  /**
   * docs/design/languages.md#content-in-arabic: the Arabic name and description; left out or null,
   * the English shows.
   */
  name_ar: OptionalText,
  description_ar: OptionalText,
  category: Text,
  /** 'Available' (the default) or 'Soon'. */
  status: OptionalText,
  price: Amount,
  price_LE: Amount,
  price_SR: Amount,
  image: PublicMedia,
  trailer: PublicMedia,
  /** An instructor's key. */
  instructor: OptionalText,
  description: OptionalText,
  Introduction_1: OptionalText,
  Introduction_2: OptionalText,
  Introduction_3: OptionalText,
  Introduction_4: OptionalText,
  Introduction_1_ar: OptionalText,
  Introduction_2_ar: OptionalText,
  Introduction_3_ar: OptionalText,
  Introduction_4_ar: OptionalText,
  lessons: Type.Optional(List(ContentLesson)),
  /**
   * The contact hours its certificate attests (35 for a PMP course); null: none. Left out, an
   * import keeps what the database says.
   */
  contact_hours: Nullable(
    Type.Number({
      minimum: 0,
      maximum: 9999.99,
      errorMessage: 'must be a number of hours from 0 to 9999.99',
    }),
    'must be a number of hours from 0 to 9999.99, or null',
  ),
  /**
   * Archived by staff (it left the catalogue; its learners keep it). Left out, an import keeps
   * what the database says, so a content folder written by hand never un-archives a course.
   */
  archived: OptionalFlag,
});
export type ContentCourse = Static<typeof ContentCourse>;

export const ContentAnswer = Entry({
  text: Text,
  text_ar: OptionalText,
  img: PublicMedia,
  is_correct: OptionalFlag,
});
export type ContentAnswer = Static<typeof ContentAnswer>;

/** MATCH: an item and its match; a pair without `left` is an extra answer no item takes. */
export const ContentPair = Entry({ left: OptionalText, right: Text });
export type ContentPair = Static<typeof ContentPair>;

/** HOTSPOT: a region of the question's image, in percent; `label` is read by screen readers. */
const Percent = Type.Number({ minimum: 0, maximum: 100, errorMessage: 'must be from 0 to 100' });
export const ContentRegion = Entry({
  label: Text,
  x: Percent,
  y: Percent,
  w: Percent,
  h: Percent,
  is_correct: OptionalFlag,
});
export type ContentRegion = Static<typeof ContentRegion>;

const TYPE_ROWS = {
  OC: 'answers',
  MC: 'answers',
  MATCH: 'pairs',
  HOTSPOT: 'regions',
  FILL: 'accepted',
} as const;

/** What a question of its type lacks, or null: the content format's own check of each type. */
function contentQuestionProblem(question: {
  question_type: keyof typeof TYPE_ROWS;
  img?: string | null;
  choose?: number | null;
  answers?: { is_correct?: boolean }[];
  pairs?: { left?: string | null }[];
  regions?: { is_correct?: boolean }[];
  accepted?: string[];
}): string | null {
  const type = question.question_type;
  const field = TYPE_ROWS[type];
  const other = Object.values(TYPE_ROWS).find((name) => name !== field && question[name]);
  if (other) return `a '${type}' question lists its answers in "${field}", not "${other}"`;
  switch (type) {
    case 'MATCH':
      return (question.pairs ?? []).filter((pair) => pair.left).length >= 2
        ? null
        : "a 'MATCH' question needs at least 2 pairs with an item";
    case 'HOTSPOT': {
      const regions = question.regions ?? [];
      if (!question.img) return "a 'HOTSPOT' question needs an img";
      return regions.length >= 2 && regions.filter((r) => r.is_correct === true).length === 1
        ? null
        : "a 'HOTSPOT' question needs at least 2 regions, exactly 1 of them correct";
    }
    case 'FILL':
      return (question.accepted ?? []).length >= 1
        ? null
        : "a 'FILL' question needs at least 1 accepted value";
    default: {
      const answers = question.answers ?? [];
      const correct = answers.filter((answer) => answer.is_correct === true).length;
      if (answers.length < 2) return `an '${type}' question needs at least 2 answers`;
      if (type === 'OC')
        return correct === 1 ? null : "an 'OC' question needs exactly 1 correct answer";
      if (correct < 1) return "an 'MC' question needs at least 1 correct answer";
      return question.choose == null || question.choose === correct
        ? null
        : `an 'MC' question's choose must equal its number of correct answers (${correct})`;
    }
  }
}

export const ContentQuestion = Type.Refine(
  Entry({
    /** '#NN. …' */
    text: Text,
    text_ar: OptionalText,
    question_type: Type.Enum(['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'], {
      errorMessage: "must be 'OC', 'MC', 'MATCH', 'HOTSPOT' or 'FILL'",
    }),
    /** MC: how many to pick ("Choose 2"); left out: every correct answer. */
    choose: Type.Optional(
      Nullable(Type.Integer({ minimum: 1 }), 'must be a whole number from 1 or null'),
    ),
    img: PublicMedia,
    explanation: OptionalText,
    explanation_ar: OptionalText,
    /** PMI's domain and task (docs/design/exam-attempts.md#results), null when untagged. */
    domain: Nullable(
      Type.Enum(DOMAINS),
      `must be one of ${DOMAINS.map((domain) => `'${domain}'`).join(', ')} or null`,
    ),
    task: OptionalText,
    /** OC and MC. */
    answers: Type.Optional(List(ContentAnswer)),
    pairs: Type.Optional(List(ContentPair)),
    regions: Type.Optional(List(ContentRegion)),
    accepted: Type.Optional(List(Text)),
  }),
  (question) => contentQuestionProblem(question) === null,
  (question) => contentQuestionProblem(question) ?? '',
);
export type ContentQuestion = Static<typeof ContentQuestion>;

/** A topic or an exam: its questions are replaced on import. */
export const ContentQuestionBank = NamedEntry({
  questions: List(ContentQuestion),
});
export type ContentQuestionBank = Static<typeof ContentQuestionBank>;

/** One category's topics and exams. */
export const ContentCategoryBanks = Entry({
  category: Text,
  topics: Type.Optional(List(ContentQuestionBank)),
  exams: Type.Optional(List(ContentQuestionBank)),
});
export type ContentCategoryBanks = Static<typeof ContentCategoryBanks>;

export const ContentCoupon = Type.Refine(
  Entry({
    title: Text,
    percent_off: Nullable(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 100,
        errorMessage: 'must be more than 0 and at most 100',
      }),
      'must be a number or null',
    ),
    amount_off: Nullable(
      Entry({ USD: Amount, LE: Amount, SAR: Amount }),
      'must be an object {USD, LE, SAR} or null',
    ),
    /** A course's key; null: every course. */
    course: OptionalText,
    expires_at: OptionalDate,
    usage_limit: Nullable(
      Type.Integer({ minimum: 0, errorMessage: 'must be a whole number of at least 0' }),
      'must be a whole number of at least 0 or null',
    ),
    active: OptionalFlag,
  }),
  (coupon) => {
    const byPercent = coupon.percent_off !== undefined && coupon.percent_off !== null;
    const byAmount = coupon.amount_off !== undefined && coupon.amount_off !== null;
    return byPercent !== byAmount;
  },
  () => 'needs either percent_off or amount_off',
);
export type ContentCoupon = Static<typeof ContentCoupon>;

export const ContentBlog = KeyedEntry({
  title: Text,
  content: Text,
  title_ar: OptionalText,
  content_ar: OptionalText,
  image: PublicMedia,
  pdf: PublicMedia,
  /** null: shown as Unknown. */
  author_name: OptionalText,
  date_posted: IsoDate,
});
export type ContentBlog = Static<typeof ContentBlog>;

/** An existing user (same e-mail) is kept as it is; only enrolments are added. */
export const ContentUser = Entry({
  email: Text,
  username: Text,
  password: Text,
  /** learner (the default), staff or admin (docs/design/back-office.md#roles). */
  role: Type.Optional(Type.Enum(ROLES, { errorMessage: `must be one of ${ROLES.join(', ')}` })),
  /** Courses' keys. */
  paid_courses: Type.Optional(List(Key)),
});
export type ContentUser = Static<typeof ContentUser>;

export const ContentComment = Entry({
  /** The author's e-mail. */
  user: Text,
  /** A lesson's key. */
  lesson: Text,
  text: Text,
  created_at: OptionalDate,
});
export type ContentComment = Static<typeof ContentComment>;

/** Language → English text → translation (question texts without their '#NN. ' prefix). */
export const ContentTranslations = Type.Record(
  Type.String(),
  Type.Record(Type.String(), Type.String({ errorMessage: 'must be a text' }), {
    errorMessage: 'must be an object',
  }),
  { errorMessage: 'must be an object' },
);
export type ContentTranslations = Static<typeof ContentTranslations>;

/** The whole folder, by file name. */
export const ContentFolder = Type.Object({
  'instructors.json': Type.Optional(List(ContentInstructor)),
  'courses.json': Type.Optional(List(ContentCourse)),
  'exams.json': Type.Optional(List(ContentCategoryBanks)),
  'coupons.json': Type.Optional(List(ContentCoupon)),
  'blogs.json': Type.Optional(List(ContentBlog)),
  'users.json': Type.Optional(List(ContentUser)),
  'comments.json': Type.Optional(List(ContentComment)),
  'translations.json': Type.Optional(ContentTranslations),
});
export type ContentFolder = Static<typeof ContentFolder>;
export type ContentFileName = keyof ContentFolder;
