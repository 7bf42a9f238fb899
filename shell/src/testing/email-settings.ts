import type { RuntimeConfig } from '@academy/shared';
import { realApiUrl } from '@academy/shared/testing';

import shippedConfig from '../../public/config.json';

/**
 * The e-mail settings the shell ships (public/config.json), aimed at the test API: by default the
 * contact form's EmailJS-compatible service is our API's POST /api/v1.0/email/send.
 */
export function realApiEmailSettings(): RuntimeConfig['email'] {
  return { ...shippedConfig.email, baseUrl: realApiUrl() };
}
