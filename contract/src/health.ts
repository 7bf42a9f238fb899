import { Type, type Static } from 'typebox';

/** 200 {status: "ok"}; 503 {status: "error", detail} when the database cannot be reached. */
export const Health = Type.Object({
  status: Type.Enum(['ok', 'error']),
  detail: Type.Optional(Type.String()),
});
export type Health = Static<typeof Health>;
