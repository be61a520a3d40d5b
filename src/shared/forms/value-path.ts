// Reading form values by dot path (name.last, household.members), as field names and the
// contract's FieldError.field spell them.
import type { FieldCondition } from './field-types';

export function valueAt(scope: unknown, path: string): unknown {
  let value = scope;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Nothing entered: missing, null, or a string of spaces only (half- or full-width). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Whether a field with this condition is shown; a field without one always is. */
export function conditionHolds(condition: FieldCondition | undefined, scope: unknown): boolean {
  if (!condition) return true;
  const value = valueAt(scope, condition.path);
  if (Array.isArray(value)) return value.some((item) => condition.anyOf.includes(item as string));
  return typeof value === 'string' && condition.anyOf.includes(value);
}
