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
  question_type: 'string',
  img: 'string?',
  explanation: 'string',
  domain: 'string?',
  task: 'string?',
  answers: 'array',
};
/** What the question form sends (images are left as they are: see QuestionForm). */
export type QuestionInput = Omit<CreateQuestionBody, 'img' | 'position'>;

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
