// The full-length exam player on a slow phone (issue 24): Interaction to Next Paint while a learner
// answers, flags and jumps through the navigator grid of a 185-question PMP mock, in Chromium with
// the CPU slowed 4× (CDP), measured by the web-vitals library in the page. Staff first import a
// bank large enough for the whole blueprint (the demo bank is smaller), through the back-office
// API; the demo learner then starts the mock as any learner does, from the hub.
// The functions given to page.evaluate and addInitScript run in the page:
/* global window, requestAnimationFrame, addEventListener */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { loginThroughScreen, PAID_LEARNER, STAFF } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { json, login } from './api-calls.mjs';

const CPU_SLOWDOWN = 4;
/** Interactions of each kind measured; the worst of each kind is its INP (fewer than 50). */
const INTERACTIONS = 12;
/** People, Process, Business Environment: the 2026 blueprint's shares of 185, with room to draw. */
const BANK_BY_DOMAIN = { People: 70, Process: 85, 'Business Environment': 55 };

// The library's build for a <script> tag (its package exports only the module builds).
const webVitalsScript = fs.readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('web-vitals')),
    'web-vitals.iife.js',
  ),
  'utf8',
);

/** A PMP exam bank of original four-option questions, one correct, tagged by domain. */
async function importFullBank(url) {
  const access = await login(url, STAFF, 'staff login');
  const post = async (apiPath, body, what) =>
    json(
      await fetch(`${url}${apiPath}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      what,
    );
  const exam = await post(
    '/api/admin/exams/',
    { name: `Bench full bank ${Date.now()}`, category: 'PMP' },
    'exam bank',
  );
  const questions = Object.entries(BANK_BY_DOMAIN).flatMap(([domain, count]) =>
    Array.from({ length: count }, (_, i) => ({
      text: `${domain} scenario ${i + 1}: the sponsor asks the project manager to add scope late in the project. What should the project manager do first?`,
      question_type: 'OC',
      domain,
      explanation: 'Assess the impact of the change before anything else.',
      answers: [
        { text: 'Assess the impact of the change', is_correct: true },
        { text: 'Add the scope at once', is_correct: false },
        { text: 'Refuse the change', is_correct: false },
        { text: 'Escalate to the steering committee', is_correct: false },
      ],
    })),
  );
  const report = await post(
    '/api/admin/questions/import/',
    { format: 'json', content: JSON.stringify(questions), exam: exam.id },
    'question import',
  );
  if (report.errors.length > 0) throw new Error(`import: ${JSON.stringify(report.errors[0])}`);
  return questions.length;
}

/**
 * Taps an element once it is in the middle of the screen, where a learner's thumb finds it. Not at
 * the edge where the minimal scroll of a click leaves it: there, headless Chromium with a mobile
 * viewport presents the click's repaint only with the next frame that changes something else (the
 * countdown's tick), and an interaction of 10 ms of work measured up to a second.
 */
async function tap(locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await locator.click();
}

/**
 * Runs `act` `INTERACTIONS` times and returns the longest interaction among them (the INP of that
 * kind: with fewer than 50 interactions, INP is the worst one) from the page's event timing.
 */
async function worstInteraction(page, act) {
  await page.evaluate(() => {
    window.__benchInteractions = new Map();
  });
  for (let i = 0; i < INTERACTIONS; i += 1) {
    await act(i);
    // Event timing reports an interaction after its next paint.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
  }
  // An interaction that paints nothing is reported at the next frame the page paints anyway.
  await page.waitForTimeout(1500);
  const reported = await page.evaluate(() =>
    [...window.__benchInteractions.values()].sort((a, b) => a - b),
  );
  // Event Timing leaves out interactions under 16 ms: they sort first, as "under 16".
  const all = [...Array(Math.max(0, INTERACTIONS - reported.length)).fill(null), ...reported];
  return {
    count: reported.length,
    worstMs: reported.length > 0 ? Math.max(...reported) : null,
    medianMs: all[Math.floor(all.length / 2)],
    allMs: reported,
  };
}

/**
 * @param {{ url: string }} options the stack's nginx
 */
export async function measureExamInp({ url }) {
  const bankSize = await importFullBank(url);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // web-vitals' INP for the whole visit, and every interaction's duration for the kinds.
    await page.addInitScript({ content: `${webVitalsScript};window.webVitals = webVitals;` });
    await page.addInitScript(() => {
      window.__benchInteractions = new Map();
      window.__benchInp = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          const known = window.__benchInteractions.get(entry.interactionId) ?? 0;
          window.__benchInteractions.set(entry.interactionId, Math.max(known, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      addEventListener('DOMContentLoaded', () => {
        window.webVitals.onINP(
          (metric) => {
            window.__benchInp = metric.value;
          },
          { reportAllChanges: true, durationThreshold: 16 },
        );
      });
    });
    await loginThroughScreen(page, PAID_LEARNER);
    await page.goto('/Exam/PMP');
    await page.getByRole('button', { name: 'Full mock exam (PMP)' }).click();
    await page.waitForURL(/\/Exam\/attempt\/\d+\?q=1$/);
    await page.getByText('Section 1 of 3', { exact: true }).first().waitFor();
    const position = await page.locator('.exam-question__position').first().textContent();
    const questionCount = Number(/ of (\d+)/.exec(position ?? '')?.[1]);
    const grid = page.locator('.attempt-nav__grid button');
    const gridSize = await grid.count();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const jumpTo = async (index) => {
      await tap(grid.nth(index));
      await page
        .locator(`.attempt-nav__grid li:nth-child(${index + 1}) [aria-current="step"]`)
        .waitFor();
    };
    // Jumps through section 1's grid (the questions a learner may still reach), far and near.
    const jump = await worstInteraction(page, (i) => jumpTo((i * 7 + 3) % gridSize));
    // Answering is measured on a one-answer question: the mock draws from every PMP bank (the demo's
    // several-answer questions too), and on one of those the boxes past its `choose` are disabled.
    for (let index = 0; !(await page.locator('.exam-answers input[type="radio"]').count());) {
      if (index === gridSize) throw new Error('no one-answer question in section 1 of the mock');
      await jumpTo(index);
      index += 1;
    }
    const answer = await worstInteraction(page, async (i) => {
      const option = page.locator('.exam-answers input').nth(i % 4);
      await tap(option);
      await option.and(page.locator(':checked')).waitFor();
    });
    const flag = await worstInteraction(page, async () => {
      const button = page.getByRole('button', { name: 'Flag for review' });
      const pressed = (await button.getAttribute('aria-pressed')) === 'true';
      await tap(button);
      await page.getByRole('button', { name: 'Flag for review', pressed: !pressed }).waitFor();
    });
    // Every tool open (docs/design/exam-attempts.md#exam-tools): answering again, the calculator's
    // keys, a stroke on the whiteboard. Every tool the bar shows: on a phone it leaves out the
    // keyboard shortcuts' list (a touch screen has no keys), so this screen opens three.
    const toolButtons = page
      .getByRole('toolbar', { name: 'Exam tools' })
      .getByRole('button')
      .filter({ visible: true });
    const toolsOpen = [];
    for (const button of await toolButtons.all()) {
      toolsOpen.push(await button.textContent());
      await tap(button);
      await button.and(page.locator('[aria-pressed="true"]')).waitFor();
    }
    if (!toolsOpen.includes('Whiteboard') || !toolsOpen.includes('Calculator')) {
      throw new Error(`the exam tools on screen were ${toolsOpen.join(', ')}`);
    }
    await page.getByRole('textbox', { name: 'Notes' }).and(page.locator(':enabled')).waitFor();
    const toolsAnswer = await worstInteraction(page, async (i) => {
      const option = page.locator('.exam-answers input').nth((i + 1) % 4);
      await tap(option);
      await option.and(page.locator(':checked')).waitFor();
    });
    const calculator = await worstInteraction(page, async (i) => {
      await tap(page.getByRole('button', { name: String(i % 10), exact: true }));
    });
    const canvas = page.locator('.exam-whiteboard__canvas');
    const draw = await worstInteraction(page, async (i) => {
      const box = await canvas.boundingBox();
      if (!box) throw new Error('no whiteboard on screen');
      const y = box.y + 10 + ((i * 13) % Math.max(1, box.height - 20));
      await page.mouse.move(box.x + 10, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + 10 + step * 20, y);
      await page.mouse.up();
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const inp = await page.evaluate(() => window.__benchInp);
    await context.close();
    return {
      bankSize,
      questionCount,
      interactions: INTERACTIONS,
      cpuSlowdown: CPU_SLOWDOWN,
      inpMs: inp,
      toolsOpen,
      answer,
      flag,
      jump,
      toolsAnswer,
      calculator,
      draw,
    };
  } finally {
    await browser.close();
  }
}
