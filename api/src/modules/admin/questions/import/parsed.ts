import type { ImportProblem } from '@academy/contract';
import type { QuestionDraft } from '../rules';

/** A question read from an imported file, with where it starts in the file. */
export interface ParsedQuestion {
  line: number;
  draft: QuestionDraft;
}

/** A file's questions and whatever kept some of them from being read. */
export interface ParsedFile {
  questions: ParsedQuestion[];
  problems: ImportProblem[];
}

/** Domains as staff type them: any case, surrounding spaces ignored. */
export function domainOf(text: string): QuestionDraft['domain'] | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  const domains = ['People', 'Process', 'Business Environment'] as const;
  return domains.find((domain) => domain.toLowerCase() === wanted);
}

export const DOMAIN_CHOICES = 'must be People, Process, Business Environment or empty';
