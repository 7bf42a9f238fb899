// Learning records end to end (issue 37, docs/learning-records.md): a learner in Saudi Arabia (the
// geolocation stand-in says SA) gives a national ID on My learning, on NELC's profile; buys PMP,
// completes a lesson and takes an exam; the LRS stand-in then holds exactly the statements
// expected, every one under the national ID. Delivery is waited for by polling the stand-in.
import type { Browser } from 'playwright-core';

import { launchChromium } from '../../tools/browser/chromium.cjs';
import {
  api,
  buyCourse,
  courseNamed,
  registerLearner,
  reportWatched,
} from '../../tools/browser/learning.cjs';
import { baseUrl, openPage } from './support/browser';
import { setCountry, standInUrl } from './support/stand-ins';
import { signIn } from './support/sign-in';

const NATIONAL_ID = '1000000008'; // a valid check digit (Luhn)
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  await setCountry('SA');
});
afterAll(async () => {
  await setCountry('US');
  await browser.close();
});

interface Stored {
  actor: { name?: string; account: { name: string } };
  verb: { id: string };
  object: { id: string; definition: { type: string } };
  result?: { success?: boolean; completion?: boolean };
}

/** What the LRS stand-in holds, read as a client of the xAPI statements resource. */
async function lrsStatements(): Promise<Stored[]> {
  const lrs = process.env.E2E_LRS_URL;
  if (!lrs) throw new Error('E2E_LRS_URL is not set: run through e2e/jest.config.cjs');
  const response = await fetch(`${lrs}/xapi/statements`, {
    headers: {
      'X-Experience-API-Version': '1.0.3',
      authorization: `Basic ${Buffer.from('academy-lrs-key:academy-lrs-secret').toString('base64')}`,
    },
  });
  if (!response.ok) throw new Error(`the LRS stand-in answered ${response.status}`);
  return ((await response.json()) as { statements: Stored[] }).statements;
}

/** The verb and the activity type (the last part of each id), sorted. */
const summary = (statements: Stored[]) =>
  statements
    .map((s) => `${s.verb.id.split('/').pop()} ${s.object.definition.type.split('/').pop()}`)
    .sort();

test('a learner in Saudi Arabia: national ID once, a lesson and an exam; the LRS holds exactly their statements', async () => {
  const siteUrl = baseUrl();
  const learner = await registerLearner(siteUrl);
  const { page, context, pageErrors } = await openPage(browser);
  await signIn(page, learner.account, '/My_Learning');
  const form = page.getByRole('form', { name: 'Your national ID for NELC' });
  await form.getByLabel('National ID or Iqama number').fill('1000000009');
  await form.getByRole('button', { name: 'Save my national ID' }).click();
  await form
    .getByText(
      'Enter your 10-digit national ID (starting with 1) or Iqama number (starting with 2).',
    )
    .waitFor();
  await form.getByLabel('National ID or Iqama number').fill(NATIONAL_ID);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Save my national ID' }).click();
  await page
    .getByText(
      'Your national ID or Iqama number is on file: your learning records are reported to NELC under it.',
    )
    .waitFor();
  expect(await page.content()).not.toContain(NATIONAL_ID);

  // Enrolled (a purchase), the first lesson's video watched to its end, an exam left unanswered.
  const pmp = await courseNamed(siteUrl, 'PMP');
  const { token, userId } = learner;
  await buyCourse({ siteUrl, paypalUrl: standInUrl('E2E_PAYPAL_URL'), token, userId }, pmp);
  await reportWatched(siteUrl, token, pmp.lessons[0]!.id, 4);
  const exams = (await api(siteUrl, '/PMP/exams', { token })) as { id: number }[];
  const attempt = (await api(siteUrl, '/attempts/', {
    token,
    method: 'POST',
    body: { exam: exams[0]!.id, mode: 'exam' },
  })) as { id: number };
  await api(siteUrl, `/attempts/${attempt.id}/submit/`, { token, method: 'POST' });

  const expected = [
    'attempted assessment',
    'completed assessment',
    'completed lesson',
    'failed assessment',
    'initialized lesson',
    'progressed lesson',
    'progressed lesson',
    'progressed lesson',
    'registered course',
    'watched video',
  ];
  // Sent within a second or two (LRS_SEND_INTERVAL 1s in this stack): asked every 250 ms.
  let mine: Stored[] = [];
  for (let tries = 0; tries < 120 && mine.length < expected.length; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    mine = (await lrsStatements()).filter((s) => s.actor.name === NATIONAL_ID);
  }
  expect(summary(mine)).toEqual(expected);
  // Every one under the national ID, none under the learner's account.
  expect(mine.every((s) => s.actor.account.name === NATIONAL_ID)).toBe(true);
  expect((await lrsStatements()).filter((s) => s.actor.account.name === String(userId))).toEqual(
    [],
  );
  expect(pageErrors).toEqual([]);
  await context.close();
});
