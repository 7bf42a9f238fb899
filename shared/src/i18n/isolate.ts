// Content (a course's or a question's text, a name, a search) inserted into a translated sentence
// keeps its own direction: English inside an Arabic sentence, or the reverse, must not pull the
// sentence's punctuation and numbers to its side ("?should the project manager do first",
// "Matched … with …" read backwards). The Unicode isolates are the plain-text <bdi>: they work in
// text nodes, aria-labels, titles and live regions alike (docs/design/languages.md).
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** `content` isolated, its direction taken from its own first strong letter (dir="auto"). */
export const isolate = (content: string): string =>
  `${FIRST_STRONG_ISOLATE}${content}${POP_DIRECTIONAL_ISOLATE}`;

const PROBE = 'Probe text 12';
const ISOLATED_RUN = new RegExp(
  `${FIRST_STRONG_ISOLATE}[^${POP_DIRECTIONAL_ISOLATE}]*${POP_DIRECTIONAL_ISOLATE}`,
  'g',
);

/**
 * The messages that insert a text argument into their sentence without isolating it: each
 * function message is called with a probe text for every argument (numbers formatted by the
 * message do not show the probe; choices compared to a constant take their other branch), for the
 * completeness tests of each package; [] when every inserted text is isolated.
 */
export function unisolatedContent(
  messages: { readonly [key: string]: unknown },
  prefix = '',
): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(messages)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'function') {
      const args = Array.from({ length: Math.max(value.length, 1) }, () => PROBE);
      let text: unknown;
      try {
        text = (value as (...probe: string[]) => unknown)(...args);
      } catch {
        continue; // takes something other than texts (a list, a record): not a sentence of text
      }
      if (typeof text !== 'string') continue;
      if (text.replace(ISOLATED_RUN, '').includes(PROBE)) found.push(name);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      found.push(...unisolatedContent(value as { readonly [key: string]: unknown }, `${name}.`));
    }
  }
  return found;
}
