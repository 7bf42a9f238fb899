import { Route, Routes, useFocusedLayout } from '@academy/shared';
import { FreshQueryClient, MemoryRouter, useRealApi } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Layout } from './Layout';

// An exam-mode attempt asks for the whole window (docs/design/exam-attempts.md#focused-player):
// the frame's top bar and footer go while it asks, and come back when it stops.
function Page() {
  const [focused, setFocused] = useState(true);
  useFocusedLayout(focused);
  return (
    <button type="button" onClick={() => setFocused(false)}>
      Stop asking
    </button>
  );
}

test('the top bar and footer step aside while a page asks for the whole window', async () => {
  useRealApi();
  render(
    <MemoryRouter initialEntries={['/Exam/attempt/1']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
  const stop = await screen.findByRole('button', { name: 'Stop asking' });
  expect(screen.getByRole('main')).toContainElement(stop);
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

  await userEvent.click(stop);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
