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

/** What the inbox shows: the address's `show` ('' = not handled yet, the default). */
export const SHOW_CHOICES = ['unhandled', 'handled', 'all'] as const;
export type ShowChoice = (typeof SHOW_CHOICES)[number];

export function handledFilter(show: string): string {
  if (show === 'all') return '';
  return show === 'handled' ? 'true' : 'false';
}
