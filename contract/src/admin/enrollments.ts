import { Type, type Static } from 'typebox';
import { Body, IdField, NamedRecord, Text } from '../common';
import { AdminListQuery, IdFilter } from './common';
import { UserRef } from './orders';
import { ENROLLMENT_LIMITS } from '../rules';

/** A course a learner owns: bought (`order`) or granted by staff (`granted_by`, `note`). */
export const AdminEnrollment = Type.Object({
  id: Type.Integer(),
  user: UserRef,
  course: NamedRecord,
  order: Type.Union([Type.Integer(), Type.Null()]),
  note: Type.String(),
  granted_by: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String() }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminEnrollment = Static<typeof AdminEnrollment>;

/** A grant without payment says why (a bank transfer's reference, a scholarship). */
export const CreateEnrollmentBody = Body({
  user: IdField,
  course: IdField,
  note: Text(ENROLLMENT_LIMITS.note, 1),
});
export type CreateEnrollmentBody = Static<typeof CreateEnrollmentBody>;

export const EnrollmentsQuery = Type.Object({
  ...AdminListQuery.properties,
  user: IdFilter,
  course: IdFilter,
});
export type EnrollmentsQuery = Static<typeof EnrollmentsQuery>;
