import { Type, type Static } from 'typebox';
import {
  Body,
  IdField,
  PartialBody,
  MediaUrl,
  NullableString,
  Text,
  ArabicText,
  ArabicTextInput,
} from '../common';
import { NullableRegion, QuestionStem, QuestionType, Region } from '../exams';
import { DOMAINS } from '../grading/grade';
import * as rules from '../rules';
import { AdminListQuery, IdFilter } from './common';

/**
 * PMI's exam content outline domains (docs/design/exam-attempts.md#results), as the grading module
 * lists them.
 */
export const QUESTION_DOMAINS = DOMAINS;
export const QuestionDomain = Type.Enum(DOMAINS);
export type QuestionDomain = Static<typeof QuestionDomain>;

// Each type's row limits (MIN_ANSWERS, MAX_PAIRS…) live once in @academy/contract/rules.
const LIMITS = rules.QUESTION_LIMITS;

/** A stored answer row, whatever the type (see the learner's `Answer`). */
export const AdminAnswer = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  text_ar: ArabicText,
  is_correct: Type.Boolean(),
  img: MediaUrl,
  position: Type.Integer(),
  side: Type.Union([Type.Enum(['left', 'right']), Type.Null()]),
  match_id: Type.Union([Type.Integer(), Type.Null()]),
  region: NullableRegion,
});
export type AdminAnswer = Static<typeof AdminAnswer>;

/** A question as staff see it: the learner's fields plus its bank, place, domain and task. */
export const AdminQuestion = Type.Object({
  id: Type.Integer(),
  topic: Type.Union([Type.Integer(), Type.Null()]),
  exam: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
  ...QuestionStem,
  explanation: Type.String(),
  explanation_ar: ArabicText,
  domain: Type.Union([QuestionDomain, Type.Null()]),
  task: NullableString('What the question tests, e.g. "Manage conflict".'),
  answers: Type.Array(AdminAnswer),
});
export type AdminQuestion = Static<typeof AdminQuestion>;

export const QuestionListQuery = Type.Object({
  ...AdminListQuery.properties,
  topic: IdFilter,
  exam: IdFilter,
});
export type QuestionListQuery = Static<typeof QuestionListQuery>;

const NullableId = Type.Unsafe<number | string | null>({
  ...IdField,
  type: ['integer', 'string', 'null'],
});

/**
 * An image of a question or answer in a body: the id of a finished image upload (tus,
 * /api/admin/uploads/), the URL the API answered to keep the image it has, or null for none.
 */
const ImageField = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: LIMITS.image,
  description: 'An image upload id; the current image URL to keep it; null for none.',
});

/** An answer as a body sends it; the list's order is the answers' order. */
export const AnswerBody = Type.Object({
  text: Text(LIMITS.answerText, 1),
  text_ar: Type.Optional(ArabicTextInput(LIMITS.answerText)),
  is_correct: Type.Boolean(),
  img: Type.Optional(ImageField),
});
export type AnswerBody = Static<typeof AnswerBody>;

/** MATCH: an item and its answer; an answer without an item (`left` absent) is a distractor. */
export const PairBody = Type.Object({
  left: Type.Optional(Text(LIMITS.pairSide, 1)),
  right: Text(LIMITS.pairSide, 1),
});
export type PairBody = Static<typeof PairBody>;

/** HOTSPOT: a labelled region of the question's image (the label is read by screen readers). */
export const RegionBody = Type.Object({
  label: Text(LIMITS.regionLabel, 1),
  ...Region.properties,
  is_correct: Type.Boolean(),
});
export type RegionBody = Static<typeof RegionBody>;

/** FILL: an accepted typed answer. */
export const AcceptedBody = Text(LIMITS.accepted, 1);

/**
 * The answers of each type, as a body gives them: OC/MC `answers`; MATCH `pairs`; HOTSPOT
 * `regions` (with the question's `img`); FILL `accepted`. Only the question type's own field may
 * be sent; the others are refused (400) rather than silently dropped.
 */
const typeRowFields = {
  choose: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: rules.MAX_ANSWERS }), Type.Null()]),
  ),
  pairs: Type.Optional(Type.Array(PairBody, { maxItems: rules.MAX_PAIRS + rules.MAX_EXTRAS })),
  regions: Type.Optional(Type.Array(RegionBody, { maxItems: rules.MAX_REGIONS })),
  accepted: Type.Optional(Type.Array(AcceptedBody, { maxItems: rules.MAX_ACCEPTED })),
};

const questionFields = {
  topic: Type.Optional(NullableId),
  exam: Type.Optional(NullableId),
  position: Type.Integer({ minimum: 0, maximum: LIMITS.position }),
  text: Text(LIMITS.text, 1),
  text_ar: ArabicTextInput(LIMITS.text),
  question_type: QuestionType,
  img: ImageField,
  explanation: Text(LIMITS.explanation),
  explanation_ar: ArabicTextInput(LIMITS.explanation),
  domain: Type.Union([QuestionDomain, Type.Null()]),
  task: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: LIMITS.task }),
  answers: Type.Array(AnswerBody, { maxItems: rules.MAX_ANSWERS }),
};

/** Exactly one of `topic` and `exam`: the bank the question belongs to. */
export const CreateQuestionBody = Body({
  topic: questionFields.topic,
  exam: questionFields.exam,
  position: Type.Optional(questionFields.position),
  text: questionFields.text,
  text_ar: Type.Optional(questionFields.text_ar),
  question_type: questionFields.question_type,
  img: Type.Optional(questionFields.img),
  explanation: Type.Optional(questionFields.explanation),
  explanation_ar: Type.Optional(questionFields.explanation_ar),
  domain: Type.Optional(questionFields.domain),
  task: Type.Optional(questionFields.task),
  answers: Type.Optional(questionFields.answers),
  ...typeRowFields,
});
export type CreateQuestionBody = Static<typeof CreateQuestionBody>;

/** A type's rows (`answers`, `pairs`, `regions`, `accepted`), when sent, replace the whole list. Naming the other bank moves the question. */
export const UpdateQuestionBody = PartialBody(CreateQuestionBody);
export type UpdateQuestionBody = Static<typeof UpdateQuestionBody>;

/** The bulk import's limits (docs/question-import.md). */
export const IMPORT_MAX_CHARACTERS = 2_000_000;
export const IMPORT_MAX_QUESTIONS = 2000;

/**
 * A bank's questions from a file a browser read as text (`await file.text()`): a CSV, or a JSON
 * list of the content format's questions. Into exactly one of `topic` and `exam`.
 */
export const ImportQuestionsBody = Body({
  format: Type.Enum(['csv', 'json']),
  content: Type.String({ minLength: 1 }),
  topic: Type.Optional(IdField),
  exam: Type.Optional(IdField),
  dry_run: Type.Optional(Type.Boolean({ default: false })),
});
export type ImportQuestionsBody = Static<typeof ImportQuestionsBody>;

export const ImportProblem = Type.Object({
  line: Type.Integer({ description: "The file's line (CSV: the header is line 1)." }),
  field: Type.String(),
  message: Type.String(),
});
export type ImportProblem = Static<typeof ImportProblem>;

/** What an import did (or would do); with errors, it did nothing. */
export const ImportQuestionsReport = Type.Object({
  dry_run: Type.Boolean(),
  would_create: Type.Integer(),
  would_update: Type.Integer(),
  errors: Type.Array(ImportProblem),
});
export type ImportQuestionsReport = Static<typeof ImportQuestionsReport>;
