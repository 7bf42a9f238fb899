import type { ContentCategoryBanks } from '@academy/contract';
import type { MediaReference } from '../content-media';
import { itemPath } from '../problems';
import { ensureCategory, upsertByKey, type ExportContext, type ImportContext } from './context';
import { bankKey, exportQuestions, questionMedia, replaceQuestions } from './questions';

const FILE = 'exams.json';
const KINDS = ['topics', 'exams'] as const;
type Kind = (typeof KINDS)[number];

export function questionBankMedia(groups: ContentCategoryBanks[]): MediaReference[] {
  return groups.flatMap((group, i) =>
    KINDS.flatMap((kind) =>
      (group[kind] ?? []).flatMap((bank, j) =>
        questionMedia(itemPath(FILE, i, kind, j, 'questions'), bank.questions),
      ),
    ),
  );
}

/**
 * Adds or updates each category's topics and exams by `key`, in the listed order, and replaces
 * their questions.
 */
export async function importQuestionBanks(
  context: ImportContext,
  groups: ContentCategoryBanks[],
): Promise<{ topics: number; exams: number; questions: number }> {
  const counts = { topics: 0, exams: 0, questions: 0 };
  for (const group of groups) {
    await ensureCategory(context.tx, group.category);
    for (const kind of KINDS) {
      for (const [position, bank] of (group[kind] ?? []).entries()) {
        const id = await upsertByKey(context.tx, kind, {
          key: bank.key,
          category: group.category,
          name: bank.name,
          position,
        });
        const column = kind === 'topics' ? 'topic_id' : 'exam_id';
        counts[kind] += 1;
        counts.questions += await replaceQuestions(context, { column, id }, bank.questions);
      }
    }
  }
  return counts;
}

/**
 * One entry per category, in the order their first topic (else first exam) was added, so that
 * importing the export into an empty database gives the banks the same ids.
 */
export async function exportQuestionBanks(context: ExportContext): Promise<ContentCategoryBanks[]> {
  const questions = await exportQuestions(context);
  const groups = new Map<string, { first: Record<Kind, number>; group: ContentCategoryBanks }>();
  for (const kind of KINDS) {
    // `kind` is one of two constants, never content: safe to name the table.
    const { rows } = await context.db.query<{
      id: number;
      key: string;
      category: string;
      name: string;
    }>(`SELECT id, key, category, name FROM ${kind} ORDER BY position, id`);
    for (const row of rows) {
      const entry = groups.get(row.category) ?? {
        first: { topics: Infinity, exams: Infinity },
        group: { category: row.category, topics: [], exams: [] },
      };
      entry.first[kind] = Math.min(entry.first[kind], row.id);
      entry.group[kind]?.push({
        key: row.key,
        name: row.name,
        questions: questions.get(bankKey(kind, row.id)) ?? [],
      });
      groups.set(row.category, entry);
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.first.topics - b.first.topics || a.first.exams - b.first.exams)
    .map(({ group }) => group);
}
