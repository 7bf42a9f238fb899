import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';

/** A content folder that cannot be imported; `problems` lists every reason, one a line. */
export class ContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.name = 'ContentError';
    this.problems = list;
  }
}

/** `['courses.json', 0, 'lessons', 2, 'video']` → `courses.json[0].lessons[2].video`. */
export function itemPath(...segments: (string | number)[]): string {
  return segments
    .map((segment, i) => {
      if (typeof segment === 'number' || /^\d+$/.test(segment)) return `[${segment}]`;
      return i === 0 ? segment : `.${segment}`;
    })
    .join('');
}

function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function schemaAt(root: TSchema, schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const segment of pointerSegments(schemaPath)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

const BRANCH = /\/anyOf\/\d+$/;
const TYPE_MISMATCH = new Set(['type', 'const', 'enum']);

/**
 * TypeBox's `errors` against `root`, in the format's words: "<path>: <message>", where the
 * message is the failing schema's `errorMessage` (or a refinement's own message). A union reports
 * the branch the value was meant for (the one that failed on more than its type), else its own
 * `errorMessage` once.
 */
export function schemaProblems(root: TSchema, errors: TLocalizedValidationError[]): string[] {
  const matchedBranches = errors.filter(
    (e) => BRANCH.test(e.schemaPath) && !TYPE_MISMATCH.has(e.keyword),
  );
  const nested = (e: TLocalizedValidationError) =>
    matchedBranches.some((b) => b.instancePath === e.instancePath) ||
    errors.some((other) => other.instancePath.startsWith(`${e.instancePath}/`));
  const problems: string[] = [];
  for (const error of errors) {
    if (BRANCH.test(error.schemaPath) && TYPE_MISMATCH.has(error.keyword)) continue;
    if (error.keyword === 'anyOf' && nested(error)) continue;
    const where = pointerSegments(error.instancePath);
    const owner = schemaAt(root, error.schemaPath);
    if (error.keyword === 'required') {
      const properties = (owner?.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const name of error.params.requiredProperties) {
        const message = properties[name]?.errorMessage ?? 'is required';
        problems.push(`${itemPath(...where, name)}: ${String(message)}`);
      }
      continue;
    }
    const message =
      error.keyword === '~refine'
        ? error.params.message
        : typeof owner?.errorMessage === 'string'
          ? owner.errorMessage
          : error.message;
    problems.push(`${itemPath(...where)}: ${message}`);
  }
  return [...new Set(problems)];
}
