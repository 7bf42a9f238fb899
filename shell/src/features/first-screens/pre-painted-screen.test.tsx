import { act, render, screen } from '@testing-library/react';
import { realApiUrl } from '@academy/shared/testing';
import { lazy, Suspense, type ComponentType } from 'react';

import { keepPrePaintedScreen, PrePaintedOr } from './pre-painted-screen';

/** A component that arrives when `arrive` is called, as a remote module does. */
function arrivingLater() {
  let arrive!: () => void;
  const Remote = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>The remote&apos;s page</h1> });
      }),
  );
  return { Remote, arrive: () => arrive() };
}

function loading(Remote: ComponentType) {
  return (
    <Suspense
      fallback={
        <PrePaintedOr>
          <p>Loading the blog…</p>
        </PrePaintedOr>
      }
    >
      <Remote />
    </Suspense>
  );
}

it("shows index.html's painted screen until the first remote arrives, then spinners again", async () => {
  // index.html's frame, as the inline script leaves it on /Blog.
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="site" data-pre-paint-frame><main class="site__main">' +
    '<section data-pre-painted aria-busy="true"><h1>Our Blogs</h1></section></main></div>';
  keepPrePaintedScreen(root);
  // Still on screen until the first render commits...
  expect(root.querySelector('[data-pre-painted]')).not.toBeNull();

  const first = arrivingLater();
  const view = render(loading(first.Remote));
  // ...which moves it, the same element, into the loading state.
  expect(root.querySelector('[data-pre-painted]')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Our Blogs' })).toBeInTheDocument();
  expect(screen.queryByText('Loading the blog…')).toBeNull();

  await act(async () => first.arrive());
  expect(await screen.findByRole('heading', { name: "The remote's page" })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Our Blogs' })).toBeNull();
  view.unmount();

  // Another remote loading later shows its own loading state.
  const second = arrivingLater();
  render(loading(second.Remote));
  expect(screen.getByText('Loading the blog…')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Our Blogs' })).toBeNull();
});

it('keeps nothing when index.html painted nothing', () => {
  const root = document.createElement('div');
  root.innerHTML = '<div class="site" data-pre-paint-frame><main class="site__main"></main></div>';
  keepPrePaintedScreen(root);
  render(loading(arrivingLater().Remote));
  expect(screen.getByText('Loading the blog…')).toBeInTheDocument();
});

it("paints nothing into the app's page once the app has rendered (the answer came late)", async () => {
  const { firstAnswers } = jest.requireActual<{
    firstAnswers: (path: string, language: 'en' | 'ar') => Promise<void>;
  }>('../../../public/first-answers.cjs');
  // The app's own frame: no data-pre-paint-frame (React replaced index.html's).
  document.body.innerHTML =
    '<div id="root"><div class="site"><main class="site__main"><h1>The app</h1></main></div></div>';
  const siteFetch = window.fetch;
  let answered!: () => void;
  const answer = new Promise<void>((resolve) => (answered = resolve));
  window.fetch = (url, init) =>
    siteFetch(`${realApiUrl()}${String(url)}`, init).finally(() => answered());
  try {
    void firstAnswers('/Blog', 'en');
    await answer;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  } finally {
    window.fetch = siteFetch;
    delete (window as unknown as Record<string, unknown>).__academyFirstAnswers;
  }
  expect(document.querySelector('[data-pre-painted]')).toBeNull();
  expect(document.querySelectorAll('main h1')).toHaveLength(1);
});
