// The back-office's inbox: /api/admin/contact-messages/ — the contact form's messages, marked
// handled (PATCH {handled}) once answered.
import type { AdminContactMessage, UpdateContactMessageBody } from '@academy/contract';
import { useQuery, type Shape } from '@academy/shared';

import { firstListParams } from '../../lib/list-params';
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

/** How many messages wait for an answer (one record asked: the count comes with any page). */
export function useUnhandledCount() {
  const params = { ...firstListParams(), pageSize: 1, filters: { handled: 'false' } };
  return useQuery({
    queryKey: inboxApi.keys.list(params),
    queryFn: ({ signal }) => inboxApi.list(params, signal),
    select: (page) => page.count,
  });
}
