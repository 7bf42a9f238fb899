import { fsrs, Rating, type State, type Card } from 'ts-fsrs';

/**
 * The review schedule (docs/readiness.md#spaced-review), by ts-fsrs with its default parameters
 * (90 % desired retention, a year at most between reviews) and fuzz off, so that a schedule is
 * the same for the same answers. A review answer is rated Again when wrong and Good when right.
 */
const scheduler = fsrs({ enable_fuzz: false, maximum_interval: 365 });

/** A review_cards row's scheduling columns. */
export interface CardRow {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

export function toCard(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.last_review ? { last_review: row.last_review } : {}),
  };
}

/** The card after an answer at `now`: `correct` rates it Good, else Again. */
export function schedule(row: CardRow, correct: boolean, now: Date): CardRow {
  const { card } = scheduler.next(toCard(row), now, correct ? Rating.Good : Rating.Again);
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ?? now,
  };
}
