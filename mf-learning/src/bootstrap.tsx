import { mountStandalone, RemoteRoutes } from '@academy/shared';

import CourseLessonsRoutes from './course-lessons-routes';
import MyLearningRoutes from './my-learning-routes';
import LessonsRoutes from './routes';

void mountStandalone(
  <RemoteRoutes
    remote="learning"
    modules={{ routes: LessonsRoutes, CourseLessonsRoutes, MyLearningRoutes }}
  />,
);
