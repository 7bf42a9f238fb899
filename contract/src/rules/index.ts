// The limits and rules of what the API takes, as plain values (no TypeBox beneath this folder):
// the contract's schemas read them, and so do the browser's forms, through
// `@academy/contract/rules`, without loading a schema library. A limit is written here once.

/** A back-office list's pages: the API's default size, and the largest page it gives. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** The most characters of each text field the back-office writes, by resource. */
export const INSTRUCTOR_LIMITS = { name: 200, review: 5000, mobile_number: 40, LinkdIn: 500 };
export const CATEGORY_LIMITS = { name: 100 };
export const COURSE_LIMITS = {
  name: 200,
  description: 20_000,
  category: 100,
  introduction: 5000,
  position: 1_000_000,
};
export const BLOG_LIMITS = { title: 300, content: 100_000, author_name: 200 };
export const LESSON_LIMITS = { name: 200, position: 1_000_000, duration: 86_400 };
export const QUESTION_BANK_LIMITS = { name: 200, category: 50, position: 1_000_000 };
export const ENROLLMENT_LIMITS = { note: 1000 };

/** Exam time accommodation (docs/design/exam-attempts.md): every deadline is stretched by it. */
export const TIME_MULTIPLIERS = [1, 1.25, 1.5, 2] as const;

/** What a user may do (docs/design/back-office.md#roles). */
export const ROLES = ['learner', 'staff', 'admin'] as const;

/** What an audit-log row records (docs/design/back-office.md#audit). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/** The providers beside PayPal (docs/payments.md): Paymob in EGP, Moyasar in SAR. */
export const LOCAL_PROVIDERS = ['paymob', 'moyasar'] as const;

/** The Saudi seller's settings on simplified tax invoices (docs/payments.md#tax-documents). */
export const TAX_LIMITS = {
  sellerNameMax: 200,
  /** ZATCA's VAT registration number: 15 digits, the first and the last 3. */
  vatNumberPattern: '^3\\d{13}3$',
  vatRateMax: 100,
} as const;
export const TAX_MESSAGES = {
  sellerNameRequired: "Enter the seller's registered name.",
  sellerNameTooLong: `A seller name has at most ${TAX_LIMITS.sellerNameMax} characters.`,
  vatNumber: 'A Saudi VAT number has 15 digits and starts and ends with 3.',
  vatRate: `Enter a VAT rate from 0 to ${TAX_LIMITS.vatRateMax} (per cent).`,
} as const;

/** The statuses an order goes through (the payment flow's; the admin API filters by any). */
export const ORDER_STATUSES = [
  'CREATED',
  'REPLACED',
  'CAPTURING',
  'COMPLETED',
  'REFUND_PENDING',
  'REFUNDED',
  // Paymob and Moyasar (docs/payments.md).
  'PENDING',
  'DECLINED',
  'CANCELLED',
  'MISMATCH',
  'PARTIALLY_REFUNDED',
] as const;

/**
 * The most attempts a learner may have in progress at once, both modes together
 * (docs/design/exam-attempts.md#attempts-api): room for every bank they are working through, and
 * a bound on rows started for nothing. Submitting one frees its place; an exam whose time is up
 * holds none.
 */
export const MAX_OPEN_ATTEMPTS = 20;

/** A course's writable statuses (an archived course is `archived`, not a status). */
export const COURSE_STATUSES = ['Available', 'Soon'] as const;

/**
 * A price: numeric(12,2), at most 9,999,999,999.99 (10 digits before the point, 2 after), never
 * negative. Contact hours: numeric(6,2), at most 9999.99.
 */
export const PRICE_RULE = { max: 9_999_999_999.99, pattern: /^\d{1,10}(\.\d{1,2})?$/ };
export const CONTACT_HOURS_RULE = { max: 9999.99, pattern: /^\d{1,4}(\.\d{1,2})?$/ };

/**
 * PMI's activity code of a course (printed on its certificates, docs/learning-records.md#pmi):
 * letters and digits, with '.', '-' or '_' between them, at most 40 (the column's check).
 */
export const PMI_ACTIVITY_CODE_RULE = { max: 40, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/ };
export const PMI_ACTIVITY_CODE_INVALID =
  "Enter PMI's activity code: letters and digits, with '.', '-' or '_', at most 40.";

/**
 * A coupon: a title, and either a percentage (more than 0, at most 100) or three amounts off;
 * amounts and a usage limit bounded so that no number overflows its column.
 */
export const COUPON_LIMITS = {
  title: 64,
  percentMax: 100,
  amountMax: 1_000_000_000,
  amountPattern: /^\d{1,10}(\.\d{1,2})?$/,
  wholePattern: /^\d{1,10}$/,
};

/** A refund's reason, as staff write it (checked by the form and the API). */
export const REFUND_REASON = { min: 3, max: 500 };

/** An exam blueprint's bounds; its domain weights are percentages that add up to 100. */
export const BLUEPRINT_LIMITS = {
  name: 200,
  question_count: { min: 1, max: 1000 },
  minutes: { min: 1, max: 1440 },
  sections: { min: 1, max: 20 },
  break_minutes: { min: 0, max: 120 },
  weight: { min: 0, max: 100 },
  weightsTotal: 100,
} as const;

/** A question's texts, and the rows of each type (shared by the form, the API and the import). */
export const QUESTION_LIMITS = {
  text: 5000,
  explanation: 10_000,
  task: 200,
  answerText: 2000,
  pairSide: 500,
  regionLabel: 200,
  /** The longest typed answer a learner can save, so the longest accepted value. */
  accepted: 200,
  image: 500,
  position: 1_000_000,
};
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 6;
export const MIN_PAIRS = 2;
export const MAX_PAIRS = 6;
export const MAX_EXTRAS = 4;
export const MIN_REGIONS = 2;
export const MAX_REGIONS = 8;
export const MAX_ACCEPTED = 6;

/** Answers a question needs before the question-quality screen may flag its key. */
export const MIN_ANSWERS_TO_FLAG = 10;

/**
 * A spreadsheet reads a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (OWASP, CSV injection). Every CSV the project writes puts a `'` before such a cell and
 * quotes it, so a spreadsheet shows the text; the question import (docs/question-import.md#csv)
 * takes that `'` off again, so a file written here imports as it was.
 */
const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell as the project writes it: neutralised, then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const formula = CSV_FORMULA_START.test(value);
  const cell = formula ? `'${value}` : value;
  return formula || /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A read cell's text: a `'` that neutralised a formula taken off. */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && CSV_FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
export * from './canary';
export * from './learning-records';
export * from './exam-tools';
export * from './credentials';
