import {
  READINESS_MIN_DOMAIN_ANSWERS,
  READINESS_MIN_OVERALL_ANSWERS,
  READINESS_PASS_PERCENT,
  type DomainReadiness,
  type Readiness,
} from '@academy/contract';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { loadCalibration, COUNTED_ANSWERS } from './calibration';
import { AVERAGE_ITEM, posterior, summarise, type ItemParameters, type ScoredAnswer } from './irt';
import { passProbability, rate } from './prediction';

/** The active blueprint's domains, weights and size: what a full mock is. */
export async function activeBlueprint(db: Queryable, category: string) {
  const { rows } = await db.query<{
    question_count: number;
    domain_weights: Record<string, number>;
  }>('SELECT question_count, domain_weights FROM blueprints WHERE category = $1 AND active', [
    category,
  ]);
  const blueprint = rows[0];
  if (!blueprint) throw notFound(`The ${category} category has no mock exam blueprint.`);
  return blueprint;
}

/** Every question of the category's banks, with its domain (null: untagged). */
export async function categoryQuestions(db: Queryable, category: string) {
  const { rows } = await db.query<{ id: number; domain: string | null }>(
    `SELECT q.id, q.domain FROM questions q
     LEFT JOIN topics t ON t.id = q.topic_id LEFT JOIN exams e ON e.id = q.exam_id
     WHERE coalesce(t.category, e.category) = $1 ORDER BY q.id`,
    [category],
  );
  return rows;
}

/**
 * The learner's readiness in a category (docs/readiness.md): from the latest answer to each
 * question in their submitted exam-mode attempts (a practice attempt shows the key before the
 * answer: it never counts; an attempt in progress neither). Time does not enter: an
 * accommodation's extra time changes nothing.
 */
export async function readinessOf(
  db: Queryable,
  userId: number,
  category: string,
  now: Date,
): Promise<Readiness> {
  const blueprint = await activeBlueprint(db, category);
  const calibration = await loadCalibration(db, category, now);
  const params = (id: number): ItemParameters => calibration.items.get(id) ?? AVERAGE_ITEM;
  const { rows: answers } = await db.query<{
    item: number;
    domain: string | null;
    correct: boolean;
  }>(
    `SELECT DISTINCT ON (q.question_id) q.question_id AS item,
       nullif(q.snapshot ->> 'domain', '') AS domain, q.is_correct AS correct
     FROM ${COUNTED_ANSWERS} AND a.category = $1 AND a.user_id = $2
     ORDER BY q.question_id, a.submitted_at DESC, a.id DESC`,
    [category, userId],
  );
  // A domain's expected percent is over its calibrated questions (all of them before any answer).
  const bank = await categoryQuestions(db, category);
  const itemsOf = (domain: string | null) => {
    const inDomain = bank.filter((q) => domain === null || q.domain === domain);
    const calibrated = inDomain.filter((q) => calibration.items.has(q.id));
    return (calibrated.length > 0 ? calibrated : inDomain).map((q) => params(q.id));
  };
  const scored = (domain: string | null): ScoredAnswer[] =>
    answers
      .filter((answer) => domain === null || answer.domain === domain)
      .map((answer) => ({ item: params(answer.item), correct: answer.correct }));

  const domains = Object.keys(blueprint.domain_weights);
  const estimateFor = (domain: string | null, minimum: number): DomainReadiness => {
    const own = scored(domain);
    const items = itemsOf(domain);
    return {
      domain: domain ?? 'Overall',
      answers: own.length,
      estimate:
        own.length >= minimum && items.length > 0
          ? (() => {
              const estimate = summarise(posterior(own));
              return { theta: estimate.theta, sd: estimate.sd, ...rate(items, estimate) };
            })()
          : null,
    };
  };
  const overall = estimateFor(null, READINESS_MIN_OVERALL_ANSWERS);
  return {
    category,
    min_domain_answers: READINESS_MIN_DOMAIN_ANSWERS,
    min_overall_answers: READINESS_MIN_OVERALL_ANSWERS,
    overall,
    pass_probability: overall.estimate
      ? passProbability(posterior(scored(null)), {
          questionCount: blueprint.question_count,
          passPercent: READINESS_PASS_PERCENT,
          domains: domains.map((domain) => ({
            weight: blueprint.domain_weights[domain] ?? 0,
            items: itemsOf(domain),
          })),
        })
      : null,
    domains: domains.map((domain) => estimateFor(domain, READINESS_MIN_DOMAIN_ANSWERS)),
    calibration_answers: calibration.answerCount,
  };
}
