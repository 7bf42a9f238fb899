import { mountStandalone, RemoteRoutes } from '@academy/shared';

import Routes from './routes';

void mountStandalone(<RemoteRoutes remote="blog" modules={{ routes: Routes }} />);
