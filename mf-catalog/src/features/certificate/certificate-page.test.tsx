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
  FreshQueryClient,
  MemoryRouter,
  revokeEnrollment,
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
    expect(
      within(certificate).getByText('This certificate was issued by the Academy and is valid.'),
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
