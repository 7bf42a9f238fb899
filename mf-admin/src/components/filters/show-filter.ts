import type { FilterDef } from '../resource-section/ListSection';

/** One choice of a Show filter: its value in the address, its label, and what it asks the API. */
export type ShowChoice = readonly [value: string, label: string, query: string];

/**
 * A list's Show filter over a field of two states (handled or not, open or resolved): one state,
 * the other, or all. The first choice is what an unset address shows (and what an unknown one
 * asks); choosing it clears the address.
 */
export function showFilter(
  label: string,
  param: string,
  choices: readonly ShowChoice[],
): FilterDef {
  const [first] = choices;
  return {
    name: 'show',
    label,
    initial: first?.[0],
    options: choices.map(([value, text]) => ({ value, label: text })),
    query: (show) => ({ [param]: (choices.find(([value]) => value === show) ?? first)?.[2] ?? '' }),
  };
}
