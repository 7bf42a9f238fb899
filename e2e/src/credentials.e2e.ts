// A certificate's Open Badges credential end to end (docs/credentials.md): the public page
// verifies it (signature and revocation, checked by the API), then shows it revoked once staff
// revoke it in the back-office.
import { STAFF } from '../../tools/browser/accounts.cjs';
import {
  api,
  buyCourse,
  courseNamed,
  registerLearner,
  reportWatched,
} from '../../tools/browser/learning.cjs';
import { baseUrl, usePagePerTest } from './support/browser';
import { standInUrl } from './support/stand-ins';
import { signIn } from './support/sign-in';

const session = usePagePerTest();

/** A fresh learner who bought PMP, watched every lesson and claimed the certificate: its code. */
async function certificateCode(): Promise<string> {
  const siteUrl = baseUrl();
  const learner = await registerLearner(siteUrl);
  const pmp = await courseNamed(siteUrl, 'PMP');
  await buyCourse(
    {
      siteUrl,
      paypalUrl: standInUrl('E2E_PAYPAL_URL'),
      token: learner.token,
      userId: learner.userId,
    },
    pmp,
  );
  for (const lesson of pmp.lessons) await reportWatched(siteUrl, learner.token, lesson.id, 4);
  const certificate = (await api(siteUrl, '/certificates/', {
    token: learner.token,
    method: 'POST',
    body: { course: pmp.id, name: 'Nour Hamdy' },
  })) as { code: string };
  return certificate.code;
}

test("a certificate's page verifies its credential, and says revoked after staff revoke it", async () => {
  const { page } = session;
  const code = await certificateCode();

  await page.goto(`/Certificate/${code}`);
  const credential = page.getByRole('region', { name: 'Digital credential' });
  await credential
    .getByText(
      'Signature verified: the academy signed this credential and it has not been changed.',
    )
    .waitFor();
  await credential.getByText('Not revoked.').waitFor();
  const download = credential.getByRole('link', {
    name: 'Download credential (JSON) of this certificate, in Open Badges 3.0',
  });
  expect(await download.getAttribute('href')).toMatch(
    new RegExp(`/api/certificates/${code}/credential$`),
  );

  // Staff revoke it in the back-office, with the reason.
  await signIn(page, STAFF, '/Admin/certificates');
  const form = page.getByRole('form', { name: 'Revoke a credential' });
  await form.getByLabel('Certificate code').fill(code);
  await form.getByLabel('Reason').fill('Issued by mistake');
  await form.getByRole('button', { name: 'Revoke' }).click();
  await form.getByText(`The credential of ${code} is revoked.`).waitFor();

  await page.goto(`/Certificate/${code}`);
  await credential.getByText(/^Revoked on .+: the academy has withdrawn this credential/).waitFor();
  expect(await credential.getByText('Not revoked.').count()).toBe(0);
});
