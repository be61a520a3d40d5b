// What renderers need besides the form's values (react-hook-form's context): the errors to
// show, what read-* and addressee fields display, the lifeline businesses to choose from, and
// the address catalogue. The form provides it; tests provide their own.
import { createContext, useContext, type ReactNode } from 'react';
import type { AddresseeField, ChoiceOption } from '#shared/forms/field-types/field-definitions';
import type { AddressCatalogue } from './address/address-catalogue';
import { unavailableCatalogue } from './address/address-catalogue';

export type Recipient = AddresseeField['recipient'];

export interface FormUi {
  /** The message each slot shows, by value path. */
  errors: Readonly<Record<string, string>>;
  /** What read-* fields read their `source` from: `verified.*` and other sections' values. */
  readSources: unknown;
  /** The name of each recipient an addressee field names. */
  addressees: Partial<Readonly<Record<Recipient, string>>>;
  /** The choices of a check-box whose options are 'lifeline-businesses'. */
  lifelineBusinesses: readonly ChoiceOption[];
  catalogue: AddressCatalogue;
  /** Drops the errors shown at `path` and below (a variable-area's groups after a removal). */
  forgetErrorsUnder: (path: string) => void;
  /** What the page shows after a field, by the field's name or id (an account to reuse after お支払い口座). */
  extras: Readonly<Record<string, ReactNode>>;
}

export const defaultFormUi: FormUi = {
  errors: {},
  readSources: {},
  addressees: {},
  lifelineBusinesses: [],
  catalogue: unavailableCatalogue,
  forgetErrorsUnder: () => undefined,
  extras: {},
};

export const FormUiContext = createContext<FormUi>(defaultFormUi);

export function useFormUi(): FormUi {
  return useContext(FormUiContext);
}

/** The message shown at `path`, if any. */
export function useErrorAt(path: string): string | undefined {
  const { errors } = useFormUi();
  return Object.hasOwn(errors, path) ? errors[path] : undefined;
}
