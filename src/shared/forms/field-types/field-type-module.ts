// What a field type does, in one module per type: its form value, spec §5's checks, where its
// errors show, its rows on the confirm page and its value in the contract's shape. The walkers
// (formIssues, errorSlotsOf, summaryRows, contractValuesOf, formValuesOf) only dispatch to these
// modules, and fieldTypeModules is typed over every FieldType, so a new type that forgets one of
// them fails the typecheck instead of vanishing from a page.
import type { RuleContext } from '../../validation/rule-registry';
import type { ExtendField, FieldDefinition } from './field-definitions';

export type FormValues = Record<string, unknown>;

export type IssuePath = (string | number)[];

export interface FormIssue {
  path: IssuePath;
  message: string;
}

/** Where a field error can be shown (one per value path the form displays an error for). */
export interface ErrorSlot {
  /** Dot path of the value, as FieldError.field spells it. */
  path: string;
  /** What the error summary calls the field: 「電話番号」, 「世帯員 1 氏名 姓」. */
  label: string;
  /** Id of the element the summary's link focuses. */
  focusId: string;
}

/** One row of the confirm page's summary list. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** Names of the lifeline businesses, for the procedures form's business check boxes. */
export type BusinessNames = ReadonlyMap<string, string>;

/** A field that holds a value at its `name` (a dot path from its level). */
export type ValueField = Extract<FieldDefinition, { name: string }>;

// Each context carries the walker itself as `children`, for the variable-area's repeated fields.
export interface IssueContext {
  path: IssuePath;
  rules: RuleContext;
  children(fields: readonly FieldDefinition[], scope: unknown, base: IssuePath): Promise<FormIssue[]>;
}

export interface SlotContext {
  path: string;
  /** The field's label with its group's prefix: 「世帯員 1 氏名」. */
  label: string;
  prefix: string;
  children(fields: readonly FieldDefinition[], scope: unknown, base: string, prefix: string): ErrorSlot[];
}

export interface RowContext {
  /** The field's label with its group's prefix: 「世帯員1 氏名」. */
  label: string;
  prefix: string;
  businesses: BusinessNames;
  children(fields: readonly FieldDefinition[], scope: unknown, prefix: string): SummaryRow[];
}

export interface ContractContext {
  path: string;
  children(fields: readonly FieldDefinition[], values: unknown): FormValues;
}

export interface ValueFieldModule<F extends ValueField> {
  readonly holds: 'value';
  /** The form's value from a saved one (`undefined`: the empty value); strings are '' rather than null, so inputs stay controlled. */
  formValue(field: F, saved: unknown, children: (fields: readonly FieldDefinition[], saved: unknown) => FormValues): unknown;
  /** What the contract gets while the field's condition hides it (e.g. `to` for a move abroad). */
  readonly hiddenValue: null | readonly never[];
  /** Spec §5's issues of a shown value: required first, then the first rule that fails. */
  issues(field: F, value: unknown, at: IssueContext): Promise<FormIssue[]>;
  errorSlots(field: F, value: unknown, at: SlotContext): ErrorSlot[];
  summaryRows(field: F, value: unknown, at: RowContext): SummaryRow[];
  /** The contract's value. The rules have passed by then, so a value of the wrong kind is a bug and throws. */
  contractValue(field: F, value: unknown, at: ContractContext): unknown;
}

/** A field that only shows something (text, a notice, another section's value): no value of its form. */
export interface DisplayFieldModule {
  readonly holds: 'nothing';
}

/** A field whose fields stand at its own level (an extend: values stay flat). */
export interface GroupFieldModule {
  readonly holds: 'fields';
  fieldsOf(field: ExtendField): readonly FieldDefinition[];
}

export type FieldTypeModule<F extends FieldDefinition> = F extends ValueField ? ValueFieldModule<F> : F extends ExtendField ? GroupFieldModule : DisplayFieldModule;
