/** A plain address check: something@domain.tld, no spaces, one @. */
const ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && ADDRESS.test(text);
}

/** The spec's account e-mail rule: a valid address whose top-level domain is com or net. */
export function accountEmailProblems(email: string): string[] {
  if (!isEmailAddress(email)) return ['Enter a valid email address.'];
  if (!/\.(com|net)$/i.test(email)) return ['Only .com and .net email addresses are accepted.'];
  return [];
}
