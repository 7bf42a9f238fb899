import { Type } from 'typebox';

/** List filters beyond `IdFilter` (query values are text: the API does not coerce types). */

/** `?active=true` / `?active=false`. */
export const BooleanFilter = Type.Optional(Type.Enum(['true', 'false']));

/** A day or a moment, ISO 8601 (`2026-11-01` or `2026-11-01T09:00:00Z`). */
export const IsoDateFilter = Type.Optional(
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
    description: 'ISO 8601 date or date-time.',
  }),
);
