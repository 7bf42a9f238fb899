import { Type, type Static } from 'typebox';
import { IdParam } from './common';
import { ROLES } from './rules';

// What a user may do (docs/design/back-office.md#roles); the server reads it from the database on
// every check. Written in rules, which the back-office's pages import without the schemas.
export { ROLES };
export const Role = Type.Enum(ROLES);
export type Role = Static<typeof Role>;

export const UserParams = Type.Object({ id: IdParam });
export type UserParams = Static<typeof UserParams>;

export const UserProfile = Type.Object({
  id: Type.Integer(),
  /** The same id, under the name the spec's client reads. */
  user_id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: Role,
});
export type UserProfile = Static<typeof UserProfile>;
