import {
  gradeAttempt,
  weakestTasks,
  WEAKEST_TASKS,
  type GradedInput,
} from '@academy/contract/grading';
import { drawDrill, rankDomains, type DrillCandidate } from './drill';

// The weakest tasks of a result and the weak-domain drill's choices, as pure functions.

let nextId = 1;
/** An OC question: answer 1 is right, 2 wrong. */
const question = (domain: string | null, task: string | null): GradedInput => ({
  id: nextId++,
  question_type: 'OC',
  domain,
  task,
  answers: [
    { id: 1, is_correct: true },
    { id: 2, is_correct: false },
  ],
});
const graded = (questions: GradedInput[], right: boolean[]) =>
  questions.map((q, index) => ({ question_id: q.id, is_correct: right[index] ?? false }));

describe('weakest tasks', () => {
  test('lowest share first; at an equal share, more questions first, then by name', () => {
    const questions = [
      question('People', 'Manage conflict'), // 1 of 2
      question('People', 'Manage conflict'),
      question('Process', 'Plan scope'), // 2 of 4 (the same share, more questions)
      question('Process', 'Plan scope'),
      question('Process', 'Plan scope'),
      question('Process', 'Plan scope'),
      question('Process', 'Assess risk'), // 0 of 1
      question('Business Environment', 'Support change'), // 1 of 1
      question('People', 'Build a team'), // 1 of 2, the same as Manage conflict: by name
      question('People', 'Build a team'),
    ];
    const right = [true, false, true, true, false, false, false, true, false, true];
    expect(weakestTasks(questions, graded(questions, right))).toEqual([
      { task: 'Assess risk', domain: 'Process', correct: 0, total: 1 },
      { task: 'Plan scope', domain: 'Process', correct: 2, total: 4 },
      { task: 'Build a team', domain: 'People', correct: 1, total: 2 },
      { task: 'Manage conflict', domain: 'People', correct: 1, total: 2 },
      { task: 'Support change', domain: 'Business Environment', correct: 1, total: 1 },
    ]);
  });

  test('five at most; shares compared exactly (1 of 3 equals 2 of 6)', () => {
    const questions = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((task) => question('People', task));
    const all = weakestTasks(questions, graded(questions, [true, true, true, true, true, true]));
    expect(all).toHaveLength(WEAKEST_TASKS);
    // G, the only one missed, comes first; then A-D by name.
    expect(all.map((t) => t.task)).toEqual(['G', 'A', 'B', 'C', 'D']);

    const thirds = [
      ...Array.from({ length: 3 }, () => question('People', 'Thirds of three')),
      ...Array.from({ length: 6 }, () => question('People', 'Thirds of six')),
    ];
    const right = [true, false, false, true, true, false, false, false, false];
    expect(weakestTasks(thirds, graded(thirds, right)).map((t) => t.task)).toEqual([
      'Thirds of six',
      'Thirds of three',
    ]);
  });

  test('untagged or blank tasks count in none; the same words in two domains are two tasks', () => {
    const questions = [
      question('People', null),
      question(null, '  '),
      question(null, ' Engage stakeholders '),
      question('People', 'Engage stakeholders'),
      question('Process', 'Engage stakeholders'),
    ];
    // At an equal share and count, by name, then by domain (none first).
    expect(weakestTasks(questions, graded(questions, [false, false, false, true, false]))).toEqual([
      { task: 'Engage stakeholders', domain: null, correct: 0, total: 1 },
      { task: 'Engage stakeholders', domain: 'Process', correct: 0, total: 1 },
      { task: 'Engage stakeholders', domain: 'People', correct: 1, total: 1 },
    ]);
    expect(weakestTasks([], [])).toEqual([]);
  });

  test('gradeAttempt puts them in the result, an unanswered question wrong', () => {
    const questions = [
      question('People', 'Lead'),
      question('People', 'Lead'),
      question('Process', 'Plan'),
    ];
    const answers: Record<number, number> = { [questions[0]!.id]: 1, [questions[2]!.id]: 2 };
    const { result } = gradeAttempt(questions, (q) => answers[q.id] ?? null);
    expect(result.tasks).toEqual([
      { task: 'Plan', domain: 'Process', correct: 0, total: 1 },
      { task: 'Lead', domain: 'People', correct: 1, total: 2 },
    ]);
    expect(result.domains.map((d) => [d.domain, d.correct, d.total])).toEqual([
      ['People', 1, 2],
      ['Process', 0, 1],
    ]);
  });
});

describe('the weak-domain drill', () => {
  test('domains rank by share right, lowest first; at a tie more answered first, then PMI order', () => {
    expect(
      rankDomains([
        { domain: 'Process', correct: 8, total: 10 },
        { domain: 'Business Environment', correct: 1, total: 2 },
        { domain: 'People', correct: 2, total: 4 },
        { domain: 'Other', correct: 0, total: 0 },
      ]).map((d) => d.domain),
    ).toEqual(['People', 'Business Environment', 'Process']);
    expect(
      rankDomains([
        { domain: 'Business Environment', correct: 1, total: 2 },
        { domain: 'Process', correct: 1, total: 2 },
      ]).map((d) => d.domain),
    ).toEqual(['Process', 'Business Environment']);
    expect(rankDomains([])).toEqual([]);
  });

  const candidates = (standing: DrillCandidate['standing'], from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: from + index, standing }));

  test('missed first, then unseen, then the rest; at most the count, no repeats', () => {
    const pool = [
      ...candidates('right', 100, 10),
      ...candidates('unseen', 200, 10),
      ...candidates('missed', 300, 5),
    ];
    const drawn = drawDrill(pool, 12);
    expect(drawn).toHaveLength(12);
    expect(new Set(drawn).size).toBe(12);
    expect(drawn.filter((id) => id >= 300)).toHaveLength(5);
    expect(drawn.filter((id) => id >= 200 && id < 300)).toHaveLength(7);
    expect(drawn.filter((id) => id < 200)).toEqual([]);

    // Too few missed and unseen: the rest fill the drill.
    const filled = drawDrill([...candidates('missed', 300, 2), ...candidates('right', 100, 10)], 5);
    expect(filled.filter((id) => id >= 300).sort()).toEqual([300, 301]);
    expect(filled.filter((id) => id < 200)).toHaveLength(3);
    // A small domain gives what it has.
    expect(drawDrill(candidates('unseen', 1, 3), 20).sort()).toEqual([1, 2, 3]);
  });

  test('the order is mixed: missed questions do not all come first', () => {
    // A seeded random source (the same draw every run): all five missed, not all of them first.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const drawn = drawDrill(
      [...candidates('missed', 300, 5), ...candidates('unseen', 200, 15)],
      20,
      random,
    );
    expect(drawn.filter((id) => id >= 300)).toHaveLength(5);
    expect(drawn.slice(0, 5).every((id) => id >= 300)).toBe(false);
  });
});
