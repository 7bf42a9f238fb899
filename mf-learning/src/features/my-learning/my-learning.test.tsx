import { apiClient, type ExamSummary, Route, Routes, setRuntimeConfig } from '@academy/shared';
import {
  completeLessons,
  FreshQueryClient,
  LocationProbe,
  MemoryRouter,
  unreachableOrigin,
  useRealApi,
} from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { lessonId, onDemoPmp } from '../../testing/api-calls';
import {
  buyCourse,
  reportProgress,
  signInAsNewLearner,
  signInAsNewOwner,
} from '../../testing/learners';
import { MyLearningPage } from './MyLearningPage';

// /My_Learning against the real API: fresh learners who bought or were granted courses, watched
// lessons and took an exam through the API, as the other screens would have done.
// Each test registers a learner and reports through the real API first: slow on a busy machine.
jest.setTimeout(30_000);
const demo = onDemoPmp();
afterEach(() => useRealApi());

function renderMyLearning() {
  return render(
    <MemoryRouter initialEntries={['/My_Learning']}>
      <Routes>
        <Route path="/My_Learning" element={<MyLearningPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

/** A Blob's bytes as text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('My learning', () => {
  it('points a learner with nothing yet to the catalog', async () => {
    await signInAsNewLearner();
    renderMyLearning();
    expect(screen.getByRole('status', { name: 'Loading your learning' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const courses = within(await screen.findByRole('region', { name: 'My courses' }));
    expect(
      courses.getByText('You have no courses yet. Pick one from our catalog to start learning.'),
    ).toBeInTheDocument();
    expect(courses.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute(
      'href',
      '/Courses',
    );
    expect(
      within(section('Recent exam attempts')).getByText('No exam attempts yet.'),
    ).toBeVisible();
    // The orders section is a chunk of its own (MyLearningPage): it may come a moment later.
    const orders = await screen.findByRole('region', { name: 'My orders' });
    expect(within(orders).getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your weakest domain' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My learning');
    expect(document.title).toBe('My learning | Academy');
  });

  it('shows a bought course with its progress and Continue, and the order with its receipt', async () => {
    const user = userEvent.setup();
    await signInAsNewLearner();
    const reference = await buyCourse(demo.pmp, 'WELCOME10');
    const [lec1, lec2] = [lessonId(demo.pmp, 'Lec 1'), lessonId(demo.pmp, 'Lec 2')];
    await reportProgress(lec1, { position: 4, watched: [[0, 4]] });
    await reportProgress(lec2, { position: 2, watched: [[0, 2]] });

    renderMyLearning();
    const card = (await screen.findByRole('article', { name: 'PMP' })) as HTMLElement;
    const bar = within(card).getByRole('progressbar', { name: 'Progress in PMP' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25% — 1 of 4 lessons complete');
    expect(within(card).getByRole('link', { name: 'Continue at 0:02' })).toHaveAttribute(
      'href',
      `/Lectuers/${demo.pmp.id}/${lec2}`,
    );
    expect(within(card).getByRole('link', { name: 'All lessons' })).toHaveAttribute(
      'href',
      `/Course_Lectuers/${demo.pmp.id}`,
    );
    expect(within(card).queryByRole('button', { name: /certificate/ })).not.toBeInTheDocument();

    const order = within(await screen.findByRole('region', { name: 'My orders' })).getByRole(
      'listitem',
    );
    const price = Math.round(Number(demo.pmp.price) * 0.9 * 100) / 100;
    const facts = [...order.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(within(order).getByRole('heading', { level: 3 })).toHaveTextContent('PMP');
    expect(facts).toEqual([
      ['Date', new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date())],
      ['Amount', new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(price)],
      ['Coupon', 'WELCOME10'],
      ['Reference', reference],
    ]);

    // The receipt needs the learner's token: fetched, then handed to the browser as a file.
    const saved: { blob: Blob; name: string }[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push({ blob, name: '' });
      return 'blob:receipt';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    await user.click(
      within(order).getByRole('button', {
        name: `Download receipt for PMP (order ${reference}, PDF)`,
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`receipt-${reference}.pdf`);
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect((await textOf(saved[0]!.blob)).slice(0, 5)).toBe('%PDF-');
    expect(demo.calls.at(-1)).toEqual({
      method: 'GET',
      path: `/me/orders/${reference}/receipt.pdf`,
      status: 200,
    });
    click.mockRestore();
  });

  it('offers the certificate of a completed course, then links it', async () => {
    const user = userEvent.setup();
    await signInAsNewOwner(demo.pmp.id);
    await completeLessons(demo.pmp.lessons);
    const first = renderMyLearning();
    const card = within((await screen.findByRole('article', { name: 'PMP' })) as HTMLElement);
    expect(card.getByRole('progressbar', { name: 'Progress in PMP' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(card.queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'All lessons' })).toBeInTheDocument();
    // The new account has no name to print (certificate_name null): asked before claiming. (The
    // claim form is a chunk of its own, fetched once a course is complete.)
    await user.click(await card.findByRole('button', { name: 'Claim your certificate' }));
    await user.type(card.getByRole('textbox', { name: 'Your full name' }), 'Rana Aziz');
    await user.click(card.getByRole('button', { name: 'Claim your certificate' }));
    const view = await card.findByRole('link', { name: 'View your certificate' });
    expect(view.getAttribute('href')).toMatch(/^\/Certificate\/[0-9A-Z-]{23}$/);
    first.unmount();

    renderMyLearning();
    const again = within((await screen.findByRole('article', { name: 'PMP' })) as HTMLElement);
    expect(again.getByRole('link', { name: 'Your certificate for PMP' })).toHaveAttribute(
      'href',
      view.getAttribute('href'),
    );
    expect(again.queryByRole('button', { name: 'Claim your certificate' })).toBeNull();
  });

  it('says so when the receipt cannot be downloaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await signInAsNewLearner();
    await buyCourse(demo.pmp);
    renderMyLearning();
    const order = within(await screen.findByRole('region', { name: 'My orders' })).getByRole(
      'listitem',
    );
    // The API goes away before the click (nothing answers at that address).
    setRuntimeConfig({ apiBaseUrl: `${await unreachableOrigin()}/api` });
    await user.click(within(order).getByRole('button', { name: /^Download receipt/ }));
    // The alert region is always there (so a screen reader hears it change): wait for its words.
    await waitFor(() =>
      expect(within(order).getByRole('alert')).toHaveTextContent(
        'The receipt could not be downloaded. Please try again.',
      ),
    );
    consoleError.mockRestore();
  });

  it('lists the recent attempts with score and band, each linking to its result', async () => {
    await signInAsNewOwner(demo.pmp.id);
    const { data: exams } = await apiClient.get<ExamSummary[]>('/PMP/exams');
    const exam = exams.find((candidate) => candidate.name === 'PMP Practice Exam 1')!;
    const { data: attempt } = await apiClient.post<{ id: number }>('/attempts/', {
      exam: exam.id,
      mode: 'exam',
    });
    await apiClient.post(`/attempts/${attempt.id}/submit/`);

    renderMyLearning();
    const attempts = within(await screen.findByRole('region', { name: 'Recent exam attempts' }));
    const item = attempts.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
      'PMP Practice Exam 1',
    );
    expect(within(item).getByText('0%')).toBeInTheDocument();
    expect(within(item).getByText('Need Improvement')).toBeInTheDocument();
    expect(within(item).getByText(/Exam mode$/)).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'See the result of PMP Practice Exam 1' }),
    ).toHaveAttribute('href', `/Exam/attempt/${attempt.id}/result`);
    // The demo questions are tagged: all wrong, People (3 questions) is the weakest domain, and
    // the link opens the PMP hub at its drill.
    const weakest = within(screen.getByRole('region', { name: 'Your weakest domain' }));
    expect(weakest.getByText('People')).toBeInTheDocument();
    expect(weakest.getByText('PMP exam')).toBeInTheDocument();
    expect(weakest.getByRole('link', { name: 'Practise this domain' })).toHaveAttribute(
      'href',
      '/Exam/PMP?drill=1',
    );
  });

  it('offers a try again when My learning cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await signInAsNewLearner();
    setRuntimeConfig({ apiBaseUrl: `${await unreachableOrigin()}/api` });
    renderMyLearning();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your learning could not be loaded. Please try again.');
    useRealApi();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'My courses' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    consoleError.mockRestore();
  });
});
