// Field errors as the contract answers them (FieldError: a dot path inside `values` and the
// resident-facing message), one per field: the first, as the field shows only one.
import type { components } from '../api/schema';

export type FieldError = components['schemas']['FieldError'];

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export function fieldErrorsOf(issues: readonly IssueLike[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
