// What renderers need besides the form's values (react-hook-form's context): the errors to
// show, what read-* and addressee fields display, the lifeline businesses to choose from, and
// the address catalogue. The form provides it; tests provide their own.
import { createContext, useContext, type ReactNode } from 'react';
import type { AddresseeField, ChoiceOption } from '#shared/forms/field-types/field-definitions';
import type { AddressCatalogue } from './address/address-catalogue';
import { unavailableCatalogue } from './address/address-catalogue';

export type Recipient = AddresseeField['recipient'];

/** One slot of the day with the places left (GET /visit_slots). */
export interface VisitSlotChoice {
  time: string;
  left: number;
  free: boolean;
}

export interface FormUi {
  /** The message each slot shows, by value path. */
  errors: Readonly<Record<string, string>>;
  /** What read-* fields read their `source` from: `verified.*` and other sections' values. */
  readSources: unknown;
  /** The name of each recipient an addressee field names. */
  addressees: Partial<Readonly<Record<Recipient, string>>>;
  /**
   * The slots of a 来庁予定日 for a select whose options are 'visit-slots' (issue 27), a hook the
   * renderer calls with the date as typed: null where the municipality takes a date only (the
   * field does not show); it answers no slots before a whole date.
   */
  useVisitSlots: ((visitDate: string) => readonly VisitSlotChoice[] | null) | null;
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
  useVisitSlots: null,
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
