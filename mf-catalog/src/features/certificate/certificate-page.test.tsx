import {
  apiClient,
  setLanguage,
  setRuntimeConfig,
  useAuthStore,
  type CourseSummary,
  type LessonSummary,
  Route,
  Routes,
} from '@academy/shared';
import {
  completeLessons,
  DEMO_STAFF,
  FreshQueryClient,
  MemoryRouter,
  revokeEnrollment,
  signedInAs,
  signInAsNewOwner,
  unreachableOrigin,
  useRealApi,
} from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CertificatePage } from './CertificatePage';

// The public certificate page against the real API: a learner is granted PMP, completes it and
// claims the certificate through the API; the page is then opened by a visitor (nobody signed in).
// Each test registers a learner and reports through the real API first: slow on a busy machine.
jest.setTimeout(30_000);
let apiUrl: string;
let pmp: { id: number; lessons: LessonSummary[] };

beforeAll(async () => {
  apiUrl = useRealApi();
  const { data: courses } = await apiClient.get<CourseSummary[]>('/courses/');
  const id = courses.find((course) => course.name === 'PMP')!.id;
  const { data } = await apiClient.get<{ lessons: LessonSummary[] }>(`/courses/${id}`);
  pmp = { id, lessons: data.lessons };
});
beforeEach(() => useRealApi());
afterEach(async () => {
  useAuthStore.getState().logout();
  await act(() => setLanguage('en'));
});

/** A certificate claimed by a fresh learner, who is then signed out; its code and enrolment. */
async function issuedCertificate(name: string) {
  const { enrollmentId } = await signInAsNewOwner(pmp.id);
  await completeLessons(pmp.lessons);
  const { data } = await apiClient.post<{ code: string }>('/certificates/', {
    course: pmp.id,
    name,
  });
  useAuthStore.getState().logout();
  return { code: data.code, enrollmentId };
}

function renderCertificate(code: string) {
  return render(
    <MemoryRouter initialEntries={[`/Certificate/${code}`]}>
      <Routes>
        <Route path="/Certificate/:code" element={<CertificatePage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CertificatePage', () => {
  it('shows a visitor the name, course, date, contact hours, code and the PDF', async () => {
    const { code } = await issuedCertificate('Layla Haddad');
    renderCertificate(code);
    expect(screen.getByRole('status', { name: 'Loading the certificate' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const certificate = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(certificate).getByText('Layla Haddad')).toHaveClass('certificate__name');
    expect(within(certificate).getByText('PMP')).toHaveClass('certificate__course');
    // Said once the API has verified the credential's signature and revocation.
    expect(
      await within(certificate).findByText(
        'This certificate was issued by the Academy and is valid.',
      ),
    ).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(fact('Issued on')).toBe(today);
    expect(fact('Contact hours')).toBe('35 hours');
    expect(fact('Verification code')).toBe(code);
    expect(document.title).toBe('Certificate of completion: Layla Haddad | Academy');
    expect(screen.queryByText(/withdrew/)).not.toBeInTheDocument();

    const pdf = within(certificate).getByRole('link', { name: 'Download PDF of this certificate' });
    expect(pdf).toHaveTextContent('Download PDF');
    const href = pdf.getAttribute('href')!;
    expect(href).toBe(`${apiUrl}/api/certificates/${code}/pdf`);
    // Public: the link works with no token.
    const file = await fetch(href);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // In Arabic, the date in the locale's own words and digits.
    await act(() => setLanguage('ar'));
    const todayAr = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(todayAr).not.toBe(today);
    expect(fact('تاريخ الإصدار')).toBe(todayAr);
  });

  it("verifies the certificate's credential and offers it as a JSON file", async () => {
    const { code } = await issuedCertificate('Rana Youssef');
    renderCertificate(code);
    const section = await screen.findByRole('region', { name: 'Digital credential' });
    const status = within(section).getAllByRole('status')[0]!;
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Signature verified: the academy signed this credential and it has not been changed.',
      ),
    );
    expect(status).toHaveTextContent('Not revoked.');
    const download = within(section).getByRole('link', {
      name: 'Download credential (JSON) of this certificate, in Open Badges 3.0',
    });
    expect(download).toHaveAttribute('href', `${apiUrl}/api/certificates/${code}/credential`);
    const file = (await (await fetch(download.getAttribute('href')!)).json()) as { id: string };
    expect(file.id).toMatch(/^data:application\/vc\+jwt,[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('shows the credential revoked, with its date, after staff revoke it', async () => {
    const { code } = await issuedCertificate('Karim Mostafa');
    const staff = await apiClient.post<{ access: string }>('/login/', DEMO_STAFF.staff);
    await signedInAs(staff.data.access, () =>
      apiClient.post(`/admin/certificates/${code}/revoke/`, { reason: 'Issued by mistake' }),
    );
    useAuthStore.getState().logout();
    renderCertificate(code);
    const section = await screen.findByRole('region', { name: 'Digital credential' });
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    await within(section).findByText(
      `Revoked on ${today}: the academy has withdrawn this credential, which is no longer valid.`,
    );
    expect(within(section).getByText(/^Signature verified/)).toBeInTheDocument();
    expect(screen.queryByText('Not revoked.')).not.toBeInTheDocument();
    expect(screen.queryByText(/is valid\.$/)).not.toBeInTheDocument();

    // In Arabic, the date inside the sentence is isolated.
    await act(() => setLanguage('ar'));
    const todayAr = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(
      await within(section).findByText(
        `أُلغيت في \u2068${todayAr}\u2069: سحبت الأكاديمية هذه الشهادة الرقمية، ولم تعد صالحة.`,
      ),
    ).toBeInTheDocument();
  });

  it('checks a credential file: the genuine one verifies, a changed one is tampered', async () => {
    const user = userEvent.setup();
    const { code } = await issuedCertificate('Yara Nader');
    const { data: genuine } = await apiClient.get<{ id: string }>(
      `/certificates/${code}/credential`,
    );
    const token = genuine.id.replace('data:application/vc+jwt,', '');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      credentialSubject: { identifier: { identityHash: string }[] };
    };
    claims.credentialSubject.identifier[0]!.identityHash = 'Someone Else';
    const changed = btoa(JSON.stringify(claims))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const forged = { ...genuine, id: `data:application/vc+jwt,${header}.${changed}.${signature}` };

    renderCertificate(code);
    const input = await screen.findByLabelText('Check a credential file');
    const asFile = (body: string, name: string) =>
      new File([body], name, { type: 'application/json' });

    await user.upload(input, asFile(JSON.stringify(genuine), 'genuine.json'));
    const result = input.parentElement!.querySelector('[role="status"]') as HTMLElement;
    await waitFor(() => expect(result).toHaveTextContent('Result for genuine.json:'));
    expect(result).toHaveTextContent('Signature verified');

    await user.upload(input, asFile(JSON.stringify(forged), 'forged.json'));
    await waitFor(() => expect(result).toHaveTextContent('Result for forged.json:'));
    expect(result).toHaveTextContent(
      'The signature does not hold: this credential was changed after the academy signed it.',
    );
    expect(result).not.toHaveTextContent('Signature verified');

    await user.upload(input, asFile('{"hello": "world"}', 'notes.json'));
    await waitFor(() => expect(result).toHaveTextContent('This file is not a credential.'));
  });

  it('says when staff revoked the course after the certificate was issued', async () => {
    const { code, enrollmentId } = await issuedCertificate('Omar Said');
    await revokeEnrollment(enrollmentId);
    useAuthStore.getState().logout();
    renderCertificate(code);
    expect(
      await screen.findByText(
        "The academy later withdrew this learner's access to the course. The certificate still attests the course they completed.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Omar Said')).toBeInTheDocument();
  });

  it.each([
    ['an unknown code', 'ABCDE-FGHJK-MNPQR-STVWX'],
    ['something that cannot be a code', 'not a code!'],
  ])('answers %s with the not-found page', async (_, code) => {
    renderCertificate(encodeURIComponent(code));
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('offers a try again when the API cannot be reached', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { code } = await issuedCertificate('Huda Karim');
    setRuntimeConfig({ apiBaseUrl: `${await unreachableOrigin()}/api` });
    renderCertificate(code);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The certificate could not be loaded. Please try again.');
    useRealApi();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Huda Karim')).toBeInTheDocument());
    expect(consoleError).toHaveBeenCalledWith(
      '[catalog] could not load the certificate',
      expect.anything(),
    );
    consoleError.mockRestore();
  });
});
