// One form: the fields of a section (spec §3's form-section groups) or of one application.
import type { FieldDefinition } from './field-types/field-definitions';

/** Spec §3's form-section groups: 0 all, 1 applicant, 2 moving, 3 procedures, 4 municipality, 5 businesses. */
export const formModes = {
  all: 0,
  applicant: 1,
  moving: 2,
  procedures: 3,
  municipality: 4,
  businesses: 5,
} as const;

export type FormMode = (typeof formModes)[keyof typeof formModes];

/**
 * `TValues` is the contract's shape of the values (e.g. ApplicantValues); it only types
 * schemaForForm's result and is never set.
 */
export interface FormDefinition<TValues = unknown> {
  id: string;
  mode: Exclude<FormMode, 0>;
  title: string;
  fields: readonly FieldDefinition[];
  /** The contract's values this form does not ask for, sent as null (転出届's visit_date). */
  readonly notAsked?: readonly string[];
  readonly valuesType?: TValues;
}
