// The back-office's inbox: /api/admin/contact-messages/ — the contact form's messages, marked
// handled (PATCH {handled}) once answered.
import type { AdminContactMessage, UpdateContactMessageBody } from '@academy/contract';
import type { Shape } from '@academy/shared';

import { resourceApi } from '../../lib/resource-api';

export const adminContactMessageShape: Shape<AdminContactMessage> = {
  id: 'number',
  from_name: 'string',
  email: 'string',
  message: 'string',
  created_at: 'string',
  handled: 'boolean',
};

export const inboxApi = resourceApi<AdminContactMessage, UpdateContactMessageBody>(
  'contact-messages',
  adminContactMessageShape,
);
