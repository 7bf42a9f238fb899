import type {
  AdminContactMessage,
  ContactMessagesQuery,
  UpdateContactMessageBody,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { asUpdated, type Written } from '../../../lib/audit';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import { isTrue } from '../related';

interface MessageRow {
  id: number;
  from_name: string;
  email: string;
  message: string;
  created_at: Date;
  handled: boolean;
}

// The sender's IP stays in the table (rate limits, abuse): staff do not need it.
const COLUMNS = 'm.id, m.from_name, m.email, m.message, m.created_at, m.handled';

function toMessage(row: MessageRow): AdminContactMessage {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

const MESSAGES: ListSpec<MessageRow, AdminContactMessage> = {
  columns: COLUMNS,
  from: 'contact_messages m',
  searchIn: ['m.from_name', 'm.email', 'm.message'],
  orderings: { created_at: 'm.created_at', id: 'm.id' },
  defaultOrdering: '-created_at',
  tieBreaker: 'm.id DESC',
  toItem: toMessage,
};

export function list(db: Queryable, query: ContactMessagesQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.handled) filters.push({ sql: 'm.handled = $?', value: isTrue(query.handled) });
  return listPage(db, MESSAGES, query, path, filters);
}

export async function find(db: Queryable, id: number): Promise<AdminContactMessage> {
  return findListed(db, MESSAGES, id);
}

export async function update(
  tx: Queryable,
  id: number,
  body: UpdateContactMessageBody,
): Promise<Written<AdminContactMessage>> {
  const before = await find(tx, id);
  await tx.query('UPDATE contact_messages SET handled = $2 WHERE id = $1', [id, body.handled]);
  const after = await find(tx, id);
  return asUpdated(id, before, after);
}
