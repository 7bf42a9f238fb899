// The Arabic catalogue against the API's sources: every message a learner can be sent has its
// Arabic (docs/design/languages.md#catalogues). The back-office's messages (modules/admin/**) are
// left out on purpose: it is for staff, and its copy is English in both languages (README); so are
// release tooling, telemetry beacons, health probes and background jobs, which no learner reads
// (message-scan-test-kit.ts).
import { messageInArabic } from './error-language';
import { ERROR_MESSAGES_AR } from './error-messages.ar';
import { scanMessages, type ScannedMessages } from './message-scan-test-kit';

let scanned: ScannedMessages;
beforeAll(() => {
  scanned = scanMessages();
});

const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);

test('every message the API can send a learner has its Arabic, templates with values included', () => {
  const missing = [...scanned.messages]
    .filter(([message]) => !hasArabic(messageInArabic(message)))
    .map(([message, files]) => `${message}   (${[...files].join(', ')})`);
  expect(missing).toEqual([]);
});

test('the scan follows every way a message reaches a reply', () => {
  const found = (message: string) => scanned.messages.has(message);
  // A literal given to a helper, a template (its values as {}), a helper's default text.
  expect(found('This course has no lessons to complete.')).toBe(true);
  expect(found('Section {} is locked: it was left.')).toBe(true);
  expect(found('You do not have permission to perform this action.')).toBe(true);
  // A constant imported from another module, a property of a messages object, a function's return.
  expect(found('Your full name, as the certificate should print it, is required.')).toBe(true);
  expect(found('Invalid coupon.')).toBe(true);
  expect(found('This coupon has reached its usage limit.')).toBe(true);
  expect(
    found(
      'You already own this course, so this payment was not needed, but PayPal could not refund it just now. Please contact the academy with order {} to get it back.',
    ),
  ).toBe(true);
  // problems.push(…), the grader's answer rules in the contract, a `{ detail }` shorthand.
  expect(found('The password must contain both uppercase and lowercase letters.')).toBe(true);
  expect(found('A fill-in question takes the typed text.')).toBe(true);
  expect(found('Method not allowed.')).toBe(true);
  // A list's own refusals (lib/list.ts), which learners' lists answer too.
  expect(found('Invalid page.')).toBe(true);
  expect(found('Cannot order by "{}". Order by one of: {}.')).toBe(true);
  expect(found('Null characters are not allowed.')).toBe(true);
  // A success's message.
  expect(found('Password reset e-mail has been sent.')).toBe(true);
  // Not the back-office's, nor PayPal's diagnostic codes.
  expect(found('Learners own this course: archive it instead.')).toBe(false);
  expect(found('PAYMENT_NOT_VERIFIED')).toBe(false);
});

test('what the scan cannot follow is known, and its messages are collected where they are written', () => {
  expect([...scanned.unresolved].sort()).toEqual([
    // A credential's verification: a reason code and its English detail in a 200 answer; the
    // certificate page words each reason from its own catalogue (docs/credentials.md#verifying).
    'api/src/modules/credentials/verify.ts: DETAILS[reason]',
    'api/src/modules/credentials/verify.ts: reason',
    // A statement's delivery failure, stored and listed for staff (the admin delivery page).
    'api/src/modules/learning-records/service.ts: row.reason',
    // A refund's reason, typed by staff and stored with it and its audit: not a message of ours
    // (nor on the learner's credit note, or in My learning's list of them).
    'api/src/modules/learning/service.ts: note.reason',
    'api/src/modules/local-payments/credit-note.ts: row.reason',
    'api/src/modules/local-payments/refunds.ts: refund.reason',
    'api/src/modules/local-payments/refunds.ts: row.reason',
    // A log field; the reasons are collected at their `reason:` in the capture's verdicts.
    'api/src/modules/payments/capture.ts: verdict.reason',
    // Dispatch through ANSWER_RULES; each rule's problem() is collected as a …problem function.
    'contract/src/grading/answers.ts: rule.problem(question, raw)',
  ]);
  expect(scanned.messages.has('the order is for another course')).toBe(true);
});

test('a counted message takes the Arabic plural form of its number', () => {
  const throttled = (seconds: number) =>
    messageInArabic(`Request was throttled. Expected available in ${seconds} seconds.`);
  expect(throttled(1)).toBe('طلبات كثيرة في وقت قصير. حاول مجددًا بعد ثانية واحدة.');
  expect(throttled(2)).toBe('طلبات كثيرة في وقت قصير. حاول مجددًا بعد ثانيتين.');
  expect(throttled(7)).toBe('طلبات كثيرة في وقت قصير. حاول مجددًا بعد 7 ثوانٍ.');
  expect(throttled(45)).toBe('طلبات كثيرة في وقت قصير. حاول مجددًا بعد 45 ثانية.');
  expect(throttled(100)).toBe('طلبات كثيرة في وقت قصير. حاول مجددًا بعد 100 ثانية.');
  expect(messageInArabic('Choose at most 3 answers for this question.')).toBe(
    'اختر 3 إجابات على الأكثر لهذا السؤال.',
  );
  expect(messageInArabic('Ensure this field has no more than 120 characters.')).toBe(
    'تأكّد من ألا يزيد هذا الحقل على 120 حرفًا.',
  );
});

test('the values inside a message keep their place, and are said in Arabic when they are messages', () => {
  expect(messageInArabic('Complete every lesson first: 2 of 3 lessons are complete.')).toBe(
    'أكمِل جميع الدروس أولًا: اكتمل منها 2 من 3.',
  );
  expect(messageInArabic('The payment was not completed: the order is for another course.')).toBe(
    'لم تكتمل الدفعة: الطلب لدورة أخرى.',
  );
  expect(messageInArabic('PayPal refused to create the order.')).toBe('رفض PayPal إنشاء الطلب.');
  expect(
    messageInArabic(
      'This coupon has expired. It has been removed: the price is back to 950.00 EGP.',
    ),
  ).toBe('انتهت صلاحية قسيمة الخصم هذه. وقد أُزيلت، فعاد السعر إلى 950.00 EGP.');
  expect(messageInArabic('"PMP Exam 1" has no questions yet.')).toBe(
    'لا توجد أسئلة في «PMP Exam 1» بعد.',
  );
});

test('no two templates claim the same message: each English message finds its own Arabic', () => {
  for (const [english, arabic] of Object.entries(ERROR_MESSAGES_AR)) {
    const sample = english.replace(/\{\}/g, 'X1');
    const expected = (typeof arabic === 'string' ? arabic : arabic.other).replace(/\{\}/g, 'X1');
    expect([sample, messageInArabic(sample)]).toEqual([sample, expected]);
  }
});

test('every Arabic entry is for a message the API sends, or for a value said inside one', () => {
  // What PayPal refused ("PayPal refused to {}."), passed as an argument the scan does not follow.
  const valuesInside = ['create the order', 'show the order', 'capture the payment'];
  const stale = Object.keys(ERROR_MESSAGES_AR).filter(
    (english) => !scanned.messages.has(english) && !valuesInside.includes(english),
  );
  expect(stale).toEqual([]);
});
