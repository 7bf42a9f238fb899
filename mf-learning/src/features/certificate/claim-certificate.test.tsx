import { apiClient, type Course } from '@academy/shared';
import {
  completeLessons,
  FreshQueryClient,
  MemoryRouter,
  signInAsNewOwner,
  useRealApi,
} from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { en as messages } from '../../messages';
import { demoCourse, signedOutWithApiCallsWatched } from '../../testing/api-calls';
import { renderCoursePage } from '../../testing/render-page';
import { ClaimCertificate } from './ClaimCertificate';

// Claiming the certificate of a completed course against the real API: a fresh learner per test,
// granted PMP, every lesson reported watched. New accounts have no name to print yet.
// Each test registers a learner and reports through the real API first: slow on a busy machine.
jest.setTimeout(30_000);
let pmp: Course;
const api = signedOutWithApiCallsWatched();
const CODE = /^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/;

beforeAll(async () => {
  useRealApi();
  pmp = await demoCourse('PMP');
});

async function completedOwner() {
  const owner = await signInAsNewOwner(pmp.id);
  await completeLessons(pmp.lessons);
  return owner;
}

function renderClaim(props: Partial<Parameters<typeof ClaimCertificate>[0]> = {}) {
  return render(
    <MemoryRouter>
      <ClaimCertificate courseId={pmp.id} {...props} />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

const claims = () => api.calls.filter((call) => call.path === '/certificates/');
const nameField = () => screen.getByRole('textbox', { name: 'Your full name' });

describe('ClaimCertificate', () => {
  it('asks the name the API wants, checks it, and links the certificate it issues', async () => {
    const user = userEvent.setup();
    await completedOwner();
    renderClaim();
    await user.click(screen.getByRole('button', { name: 'Claim your certificate' }));
    // The profile has no name: 400 {name}, and the form asks it, with the focus in the field.
    const field = await screen.findByRole('textbox', { name: 'Your full name' });
    expect(claims()).toEqual([{ method: 'POST', path: '/certificates/', status: 400 }]);
    expect(field).toHaveFocus();
    expect(
      screen.getByRole('form', { name: 'Claim your certificate' }),
    ).toHaveAccessibleDescription(messages.certificateNameIntro);

    // Empty: the rule's message, and nothing is sent.
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Claim your certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter your name as it should appear on the certificate.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Enter your name as it should appear on the certificate.',
    );
    expect(claims()).toHaveLength(1);

    await user.clear(field);
    await user.type(field, '  Layla   Haddad ');
    await user.click(screen.getByRole('button', { name: 'Claim your certificate' }));
    const link = await screen.findByRole('link', { name: 'View your certificate' });
    expect(screen.getByRole('status')).toHaveTextContent('Your certificate is ready.');
    const code = decodeURIComponent(link.getAttribute('href')!.replace('/Certificate/', ''));
    expect(code).toMatch(CODE);
    expect(claims().map((call) => call.status)).toEqual([400, 201]);
    const { data } = await apiClient.get<{ name: string }>(`/certificates/${code}/`);
    expect(data.name).toBe('Layla Haddad');
  });

  it('asks the name first when My learning says there is none, and claims once', async () => {
    const user = userEvent.setup();
    await completedOwner();
    renderClaim({ needsName: true });
    await user.click(screen.getByRole('button', { name: 'Claim your certificate' }));
    expect(nameField()).toHaveFocus();
    expect(claims()).toEqual([]);
    await user.type(nameField(), 'Omar Said');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'View your certificate' })).toBeInTheDocument();
    expect(claims().map((call) => call.status)).toEqual([201]);
  });

  it('claiming again gives the same certificate (the name was kept)', async () => {
    const user = userEvent.setup();
    await completedOwner();
    const first = await apiClient.post<{ code: string }>('/certificates/', {
      course: pmp.id,
      name: 'Sara Nasser',
    });
    renderClaim();
    await user.click(screen.getByRole('button', { name: 'Claim your certificate' }));
    expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      `/Certificate/${first.data.code}`,
    );
    expect(claims().at(-1)).toEqual({ method: 'POST', path: '/certificates/', status: 200 });
  });

  it('links a certificate already claimed without asking anything', () => {
    renderClaim({ code: 'ABCDE-FGHJK-MNPQR-STVWX' });
    expect(screen.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/Certificate/ABCDE-FGHJK-MNPQR-STVWX',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the course is not complete (the API refuses) and offers the button again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await signInAsNewOwner(pmp.id);
    renderClaim();
    await user.click(screen.getByRole('button', { name: 'Claim your certificate' }));
    expect(await screen.findByText(messages.certificateFailed)).toBeInTheDocument();
    expect(claims().map((call) => call.status)).toEqual([409]);
    expect(screen.getByRole('button', { name: 'Claim your certificate' })).toBeEnabled();
    consoleError.mockRestore();
  });
});

describe('the certificate on the course page', () => {
  const renderCourse = () => renderCoursePage(`/Course_Lectuers/${pmp.id}`);

  it('is claimed from the progress panel, then linked from it on the next visit', async () => {
    const user = userEvent.setup();
    await completedOwner();
    const first = renderCourse();
    const panel = within(await screen.findByRole('region', { name: 'Course progress' }));
    // My learning (asked once the course is complete) says the profile has no name.
    await waitFor(() => expect(api.calls.some((call) => call.path === '/me/learning/')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // its answer reaches the page
    await user.click(panel.getByRole('button', { name: 'Claim your certificate' }));
    await user.type(panel.getByRole('textbox', { name: 'Your full name' }), 'Huda Karim');
    await user.click(panel.getByRole('button', { name: 'Claim your certificate' }));
    const link = await panel.findByRole('link', { name: 'View your certificate' });
    expect(claims().map((call) => call.status)).toEqual([201]);
    first.unmount();

    renderCourse();
    const again = within(await screen.findByRole('region', { name: 'Course progress' }));
    expect(await again.findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      link.getAttribute('href'),
    );
    expect(again.queryByRole('button', { name: 'Claim your certificate' })).toBeNull();
  });
});
