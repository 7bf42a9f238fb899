// The site in Arabic, in Chromium through nginx (issue 21): what only a browser shows. The top
// bar's switch turns every remote to Arabic at once, right to left, and the choice survives a
// reload; the direction is set before the app's script runs; the learner's path (login error,
// checkout, a lesson, the bilingual exam and its result, the blog) reads in Arabic, and axe finds
// no serious violation on any of it. A learner in Egypt who has not paid sees the price and the
// payment part in Arabic as written there (ar-EG), and a learner's exam-mode result, My learning
// and certificate read in Arabic; those checks take their Arabic copy from the packages' catalogues.
import type { Page } from 'playwright-core';

import { PAID_LEARNER } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import {
  api,
  buyCourse,
  courseNamed,
  registerLearner,
  reportWatched,
} from '../../tools/browser/learning.cjs';
import {
  attemptAr,
  certificateAr,
  checkoutAr,
  learningAr,
  resultsAr,
} from './support/arabic-catalogues';
import { baseUrl, screenshot, usePagePerTest } from './support/browser';
import { newPmpLearner } from './support/learners';
import type { KeyedBank } from './support/question-types';
import { setCountry, standInUrl } from './support/stand-ins';

const session = usePagePerTest({ failOnPageErrors: true });
jest.setTimeout(120_000);

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Collects what the browser refused under the Content-Security-Policy. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}

const direction = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Logs in through the Arabic login screen. */
async function loginInArabic(
  page: Page,
  account: { email: string; password: string } = PAID_LEARNER,
) {
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').first().fill(account.email);
  await page.getByLabel('كلمة المرور', { exact: true }).first().fill(account.password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('the top bar switches Home to Arabic, right to left, before the app runs on the next visit', async () => {
  const { page } = session;
  const refused = cspRefusals(page);
  await page.goto('/');
  await page.locator('#courses').getByRole('link', { name: 'Enroll Now' }).first().waitFor();
  const switcher = page.getByRole('group', { name: 'Language' });
  await switcher.getByRole('button', { name: 'العربية' }).click();

  await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).waitFor();
  expect(await direction(page)).toEqual(['ar', 'rtl']);
  for (const name of ['الدورات', 'المدرّبون', 'اتصل بنا', 'من نحن', 'المدونة']) {
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().waitFor();
  }
  // The catalog remote switched with the shell: its cards and their Arabic course names.
  await page.locator('#courses').getByRole('link', { name: 'سجّل الآن' }).first().waitFor();
  await page.locator('#courses').getByRole('heading', { name: 'التحضير لشهادة PMP' }).waitFor();
  // Mirrored: the logo sits on the right, the account button on the left.
  const width = page.viewportSize()!.width;
  const logo = (await page
    .getByRole('link', { name: 'الصفحة الرئيسية للأكاديمية' })
    .boundingBox())!;
  expect(logo.x).toBeGreaterThan(width / 2);
  const login = (await page.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox())!;
  expect(login.x + login.width).toBeLessThan(width / 2);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'arabic-home');

  // A reload keeps Arabic, and the page is right to left before any of the app's script runs.
  await page.route('**/assets/main.*.js', (route) => route.abort());
  await page.reload();
  expect(await direction(page)).toEqual(['ar', 'rtl']);
  await page.unroute('**/assets/main.*.js');
  await page.reload();
  await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).waitFor();
  expect(refused).toEqual([]);

  // And back to English.
  await page.getByRole('group', { name: 'اللغة' }).getByRole('button', { name: 'English' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(await direction(page)).toEqual(['en', 'ltr']);
});

test('a learner in Arabic: login errors, checkout, a lesson and the blog', async () => {
  const { page } = session;
  await page.addInitScript(() => window.localStorage.setItem('Lang', 'ar'));

  // The login form's own rule, then the server's refusal, both in Arabic.
  await page.goto('/login');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await page.getByText('البريد الإلكتروني مطلوب').waitFor();
  await page.getByLabel('البريد الإلكتروني').first().fill(PAID_LEARNER.email);
  await page.getByLabel('كلمة المرور', { exact: true }).first().fill('Wrong-password1');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await page.getByText('بيانات الدخول غير صحيحة').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await loginInArabic(page);
  await page.goto('/Checkout/1');
  await page.getByRole('heading', { level: 1, name: 'التحضير لشهادة PMP' }).waitFor();
  await page.getByText('عن هذه الدورة').waitFor();
  await page.getByRole('link', { name: 'انتقل إلى الدورة مباشرة' }).click();
  await page.getByRole('heading', { name: 'دروس الدورة' }).waitFor();
  const firstLesson = page.getByText('المحاضرة ١ - مقدمة إلى امتحان PMP');
  await firstLesson.click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'ابدأ التعلّم' }).first().click();
  await page.getByRole('heading', { level: 1, name: /^المحاضرة/ }).waitFor();
  await page.getByRole('heading', { name: 'التعليقات' }).waitFor();
  expect(await direction(page)).toEqual(['ar', 'rtl']);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/Blog');
  await page.getByRole('heading', { level: 1, name: 'مدونتنا' }).waitFor();
  // Cards in Arabic; the posts the academy also wrote in Arabic show that version.
  await page
    .getByRole('link', { name: /^اقرأ «/ })
    .first()
    .waitFor();
  // The post's title is isolated inside the sentence (U+2068 … U+2069).
  const arabicPosts =
    /^اقرأ «\u2068(خطة دراسة لامتحان PMP|المسار الحرج في خمس دقائق|قائمة يوم الامتحان|مرحبًا بك في مدونة الأكاديمية)/;
  await page.getByRole('link', { name: arabicPosts }).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the bilingual exam in Arabic: English and Arabic side by side, then the result', async () => {
  const { page } = session;
  await page.addInitScript(() => window.localStorage.setItem('Lang', 'ar'));
  await loginInArabic(page, await newPmpLearner(page));
  await page.goto('/Exam/PMP');
  await page.getByText('اختر اختبارًا أو موضوعًا أولًا').waitFor();
  await page
    .getByRole('navigation', { name: 'الموضوعات والاختبارات' })
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'الاختبارات' }) })
    .getByRole('link', { name: 'PMP Practice Exam 1' })
    .click();
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.exam-panel button')?.disabled === false,
  );
  await page.getByRole('button', { name: 'متابعة' }).click();

  await page.getByRole('switch', { name: 'الإنجليزية والعربية جنبًا إلى جنب' }).check();
  const heading = page.getByRole('heading', { level: 3 });
  await heading
    .locator('[lang="en"][dir="ltr"]')
    .getByText(/Two senior team members/)
    .waitFor();
  await heading
    .locator('[lang="ar"][dir="rtl"]')
    .getByText(/اختلف عضوان/)
    .waitFor();
  // Side by side on a desktop: the two columns share a line.
  const [english, arabic] = await Promise.all([
    heading.locator('[lang="en"]').boundingBox(),
    heading.locator('[lang="ar"]').boundingBox(),
  ]);
  expect(Math.abs(english!.y - arabic!.y)).toBeLessThan(8);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'arabic-bilingual-exam');

  for (let question = 1; question <= 4; question += 1) {
    await page.locator('.exam-answers input').first().check();
    if (question < 4) await page.getByRole('button', { name: 'التالي', exact: true }).click();
  }
  await page.getByRole('button', { name: 'النتيجة', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'هل أنت متأكد من التسليم؟' })
    .getByRole('button', { name: 'نعم' })
    .click();
  await page.waitForURL((url) => url.pathname === '/SeeTheAnswerTable');
  await page.getByRole('heading', { name: 'إجاباتك' }).waitFor();
  await page.getByRole('radio', { name: 'الكل' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

interface CourseDetail {
  id: number;
  price: number;
  price_LE: number;
}

/**
 * A new learner who bought PMP, watched every lesson and claimed the certificate, then submitted
 * PMP Practice Exam 1 in exam mode with only its Process questions answered, right: Process and
 * People get different PMI ratings. All through the API; the pages are the browser's.
 */
async function pmpGraduate() {
  const siteUrl = baseUrl();
  const learner = await registerLearner(siteUrl);
  const { token } = learner;
  const pmp = await courseNamed(siteUrl, 'PMP');
  await buyCourse(
    { siteUrl, paypalUrl: standInUrl('E2E_PAYPAL_URL'), token, userId: learner.userId },
    pmp,
  );
  for (const lesson of pmp.lessons) await reportWatched(siteUrl, token, lesson.id, 4);
  const certificate = (await api(siteUrl, '/certificates/', {
    token,
    method: 'POST',
    body: { course: pmp.id, name: 'ليلى حداد' },
  })) as { code: string };

  const exams = (await api(siteUrl, '/PMP/exams', { token })) as { id: number; name: string }[];
  const exam = exams.find((item) => item.name === 'PMP Practice Exam 1')!;
  const bank = (await api(siteUrl, `/PMP/exams/${exam.id}`, { token })) as KeyedBank;
  const attempt = (await api(siteUrl, '/attempts/', {
    token,
    method: 'POST',
    body: { exam: exam.id, mode: 'exam' },
  })) as { id: number };
  for (const question of bank.questions.filter((item) => item.domain === 'Process')) {
    const correct = question.answers.filter((answer) => answer.is_correct).map(({ id }) => id);
    await api(siteUrl, `/attempts/${attempt.id}/responses/${question.id}/`, {
      token,
      method: 'PUT',
      body: { answer: question.question_type === 'MC' ? correct : correct[0] },
    });
  }
  const result = (await api(siteUrl, `/attempts/${attempt.id}/submit/`, {
    token,
    method: 'POST',
  })) as { domains: { domain: string; band: string }[] };
  return { ...learner, code: certificate.code, attemptId: attempt.id, result };
}

test('in Arabic: the unpaid checkout from Egypt, My learning, the certificate and an exam-mode result', async () => {
  const { page } = session;
  const graduate = await pmpGraduate();
  const acp = (await api(
    baseUrl(),
    `/courses/${(await courseNamed(baseUrl(), 'PMI-ACP')).id}`,
  )) as CourseDetail;
  await page.addInitScript(() => window.localStorage.setItem('Lang', 'ar'));
  await loginInArabic(page, graduate.account);

  // PMI-ACP, not bought, from Egypt: the price in pounds as Egypt writes it in Arabic (by the
  // browser's Intl), what PayPal charges in dollars the same way, and the payment part's copy.
  await setCountry('EG');
  try {
    await page.goto(`/Checkout/${acp.id}`);
    const payment = page.getByRole('region', { name: checkoutAr.paymentHeading });
    await payment.waitFor();
    const inEgypt = await page.evaluate(
      ({ le, usd }) => {
        const format = (value: number, currency: string) =>
          new Intl.NumberFormat('ar-EG', {
            style: 'currency',
            currency,
            minimumFractionDigits: 0,
            maximumFractionDigits: 2,
          }).format(value);
        return { le: format(le, 'EGP'), usd: format(usd, 'USD') };
      },
      { le: acp.price_LE, usd: acp.price },
    );
    await page.locator('.checkout__price', { hasText: inEgypt.le }).waitFor();
    expect(await page.locator('.checkout__price').textContent()).toBe(inEgypt.le);
    // Egypt pays Paymob in pounds first (docs/payments.md); PayPal in dollars is one click away.
    await payment.getByText(checkoutAr.localCharged(inEgypt.le), { exact: true }).waitFor();
    await payment.getByRole('button', { name: checkoutAr.usePayPalInstead }).click();
    await payment.getByText(checkoutAr.charged(inEgypt.usd), { exact: true }).waitFor();
    await payment.getByText(checkoutAr.usdOnly).waitFor();
    await payment.getByText(checkoutAr.localSandbox).waitFor();
    await payment.getByRole('heading', { name: checkoutAr.egyptHeading }).waitFor();
    await payment.getByText(checkoutAr.egyptWays(inEgypt.le)).waitFor();
    // The coupon box, and its own rule in Arabic.
    await payment.getByLabel(checkoutAr.couponLabel).waitFor();
    await payment.getByRole('button', { name: checkoutAr.couponApply }).click();
    await payment.getByText(checkoutAr.couponRequired).waitFor();
    await screenshot(page, 'arabic-checkout-egypt');
  } finally {
    await setCountry('US');
  }

  // My learning: its headings in Arabic.
  await page.goto('/My_Learning');
  await page.getByRole('heading', { level: 1, name: learningAr.myLearningTitle }).waitFor();
  for (const title of [
    learningAr.myCoursesTitle,
    learningAr.weakestDomainTitle,
    learningAr.recentAttemptsTitle,
    learningAr.ordersTitle,
  ]) {
    await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'arabic-my-learning');

  // The course card's link to the certificate, which reads in Arabic.
  await page.locator(`a[href="/Certificate/${graduate.code}"]`).click();
  const certificate = page.getByRole('article', { name: certificateAr.certificateTitle });
  await certificate.getByText('ليلى حداد').waitFor();
  await certificate.getByText(certificateAr.certificateVerified).waitFor();
  for (const term of [
    certificateAr.certificateIssued,
    certificateAr.certificateContactHours,
    certificateAr.certificateCode,
  ]) {
    await certificate.getByRole('term').getByText(term, { exact: true }).waitFor();
  }
  await certificate.getByText(graduate.code).waitFor();
  await certificate.getByRole('link', { name: certificateAr.certificateDownloadLabel }).waitFor();
  expect(await direction(page)).toEqual(['ar', 'rtl']);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'arabic-certificate');

  // The exam-mode result: its headings, and each domain's PMI rating in Arabic.
  await page.goto(`/Exam/attempt/${graduate.attemptId}/result`);
  await page.getByRole('heading', { level: 1, name: attemptAr.attemptResultTitle }).waitFor();
  for (const title of [
    resultsAr.domainsTitle,
    resultsAr.tasksTitle,
    attemptAr.learnTitle,
    attemptAr.reviewAnswersTitle,
  ]) {
    await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  }
  const ratings = graduate.result.domains.map(({ band }) => resultsAr.domainRatings[band]!);
  expect(new Set(ratings).size).toBeGreaterThan(1);
  const rows = page
    .getByRole('figure', { name: resultsAr.domainChartCaption })
    .getByRole('listitem');
  await rows.first().waitFor();
  expect(await rows.allTextContents()).toEqual(
    ratings.map((rating) => expect.stringContaining(rating)),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'arabic-exam-result');
});
