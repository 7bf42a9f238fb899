import { mountStandalone, RemoteRoutes } from '@academy/shared';

import AdminRoutes from './routes';

void mountStandalone(<RemoteRoutes remote="admin" modules={{ routes: AdminRoutes }} />);
