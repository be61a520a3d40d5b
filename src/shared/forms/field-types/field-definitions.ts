// Form fields as typed data (spec §3's field types). A definition says what a field is, which
// rules of the registry it obeys and which input helpers it applies; the SPA picks one renderer
// per type from a Record<FieldType, Renderer>, and field-type-modules.ts holds what each type does
// (checks, error slots, summary rows, contract value); a type missing from either fails the typecheck.
import type { InputHelperName } from '../../input/input-helpers';
import type { NameRuleName, StringRuleName } from '../../validation/rule-registry';

/** Every field type, spec §3's plus the plain inputs (text, textarea, date, radio, select). */
export const fieldTypes = [
  'persons-name',
  'autofill-persons-name-kanji',
  'address',
  'addressee',
  'check-box',
  'radio',
  'select',
  'text',
  'textarea',
  'date',
  'description',
  'description-box',
  'read-text',
  'read-date',
  'read-persons-name',
  'read-address',
  'link',
  'alert-text',
  'variable-area',
  'extend',
] as const;

export type FieldType = (typeof fieldTypes)[number];

/**
 * Shown only while the value at `path` (a dot path from the same level as the field: the
 * section's values, or the item of a variable-area) equals one of `anyOf`, or, for a list
 * value, contains one of them. A hidden field is neither shown nor validated.
 */
export interface FieldCondition {
  path: string;
  anyOf: readonly string[];
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/** A field that holds a value. `name` is its dot path in the section's values (the contract's shape). */
interface ValueFieldBase {
  name: string;
  label: string;
  required: boolean;
  /** Support text under the label (Digital Agency field anatomy, brief §7). */
  supportText?: string;
  when?: FieldCondition;
}

/** A field that only shows something; `id` keys it for React and tests. */
interface DisplayFieldBase {
  id: string;
  when?: FieldCondition;
}

/** 氏名 or 氏名カナ: value { last, first }; spec §5's 24-character total always applies. */
export interface PersonsNameField extends ValueFieldBase {
  type: 'persons-name';
  script: 'kanji' | 'kana';
  partLabels: { last: string; first: string };
  nameRules: readonly NameRuleName[];
  /** Applied to 姓 and 名 each (e.g. katakana). */
  partRules: readonly StringRuleName[];
  inputHelpers: readonly InputHelperName[];
}

/** 氏名 (kanji) filled in from the verified name of the identity provider (ApplicantSection.active_form). */
export interface AutofillPersonsNameKanjiField extends ValueFieldBase {
  type: 'autofill-persons-name-kanji';
  partLabels: { last: string; first: string };
  nameRules: readonly NameRuleName[];
  partRules: readonly StringRuleName[];
  inputHelpers: readonly InputHelperName[];
}

/**
 * An address (contract Address: zipcode, jis_code, pref, city, town, line). Typing the zip
 * offers prefecture, city and town candidates from the address catalogue.
 */
export interface AddressField extends ValueFieldBase {
  type: 'address';
  zipcodeRules: readonly StringRuleName[];
  zipcodeHelpers: readonly InputHelperName[];
  lineHelpers: readonly InputHelperName[];
}

/** Who the application goes to (宛先): the old or new municipality, or the business. */
export interface AddresseeField extends DisplayFieldBase {
  type: 'addressee';
  label: string;
  recipient: 'old-municipality' | 'new-municipality' | 'business';
}

/** Several choices: value string[]. The options are fixed, or come from the lifeline catalogue. */
export interface CheckBoxField extends ValueFieldBase {
  type: 'check-box';
  options: readonly ChoiceOption[] | 'lifeline-businesses';
}

export interface RadioField extends ValueFieldBase {
  type: 'radio';
  options: readonly ChoiceOption[];
}

/**
 * One of the options, or of the visit slots of the chosen 来庁予定日 (issue 27): those the page
 * reads for the municipality and day; the server judges the slot.
 */
export interface SelectField extends ValueFieldBase {
  type: 'select';
  options: readonly ChoiceOption[] | 'visit-slots';
}

interface TextInputBase extends ValueFieldBase {
  rules: readonly StringRuleName[];
  inputHelpers: readonly InputHelperName[];
  /** range.min feeds spec §5's text minimum; range.max is checked as a rule (never a maxlength that drops what is typed). */
  range?: { min?: number; max?: number };
  autoComplete?: string;
}

export interface TextField extends TextInputBase {
  type: 'text';
  inputMode: 'text' | 'numeric' | 'tel' | 'email';
}

export interface TextareaField extends TextInputBase {
  type: 'textarea';
  rows: number;
}

/** YYYY/MM/DD typed with slashes inserted (input helper dateTyping; finishDateInput on blur). */
export interface DateField extends TextInputBase {
  type: 'date';
}

export interface DescriptionField extends DisplayFieldBase {
  type: 'description';
  text: string;
}

export interface DescriptionBoxField extends DisplayFieldBase {
  type: 'description-box';
  title?: string;
  text: string;
}

/**
 * read-*: a value shown, not edited. `source` is a dot path in what the page hands the
 * renderer: `verified.*` (the identity provider's claims) or another section's values
 * (`moving.move_date`, `moving.to`…).
 */
interface ReadFieldBase extends DisplayFieldBase {
  label: string;
  source: string;
}

export interface ReadTextField extends ReadFieldBase {
  type: 'read-text';
}

export interface ReadDateField extends ReadFieldBase {
  type: 'read-date';
}

export interface ReadPersonsNameField extends ReadFieldBase {
  type: 'read-persons-name';
}

export interface ReadAddressField extends ReadFieldBase {
  type: 'read-address';
}

export interface LinkField extends DisplayFieldBase {
  type: 'link';
  label: string;
  href: string;
  /** Opens in a new tab (an outer site), announced to screen readers. */
  external: boolean;
}

export interface AlertTextField extends DisplayFieldBase {
  type: 'alert-text';
  tone: 'info' | 'warning' | 'error';
  text: string;
}

/** At most 9 repeated groups (brief §5: household members). */
export type RepeatLimit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** A list of repeated groups, e.g. household members. Children's names are relative to one item. */
export interface VariableAreaField {
  type: 'variable-area';
  name: string;
  label: string;
  supportText?: string;
  when?: FieldCondition;
  /** Heading of one item, numbered by the renderer: 世帯員1, 世帯員2… */
  itemLabel: string;
  min: number;
  max: RepeatLimit;
  addLabel: string;
  removeLabel: string;
  children: readonly FieldDefinition[];
}

/** A definition extending a base one: the base children first, then its own; values stay flat. */
export interface ExtendField extends DisplayFieldBase {
  type: 'extend';
  base: readonly FieldDefinition[];
  children: readonly FieldDefinition[];
}

export type FieldDefinition =
  | PersonsNameField
  | AutofillPersonsNameKanjiField
  | AddressField
  | AddresseeField
  | CheckBoxField
  | RadioField
  | SelectField
  | TextField
  | TextareaField
  | DateField
  | DescriptionField
  | DescriptionBoxField
  | ReadTextField
  | ReadDateField
  | ReadPersonsNameField
  | ReadAddressField
  | LinkField
  | AlertTextField
  | VariableAreaField
  | ExtendField;

/** The definition of one field type, for a renderer: `FieldOf<'address'>` is AddressField. */
export type FieldOf<T extends FieldType> = Extract<FieldDefinition, { type: T }>;

// The tuple and the union must name the same types: a type missing from either fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _FieldTypesMatchTheUnion = Assert<Same<FieldType, FieldDefinition['type']>>;
