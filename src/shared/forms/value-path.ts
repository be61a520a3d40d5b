// Reading form values by dot path (name.last, household.members), as field names and the
// contract's FieldError.field spell them.
import type { FieldCondition } from './field-types/field-definitions';

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

/** The value as text: '' for anything that is not a string. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `value` at a dot path, creating the objects on the way. */
export function setValueAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) return;
  let scope = target;
  for (const key of keys) {
    const next = scope[key];
    if (!isRecord(next)) scope[key] = {};
    scope = scope[key] as Record<string, unknown>;
  }
  scope[last] = value;
}
