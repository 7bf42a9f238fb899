/** A question's number prefix as the content writes it: '#01. ', '#12. '. */
const NUMBER_PREFIX = /^#\d+\.\s+/;

/** The question as it is shown: '#01. What is…' → 'What is…' (docs/specification.md §2). */
export function displayQuestionText(text: string): string {
  return text.replace(NUMBER_PREFIX, '');
}
