// Answering each question type as a learner does, in either player (exam mode's attempt, the
// spec's practice player): with the mouse (drag and drop for a matching) or with the keyboard
// alone (Tab, arrows, Space and Enter, typing).
import type { Locator, Page } from 'playwright-core';

export type QuestionType = 'OC' | 'MC' | 'MATCH' | 'HOTSPOT' | 'FILL';

/** A question as the practice bank gives it to a paid learner (with its key). */
export interface KeyedQuestion {
  id: number;
  text: string;
  question_type: QuestionType;
  choose: number | null;
  domain: string | null;
  task: string | null;
  answers: {
    id: number;
    text: string;
    is_correct: boolean;
    side: 'left' | 'right' | null;
    match_id: number | null;
  }[];
}

export interface KeyedBank {
  id: number;
  name: string;
  questions: KeyedQuestion[];
}

export const QUESTION_TYPES: readonly QuestionType[] = ['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'];

const authHeaders = async (page: Page) => ({
  Authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('Token'))}`,
});

/** The signed-in learner's first PMP practice exam holding a question of every type. */
export async function bankWithEveryType(page: Page): Promise<KeyedBank> {
  const headers = await authHeaders(page);
  const exams = (await (await page.request.get('/api/PMP/exams', { headers })).json()) as {
    id: number;
  }[];
  for (const { id } of exams) {
    const bank = (await (
      await page.request.get(`/api/PMP/exams/${id}`, { headers })
    ).json()) as KeyedBank;
    const types = new Set(bank.questions.map((question) => question.question_type));
    if (QUESTION_TYPES.every((type) => types.has(type))) return bank;
  }
  throw new Error('no PMP exam of the demo content has a question of every type');
}

/** The text the player shows (without the content's '#NN. ' prefix). */
export const shownText = (text: string) => text.replace(/^#\d+\.\s+/, '');

const correct = (question: KeyedQuestion) => question.answers.filter((a) => a.is_correct);

/** The matching's pairs: each item's text with its answer's text. */
export function pairsOf(question: KeyedQuestion): { left: string; right: string }[] {
  const byId = new Map(question.answers.map((answer) => [answer.id, answer]));
  return question.answers
    .filter((answer) => answer.side === 'left')
    .map((left) => ({ left: left.text, right: byId.get(left.match_id ?? -1)!.text }));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question's fieldset, in both players. */
const questionOf = (page: Page) => page.locator('.exam-question');

/** Types into the fill-in's box, clicked first. */
export async function fillByMouse(
  page: Page,
  text: string,
  main: Locator = questionOf(page),
): Promise<void> {
  await main.getByRole('textbox', { name: 'Your answer' }).click();
  await page.keyboard.type(text);
}

/**
 * Answers the question on screen correctly with the mouse; `main` holds its controls (the
 * players' question by default; the readiness check and the review have a form of their own).
 */
export async function answerByMouse(
  page: Page,
  question: KeyedQuestion,
  main: Locator = questionOf(page),
): Promise<void> {
  switch (question.question_type) {
    case 'OC':
    case 'MC':
      // The option's name is its text, followed in practice mode by its Arabic translation.
      for (const answer of correct(question))
        await main
          .getByRole(question.question_type === 'OC' ? 'radio' : 'checkbox', {
            name: new RegExp(`^${escaped(answer.text)}`),
          })
          .click();
      return;
    case 'MATCH':
      // Real drag and drop: each answer from the pool onto its item.
      for (const { left, right } of pairsOf(question)) {
        const source = main.getByRole('list', { name: 'Answers' }).getByRole('button', {
          name: right,
          exact: true,
        });
        const target = main.locator('.qt-match__item').filter({
          has: page.getByRole('button', { name: left, exact: true }),
        });
        await source.dragTo(target);
        await target.getByText(right, { exact: true }).waitFor();
      }
      return;
    case 'HOTSPOT':
      await main.getByRole('radio', { name: correct(question)[0]!.text, exact: true }).click();
      return;
    case 'FILL':
      await fillByMouse(page, correct(question)[0]!.text, main);
      return;
  }
}

/**
 * Presses Tab until the focused element has this name (its aria-label, its label's text or its
 * own) and role, as a keyboard user reads on.
 */
async function tabTo(page: Page, wanted: { name?: string; role?: string }): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(({ name, role }) => {
      const element = document.activeElement;
      if (!element) return false;
      if (role !== undefined && element.getAttribute('role') !== role) return false;
      if (name === undefined) return true;
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      return label.trim() === name;
    }, wanted);
    if (found) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(wanted)}`);
}

/** Tabs from the question's heading to the fill-in's box and types. */
export async function fillByKeyboard(page: Page, text: string): Promise<void> {
  await tabTo(page, { name: 'Your answer' });
  await page.keyboard.type(text);
}

/**
 * Answers the question on screen correctly with the keyboard alone, starting from its heading
 * (the player puts the focus there): Tab to each control, Space or Enter, arrows in a hotspot.
 */
export async function answerByKeyboard(page: Page, question: KeyedQuestion): Promise<void> {
  switch (question.question_type) {
    case 'OC': {
      // Tab enters the radio group on its first option; the arrows move and pick.
      await page.keyboard.press('Tab');
      const options = question.answers.map((answer) => answer.text);
      const target = options.indexOf(correct(question)[0]!.text);
      if (target === 0) await page.keyboard.press('Space');
      for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
      return;
    }
    case 'MC':
      for (const answer of correct(question)) {
        await tabTo(page, { name: answer.text });
        await page.keyboard.press('Space');
      }
      return;
    case 'MATCH':
      // Select then place: the item, then its answer; the focus comes back to the item.
      for (const { left, right } of pairsOf(question)) {
        await tabTo(page, { name: left });
        await page.keyboard.press('Enter');
        await tabTo(page, { name: right });
        await page.keyboard.press('Enter');
      }
      return;
    case 'HOTSPOT': {
      await tabTo(page, { role: 'radio' });
      const wanted = correct(question)[0]!.text;
      for (let step = 0; step < question.answers.length; step += 1) {
        const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
        if (label === wanted) break;
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Space');
      return;
    }
    case 'FILL':
      await fillByKeyboard(page, correct(question)[0]!.text);
      return;
  }
}
