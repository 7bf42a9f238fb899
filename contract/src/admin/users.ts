import { Type, type Static } from 'typebox';
import { Body } from '../common';
import { Role } from '../users';
import { BooleanFilter } from './filters';
import { AdminListQuery } from './common';
import { AdminOrder } from './orders';

export { TIME_MULTIPLIERS } from '../rules';

export const AdminUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  username: Type.String(),
  role: Role,
  is_active: Type.Boolean(),
  time_multiplier: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
  courses_count: Type.Integer(),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserCourse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  granted: Type.Boolean({ description: 'Given by staff without payment.' }),
  paid: Type.Boolean({ description: 'Bought through an order.' }),
  created_at: Type.String({ format: 'date-time' }),
});

export const AdminUserDetail = Type.Object({
  ...AdminUser.properties,
  courses: Type.Array(AdminUserCourse),
  orders: Type.Array(AdminOrder),
});
export type AdminUserDetail = Static<typeof AdminUserDetail>;

/** Users register themselves: staff change only these. */
export const UpdateUserBody = Body({
  role: Type.Optional(Role),
  is_active: Type.Optional(Type.Boolean()),
  time_multiplier: Type.Optional(Type.Number()),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const UsersQuery = Type.Object({
  ...AdminListQuery.properties,
  role: Type.Optional(Role),
  is_active: BooleanFilter,
});
export type UsersQuery = Static<typeof UsersQuery>;
