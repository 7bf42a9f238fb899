// The blueprint form's values (text, as typed) and the body they make.
import type { AdminBlueprint, CreateBlueprintBody } from '@academy/contract';

/** PMI's domains, in the order the form and the list show them (contract QUESTION_DOMAINS). */
export const WEIGHTED_DOMAINS = ['People', 'Process', 'Business Environment'] as const;
export type WeightedDomain = (typeof WEIGHTED_DOMAINS)[number];

/** The form's field of each domain's weight. */
export const WEIGHT_FIELDS = {
  People: 'weight_people',
  Process: 'weight_process',
  'Business Environment': 'weight_business',
} as const satisfies Record<WeightedDomain, string>;

export interface BlueprintValues {
  category: string;
  name: string;
  question_count: string;
  minutes: string;
  sections: string;
  break_minutes: string;
  weight_people: string;
  weight_process: string;
  weight_business: string;
  active: boolean;
}

export function blueprintValues(blueprint: AdminBlueprint | null): BlueprintValues {
  const weight = (domain: WeightedDomain) => {
    const value = blueprint?.domain_weights[domain];
    return value === undefined ? '' : String(value);
  };
  return {
    category: blueprint?.category ?? '',
    name: blueprint?.name ?? '',
    question_count: blueprint ? String(blueprint.question_count) : '',
    minutes: blueprint ? String(blueprint.minutes) : '',
    sections: blueprint ? String(blueprint.sections) : '1',
    break_minutes: blueprint ? String(blueprint.break_minutes) : '0',
    weight_people: weight('People'),
    weight_process: weight('Process'),
    weight_business: weight('Business Environment'),
    active: blueprint?.active ?? false,
  };
}

/** A weight as typed: '' counts as 0 (a domain the exam leaves out). */
export const weightOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** The three weights' total, rounded as the API compares it (to 1e-9). */
export function weightsTotal(
  values: Pick<BlueprintValues, (typeof WEIGHT_FIELDS)[WeightedDomain]>,
) {
  const total = WEIGHTED_DOMAINS.reduce(
    (sum, domain) => sum + weightOf(values[WEIGHT_FIELDS[domain]]),
    0,
  );
  return Math.round(total * 1e6) / 1e6;
}

export function blueprintInput(values: BlueprintValues): CreateBlueprintBody {
  return {
    category: values.category,
    name: values.name.trim(),
    question_count: Number(values.question_count),
    minutes: Number(values.minutes),
    sections: Number(values.sections),
    break_minutes: Number(values.break_minutes || 0),
    domain_weights: Object.fromEntries(
      WEIGHTED_DOMAINS.map((domain) => [domain, weightOf(values[WEIGHT_FIELDS[domain]])]),
    ) as CreateBlueprintBody['domain_weights'],
    active: values.active,
  };
}

/** 'People 33% · Process 41% · Business Environment 26%' */
export const weightsText = (weights: Record<string, number>) =>
  WEIGHTED_DOMAINS.filter((domain) => weights[domain] !== undefined)
    .map((domain) => `${domain} ${weights[domain]}%`)
    .join(' · ');
