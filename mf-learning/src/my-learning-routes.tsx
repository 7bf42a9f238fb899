import { Route, RoutesWithNotFound } from '@academy/shared';

import { MyLearningPage } from './features/my-learning/MyLearningPage';

/** What the shell mounts under /My_Learning (exposed as ./MyLearningRoutes). */
export default function MyLearningRoutes() {
  return (
    <RoutesWithNotFound>
      <Route index element={<MyLearningPage />} />
    </RoutesWithNotFound>
  );
}
