// The exam remote as the shell mounts it (its routes and its result routes), at an address, with
// the address shown in an <output> the tests read.
import { RemoteRoutes, Route, Routes, useLocation } from '@academy/shared';
import { FreshQueryClient, MemoryRouter } from '@academy/shared/testing';
import { render } from '@testing-library/react';

import ResultsRoutes from '../results-routes';
import ExamRoutes from '../routes';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** Renders the exam remote at `path`; the address on screen is the <output> named "address". */
export function renderExamAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Address />
      <Routes>
        <Route
          path="*"
          element={<RemoteRoutes remote="exam" modules={{ routes: ExamRoutes, ResultsRoutes }} />}
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}
