import { randomBytes } from 'node:crypto';

/**
 * The `key` of a content row made in the back-office (courses, lessons, instructors…): the import
 * format matches rows by it, so `cli.js export` then `import` updates rows in place. Readable
 * (from the name) and unique without a lookup (a random tail); never changed afterwards.
 */
export function newContentKey(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'item'}-${randomBytes(4).toString('hex')}`;
}
