import type { Validator } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { Settings } from 'typebox/system';

/**
 * Every error of `value`, up to `limit`. TypeBox stops at `maxErrors` (8 by default, a global
 * guard against hostile request bodies); an operator's own files and environment deserve the
 * whole list, so the limit is raised for this one synchronous call only.
 */
export function everyError(
  validator: Validator,
  value: unknown,
  limit = 1000,
): TLocalizedValidationError[] {
  const previous = Settings.Get().maxErrors;
  Settings.Set({ maxErrors: limit });
  try {
    return validator.Errors(value);
  } finally {
    Settings.Set({ maxErrors: previous });
  }
}
