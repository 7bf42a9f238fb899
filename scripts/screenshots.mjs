// `npm run screenshots`: the README's pictures of the main screens (docs/screenshots/), taken in
// Debian's Chromium from the built site served as in production (nginx + one API on PGlite, on
// loopback ports, stopped at the end). Build first: `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { launchChromium } from '../tools/browser/chromium.cjs';
import { ADMIN, loginThroughScreen, PAID_LEARNER, STAFF } from '../tools/browser/accounts.cjs';
import {
  api,
  buyCourse,
  courseNamed,
  registerLearner,
  reportWatched,
} from '../tools/browser/learning.cjs';
import {
  builtSiteDir,
  repoRoot,
  startSite,
  startThirdParties,
  StopList,
} from '../tools/stack/index.cjs';

const outDir = path.join(repoRoot, 'docs', 'screenshots');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-screenshots-'));

/** name → the page, what to wait for, and who is signed in (the paid learner, or staff). */
const SCREENS = [
  { name: 'home', path: '/', ready: 'Enroll Now' },
  { name: 'login', path: '/login', ready: 'The Best Academy for your business' },
  { name: 'checkout', path: '/Checkout/1', ready: 'GO TO Course Direct', learner: true },
  { name: 'lessons', path: '/Course_Lectuers/1', ready: 'The Course Lessons', learner: true },
  { name: 'exam', path: '/Exam/PMP', ready: 'Topics', learner: true },
  { name: 'readiness', path: '/Exam/readiness', ready: 'Chance of passing', learner: true },
  { name: 'blog', path: '/Blog', ready: 'Our Blogs' },
  { name: 'my-learning', path: '/My_Learning', ready: 'My orders', learner: true, fullPage: true },
  { name: 'certificate', path: '/Certificate/{code}', ready: 'Download PDF' },
  { name: 'admin-courses', path: '/Admin/courses', ready: 'Add a course', staff: true },
  { name: 'admin-course', path: '/Admin/courses/1', ready: 'Edit “', staff: true },
  { name: 'admin-releases', path: '/Admin/releases', ready: 'Versions of blog', admin: true },
  // The question types in the exam-mode player (PMP Practice Exam 3), each partly answered: the
  // question's panel only.
  ...['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'].map((type) => ({
    name: `question-${type.toLowerCase()}`,
    path: `/Exam/attempt/{attempt}?q={${type}}`,
    ready: 'Flag for review',
    learner: true,
    element: '.attempt-player__main',
  })),
];
// `npm run screenshots -- admin-releases`: only the screens named.
const only = process.argv.slice(2);
const screens = only.length ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;

/**
 * The paid learner's weeks of study, for My learning and the certificate: PMP completed and its
 * certificate claimed; PMI-ACP bought with a coupon, its first lesson watched and the second begun.
 * Returns the certificate's code.
 */
async function studiedByThePaidLearner(siteUrl, paypalUrl) {
  const { access: token } = await api(siteUrl, '/login/', { method: 'POST', body: PAID_LEARNER });
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id;
  const [pmp, acp] = await Promise.all([
    courseNamed(siteUrl, 'PMP'),
    courseNamed(siteUrl, 'PMI-ACP'),
  ]);
  for (const lesson of pmp.lessons) await reportWatched(siteUrl, token, lesson.id, 4);
  const { code } = await api(siteUrl, '/certificates/', {
    token,
    method: 'POST',
    body: { course: pmp.id, name: 'Layla Haddad' },
  });
  await buyCourse({ siteUrl, paypalUrl, token, userId }, acp, 'ACP25');
  await reportWatched(siteUrl, token, acp.lessons[0].id, 4, 4);
  await reportWatched(siteUrl, token, acp.lessons[1].id, 1.5, 4);
  return code;
}

/**
 * An exam-mode attempt of the demo exam that holds every question type, with an answer of each
 * (the matching half done, to show a placed pair and the pool): its id and, by type, the
 * 1-based position of its first question of that type.
 */
async function attemptWithEveryType(siteUrl) {
  const { access: token } = await api(siteUrl, '/login/', { method: 'POST', body: PAID_LEARNER });
  const exams = await api(siteUrl, '/PMP/exams', { token });
  const exam = exams.find((item) => item.name === 'PMP Practice Exam 3');
  const bank = await api(siteUrl, `/PMP/exams/${exam.id}`, { token });
  const keyed = new Map(bank.questions.map((question) => [question.id, question]));
  const attempt = await api(siteUrl, '/attempts/', {
    token,
    method: 'POST',
    body: { exam: exam.id, mode: 'exam' },
  });
  const positions = {};
  for (const [index, question] of attempt.questions.entries()) {
    if (positions[question.question_type]) continue;
    positions[question.question_type] = index + 1;
    const { answers } = keyed.get(question.id);
    const correct = answers.filter((answer) => answer.is_correct);
    const firstItem = answers.find((answer) => answer.side === 'left');
    const answer = {
      OC: correct[0]?.id,
      MC: [correct[0]?.id],
      MATCH: firstItem && { [firstItem.id]: firstItem.match_id },
      HOTSPOT: correct[0]?.id,
      FILL: '0.80',
    }[question.question_type];
    await api(siteUrl, `/attempts/${attempt.id}/responses/${question.id}/`, {
      token,
      method: 'PUT',
      body: { answer },
    });
  }
  return { id: attempt.id, positions };
}

/** The readiness bank's questions per PMP domain: enough for a full 40-question check. */
const READINESS_BANK = { People: 20, Process: 25, 'Business Environment': 15 };

/** Staff add a bank of one-answer PMP questions (the demo's 22 make a short check). */
async function importReadinessBank(siteUrl, token) {
  const exam = await api(siteUrl, '/admin/exams/', {
    token,
    method: 'POST',
    body: { name: 'Readiness bank', category: 'PMP' },
  });
  const questions = Object.entries(READINESS_BANK).flatMap(([domain, count]) =>
    Array.from({ length: count }, (_, i) => ({
      text: `${domain} case ${i + 1}: a stakeholder asks for a change late in the project. What comes first?`,
      question_type: 'OC',
      domain,
      answers: ['Assess the impact of the change', 'Make the change at once', 'Escalate'].map(
        (text, i) => ({ text, is_correct: i === 0 }),
      ),
    })),
  );
  await api(siteUrl, '/admin/questions/import/', {
    token,
    method: 'POST',
    body: { format: 'json', content: JSON.stringify(questions), exam: exam.id },
  });
}

/** An answer to `question` from its key (the back-office's read): right or wrong. */
function answerFromKey(question, key, right) {
  const correct = key.answers.filter((answer) => answer.is_correct);
  const wrong = key.answers.find((answer) => !answer.is_correct && answer.side === null);
  switch (question.question_type) {
    case 'MC':
      return right ? correct.map((answer) => answer.id) : [wrong?.id ?? correct[0].id].slice(0, 1);
    case 'MATCH':
      return right
        ? Object.fromEntries(
            key.answers
              .filter((answer) => answer.side === 'left')
              .map((answer) => [answer.id, answer.match_id]),
          )
        : null;
    case 'FILL':
      return right ? correct[0].text : 'none';
    default:
      return right ? correct[0].id : (wrong?.id ?? null);
  }
}

/**
 * One readiness check taken through the API, right where `knows(domain, n)` says so (the n-th
 * question of that domain), the key read by staff: learners of different strengths, so the
 * difficulties are calibrated from more than one learner and the paid learner's domains differ.
 */
async function takeReadinessCheck(siteUrl, token, staffToken, knows) {
  let check = await api(siteUrl, '/readiness/checks/', {
    token,
    method: 'POST',
    body: { category: 'PMP' },
  });
  const seen = {};
  while (check.question) {
    const { question } = check;
    seen[question.domain] = (seen[question.domain] ?? 0) + 1;
    const key = await api(siteUrl, `/admin/questions/${question.id}/`, { token: staffToken });
    const answer = answerFromKey(question, key, knows(question.domain, seen[question.domain]));
    check = await api(siteUrl, `/readiness/checks/${check.id}/answer/`, {
      token,
      method: 'POST',
      body: { question_id: question.id, answer },
    });
  }
}

/** The readiness screen's history: a cohort, then the paid learner strong in People. */
async function readinessOfThePaidLearner(siteUrl, paypalUrl) {
  const { access: staffToken } = await api(siteUrl, '/login/', { method: 'POST', body: STAFF });
  await importReadinessBank(siteUrl, staffToken);
  const pmp = await courseNamed(siteUrl, 'PMP');
  for (const everyNth of [2, 3, 4, 5]) {
    const learner = await registerLearner(siteUrl);
    await buyCourse({ siteUrl, paypalUrl, ...learner }, pmp);
    await takeReadinessCheck(siteUrl, learner.token, staffToken, (_, n) => n % everyNth !== 0);
  }
  const { access: token } = await api(siteUrl, '/login/', { method: 'POST', body: PAID_LEARNER });
  const strength = { People: 10, Process: 4, 'Business Environment': 2 };
  await takeReadinessCheck(
    siteUrl,
    token,
    staffToken,
    (domain, n) => n % (strength[domain] ?? 3) !== 0,
  );
}

const stops = new StopList();
try {
  // The local PayPal and geolocation stand-ins, as `npm start` runs them.
  const thirdParties = await startThirdParties({ siteDir: builtSiteDir() });
  stops.add(thirdParties.stop);
  const site = await startSite({
    siteDir: /** @type {string} */ (thirdParties.siteDir),
    workDir,
    // The API reads the site folder too, so the releases page lists the versions it holds.
    apiEnv: { ...thirdParties.apiEnv, SITE_DIR: thirdParties.siteDir },
  });
  stops.add(site.stop);
  const code = await studiedByThePaidLearner(site.url, thirdParties.paypal.url);
  const attempt = await attemptWithEveryType(site.url);
  await readinessOfThePaidLearner(site.url, thirdParties.paypal.url);
  const browser = await launchChromium();
  stops.add(() => browser.close());
  fs.mkdirSync(outDir, { recursive: true });
  for (const screen of screens) {
    const context = await browser.newContext({
      baseURL: site.url,
      // An element's picture needs no scrolling (the sticky top bar would cover it).
      viewport: { width: 1280, height: screen.element ? 1600 : 800 },
    });
    const page = await context.newPage();
    if (screen.learner) await loginThroughScreen(page, PAID_LEARNER);
    if (screen.staff) await loginThroughScreen(page, STAFF);
    if (screen.admin) await loginThroughScreen(page, ADMIN);
    await page.goto(
      screen.path
        .replace('{code}', code)
        .replace('{attempt}', String(attempt.id))
        .replace(/\{([A-Z]+)\}/, (_, type) => String(attempt.positions[type])),
    );
    await page.getByText(screen.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${screen.name}.png`);
    if (screen.element) {
      // The player focuses the question's heading for screen readers; the picture shows none.
      await page.locator('h2.exam-question__text').blur();
      await page.locator(screen.element).screenshot({ path: file });
    } else await page.screenshot({ path: file, fullPage: Boolean(screen.fullPage) });
    console.log(`  ${path.relative(repoRoot, file)}`);
    await context.close();
  }
} finally {
  await stops.stopAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}
