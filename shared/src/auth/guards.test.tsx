import { act, render, screen } from '@testing-library/react';

import { RemoteRoutes } from '../remotes/mount-routes';
import { Route, Routes } from '../router';
import { inOneHour, LocationProbe, makeToken, MemoryRouter } from '../testing';
import { useAuthStore } from './auth-store';
import type { UserRole } from '../types';
import { canAccess, RequireRole } from './guards';

afterEach(() => act(() => useAuthStore.getState().logout()));

function signIn(role?: string) {
  act(() => {
    useAuthStore.getState().login(makeToken({ user_id: 7, exp: inOneHour(), role }));
  });
}

const LessonsPage = () => <p>the lessons</p>;

function renderLearningAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LocationProbe />} />
        <Route
          path="*"
          element={
            <RemoteRoutes
              remote="learning"
              modules={{
                routes: LessonsPage,
                CourseLessonsRoutes: LessonsPage,
                MyLearningRoutes: LessonsPage,
              }}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('access from the registry', () => {
  it.each(['/Lectuers/3', '/Lectuers/3/9', '/course_lectuers/3'])(
    'sends a visitor at %s (a learner remote) to /login',
    (path) => {
      renderLearningAt(path);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it('shows a learner the page', () => {
    signIn();
    renderLearningAt('/Lectuers/3');
    expect(screen.getByText('the lessons')).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  function renderStaffArea() {
    return render(
      <MemoryRouter>
        <RequireRole roles={['staff', 'admin']}>
          <p>the back-office</p>
        </RequireRole>
      </MemoryRouter>,
    );
  }

  it.each([
    ['a user without a role hint', undefined],
    ['a learner', 'learner'],
  ])('shows not-found to %s', (_who, role) => {
    signIn(role);
    renderStaffArea();
    expect(screen.queryByText('the back-office')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toBeInTheDocument();
  });

  it('shows not-found to a visitor', () => {
    renderStaffArea();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it.each(['staff', 'admin'])('lets %s in', (role) => {
    signIn(role);
    renderStaffArea();
    expect(screen.getByText('the back-office')).toBeInTheDocument();
  });
});

describe('canAccess', () => {
  it('decides what each viewer may open (and what the shell preloads)', () => {
    const everyone: (UserRole | null)[] = [null, 'learner', 'staff', 'admin'];
    expect(everyone.map((role) => canAccess('public', role))).toEqual([true, true, true, true]);
    expect(canAccess('learner', null)).toBe(false);
    expect(canAccess('learner', 'learner')).toBe(true);
    expect(canAccess('staff', 'learner')).toBe(false);
    expect(canAccess('staff', 'staff')).toBe(true);
    expect(canAccess('staff', 'admin')).toBe(true);
  });
});
