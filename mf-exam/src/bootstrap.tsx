import { mountStandalone, RemoteRoutes } from '@academy/shared';

import ResultsRoutes from './results-routes';
import ExamRoutes from './routes';

void mountStandalone(
  <RemoteRoutes remote="exam" modules={{ routes: ExamRoutes, ResultsRoutes }} />,
);
