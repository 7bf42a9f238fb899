import { Type, type Static } from 'typebox';
import { Body } from '../common';
import { BooleanFilter } from './filters';
import { AdminListQuery } from './common';

/** A message of the public contact form; staff mark it handled. */
export const AdminContactMessage = Type.Object({
  id: Type.Integer(),
  from_name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  handled: Type.Boolean(),
});
export type AdminContactMessage = Static<typeof AdminContactMessage>;

export const UpdateContactMessageBody = Body({ handled: Type.Boolean() });
export type UpdateContactMessageBody = Static<typeof UpdateContactMessageBody>;

export const ContactMessagesQuery = Type.Object({
  ...AdminListQuery.properties,
  handled: BooleanFilter,
});
export type ContactMessagesQuery = Static<typeof ContactMessagesQuery>;
