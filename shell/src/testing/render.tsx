import { ToastHost, Route, Routes } from '@academy/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FreshQueryClient, LocationProbe, MemoryRouter } from '@academy/shared/testing';

/**
 * Renders `element` at `route` inside a memory router, with the toast container, a location
 * probe and a resource cache of its own. `path` is the route pattern the element is mounted on (for params such as :otp); every
 * other path renders nothing but the probe.
 */
export function renderAt(element: ReactElement, { route = '/', path = '*' } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <ToastHost />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

/** Lets pending requests (which should not exist) reach a local server before asserting. */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * jsdom reports every failed XMLHttpRequest (a refused or dropped connection, which some tests
 * cause on purpose) on console.error; this drops those reports and lets everything else through.
 */
export function ignoreJsdomNetworkErrors(): void {
  const original = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const [first] = args;
    // (The error comes from Node's realm, so no instanceof Error here.)
    const type = typeof first === 'object' && first !== null ? Reflect.get(first, 'type') : null;
    if (type === 'XMLHttpRequest') return;
    original(...args);
  });
}
