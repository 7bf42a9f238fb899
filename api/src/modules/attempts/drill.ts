/**
 * The weak-domain drill (`{"drill": "<category>"}`): questions of the learner's lowest-rated domain
 * across their submitted attempts in a category, the ones they missed first.
 *
 * - A domain's standing is its share of right answers over every graded question of the learner's
 *   submitted attempts in the category (exam and practice mode, retests and drills too: all of it
 *   is what the learner knows). The lowest share is the lowest PMI rating; at an equal share the
 *   domain with more questions answered comes first (the weakness is better attested), then
 *   PMI's order.
 * - A question's standing is the learner's latest grade on it: "missed" when that was wrong,
 *   "right" when it was right, "unseen" when no submitted attempt had it. A question missed once
 *   and answered right since is learnt: it no longer goes before the unseen ones.
 */
import { DOMAINS } from '@academy/contract/grading';
import type { Queryable } from '../../db/db';
import { shuffled } from './draw';

export interface DomainStanding {
  domain: string;
  correct: number;
  total: number;
}

export type QuestionStanding = 'missed' | 'unseen' | 'right';

export interface DrillCandidate {
  id: number;
  standing: QuestionStanding;
}

const domainOrder = (domain: string) => {
  const index = (DOMAINS as readonly string[]).indexOf(domain);
  return index === -1 ? DOMAINS.length : index;
};

/** The domains, weakest first (only those with at least one graded question). */
export function rankDomains<T extends DomainStanding>(standings: readonly T[]): T[] {
  return standings
    .filter((standing) => standing.total > 0)
    .sort(
      (a, b) =>
        a.correct * b.total - b.correct * a.total ||
        b.total - a.total ||
        domainOrder(a.domain) - domainOrder(b.domain) ||
        a.domain.localeCompare(b.domain),
    );
}

const PREFERENCE: readonly QuestionStanding[] = ['missed', 'unseen', 'right'];

/**
 * Up to `count` question ids: every missed one first, then unseen ones, then the rest, each group
 * drawn at random; the drill then asks them in a random order.
 */
export function drawDrill(
  candidates: readonly DrillCandidate[],
  count: number,
  random: () => number = Math.random,
): number[] {
  const chosen = PREFERENCE.flatMap((standing) =>
    shuffled(
      candidates.filter((candidate) => candidate.standing === standing),
      random,
    ).map((candidate) => candidate.id),
  ).slice(0, count);
  return shuffled(chosen, random);
}

/** The learner's right answers and graded questions per domain, in a category's submitted attempts. */
export async function domainStandings(
  db: Queryable,
  userId: number,
  category: string,
): Promise<DomainStanding[]> {
  const { rows } = await db.query<DomainStanding>(
    `SELECT q.snapshot ->> 'domain' AS domain,
       (count(*) FILTER (WHERE q.is_correct))::int AS correct, count(*)::int AS total
     FROM attempts a JOIN attempt_questions q ON q.attempt_id = a.id
     WHERE a.user_id = $1 AND a.category = $2 AND a.status = 'submitted'
       AND coalesce(q.snapshot ->> 'domain', '') <> ''
     GROUP BY 1`,
    [userId, category],
  );
  return rows;
}

/**
 * The category's questions of one domain (every topic and exam of it: the learner has paid for the
 * category), each with the learner's standing on it.
 */
export async function drillCandidates(
  db: Queryable,
  userId: number,
  category: string,
  domain: string,
): Promise<DrillCandidate[]> {
  const { rows } = await db.query<{ id: number; last_correct: boolean | null }>(
    `SELECT q.id, (
       SELECT aq.is_correct FROM attempt_questions aq JOIN attempts a ON a.id = aq.attempt_id
       WHERE a.user_id = $1 AND a.status = 'submitted' AND aq.question_id = q.id
       ORDER BY a.submitted_at DESC, a.id DESC LIMIT 1
     ) AS last_correct
     FROM questions q
     LEFT JOIN topics t ON t.id = q.topic_id LEFT JOIN exams e ON e.id = q.exam_id
     WHERE coalesce(t.category, e.category) = $2 AND q.domain = $3
     ORDER BY q.id`,
    [userId, category, domain],
  );
  return rows.map(({ id, last_correct }) => ({
    id,
    standing: last_correct === null ? 'unseen' : last_correct ? 'right' : 'missed',
  }));
}

/** The domain a drill practises, with the questions it draws from. */
export interface DrillTarget extends DomainStanding {
  candidates: DrillCandidate[];
}

/**
 * What `{"drill": category}` practises: the weakest ranked domain the category's bank still has
 * questions of. `ranked` is empty before any history; `target` null when no ranked domain has a
 * question left. The drill and My learning both read it, so they name the same domain.
 */
export async function drillTarget(
  db: Queryable,
  userId: number,
  category: string,
): Promise<{ ranked: DomainStanding[]; target: DrillTarget | null }> {
  const ranked = rankDomains(await domainStandings(db, userId, category));
  for (const standing of ranked) {
    const candidates = await drillCandidates(db, userId, category, standing.domain);
    if (candidates.length > 0) return { ranked, target: { ...standing, candidates } };
  }
  return { ranked, target: null };
}
