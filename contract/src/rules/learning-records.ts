// The learner's national ID for NELC (docs/learning-records.md#connecting-a-real-lrs-nelc): the
// API's check and the learner's form share it.

/**
 * A Saudi national ID (starts with 1) or Iqama (starts with 2): 10 digits whose last is a Luhn
 * check digit, so a mistyped digit is caught before the LRS refuses every statement.
 */
export function isValidNationalId(value: string): boolean {
  if (!/^[12]\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    let digit = Number(value[index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const NATIONAL_ID_INVALID =
  'Enter your 10-digit national ID (starting with 1) or Iqama number (starting with 2).';
export const NATIONAL_ID_CONSENT_REQUIRED =
  'Agree to your learning records being reported to the National eLearning Center to save it.';
