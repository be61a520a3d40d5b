// Reading the form's values back into the contract's shapes. The shared rules have passed by
// then (required fields are filled, choices are one of the options), so a value of the wrong
// kind here is a bug, and it throws rather than sending something the contract rejects.
import type { components } from '../../../shared/api/schema';
import { valueAt } from '../../../shared/forms/value-path';
import { addressParts, type FormValues } from '../../forms/form-values';

type Address = components['schemas']['Address'];
type PersonName = components['schemas']['PersonName'];
export type Gender = components['schemas']['Gender'];
export type MovingType = components['schemas']['MovingType'];

export const genders = ['male', 'female', 'other'] as const satisfies readonly Gender[];
export const movingTypes = ['other_municipality', 'same_municipality', 'abroad'] as const satisfies readonly MovingType[];

export function textAt(values: unknown, path: string): string {
  const value = valueAt(values, path);
  return typeof value === 'string' ? value : '';
}

/** The text, or null when blank (an optional value the resident did not give). */
export function optionalTextAt(values: unknown, path: string): string | null {
  const value = textAt(values, path);
  return value.trim() === '' ? null : value;
}

export function choiceAt<T extends string>(values: unknown, path: string, choices: readonly T[]): T {
  const value = valueAt(values, path);
  const choice = choices.find((item) => item === value);
  if (choice === undefined) throw new Error(`${path} is not one of its choices`);
  return choice;
}

export function nameAt(values: unknown, path: string): PersonName {
  return { last: textAt(values, `${path}.last`), first: textAt(values, `${path}.first`) };
}

export function addressAt(values: unknown, path: string): Address {
  return Object.fromEntries(addressParts.map((part) => [part, textAt(values, `${path}.${part}`)])) as unknown as Address;
}

export function itemsAt(values: FormValues, path: string): unknown[] {
  const items = valueAt(values, path);
  return Array.isArray(items) ? items : [];
}
