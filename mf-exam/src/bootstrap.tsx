import { mountStandalone } from '@academy/shared';

import Routes from './routes';

void mountStandalone(<Routes />);
