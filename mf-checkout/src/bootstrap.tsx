import { mountStandalone, RemoteRoutes } from '@academy/shared';

import Routes from './routes';

void mountStandalone(<RemoteRoutes remote="checkout" modules={{ routes: Routes }} />);
