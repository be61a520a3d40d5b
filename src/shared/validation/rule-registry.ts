// The typed registry of spec §5's rules. Form definitions name rules from here, and both the
// browser (react-hook-form) and the server (section writes) build them through it.
import type * as z from 'zod/mini';
import type { CalendarDay } from './calendar-date';
import { birthDateRule, calendarDateRule } from './date-rules';
import { nameTotalLengthRule, type NameParts } from './person-name-rule';
import {
  accountNumberRule,
  branchNumberRule,
  formKanaRule,
  katakanaRule,
  mailRule,
  numberOnlyRule,
  phoneHyphenRule,
  phonePatternRule,
  requiredRule,
  textMinimumRule,
  zipcodeRule,
  type StringRule,
} from './string-rules';
import { zipExistsRule, type ZipLookup } from './zip-existence-rule';

/** What a rule may depend on: the day it is, and how to look up a zip (none: not flagged). */
export interface RuleContext {
  today: CalendarDay;
  lookupZip?: ZipLookup;
}

/** A field's own parameters: spec §5's text minimum reads range.min (default 0). */
export interface RuleParams {
  range?: { min?: number; max?: number };
}

type StringRuleFactory = (context: RuleContext, params: RuleParams) => StringRule;

/**
 * Rules built from their inputs are built once per input: a draft's check runs hundreds of rules,
 * and building a zod schema costs more than running it (issue 15). The inputs are few: the day,
 * a length, the zip lookup in use.
 */
const builtRules = new Map<string, StringRule>();
const zipRules = new WeakMap<ZipLookup, StringRule>();
const zipRuleWithoutLookup = zipExistsRule(undefined);

function built(key: string, build: () => StringRule): StringRule {
  let rule = builtRules.get(key);
  if (!rule) {
    if (builtRules.size >= 1000) builtRules.clear(); // one a day and a few lengths: never near, but bounded
    rule = build();
    builtRules.set(key, rule);
  }
  return rule;
}

function zipRuleFor(lookup: ZipLookup | undefined): StringRule {
  if (!lookup) return zipRuleWithoutLookup;
  let rule = zipRules.get(lookup);
  if (!rule) {
    rule = zipExistsRule(lookup);
    zipRules.set(lookup, rule);
  }
  return rule;
}

export const stringRules = {
  required: () => requiredRule,
  katakana: () => katakanaRule,
  formKana: () => formKanaRule,
  phoneHyphen: () => phoneHyphenRule,
  phonePattern: () => phonePatternRule,
  mail: () => mailRule,
  zipcode: () => zipcodeRule,
  zipExists: (context) => zipRuleFor(context.lookupZip),
  birthDate: ({ today }) => built(`birthDate ${today.year}/${today.month}/${today.day}`, () => birthDateRule(today)),
  calendarDate: () => calendarDateRule,
  numberOnly: () => numberOnlyRule,
  branchNumber: () => branchNumberRule,
  accountNumber: () => accountNumberRule,
  textMinimum: (_context, params) => built(`textMinimum ${params.range?.min ?? 0}`, () => textMinimumRule(params.range?.min ?? 0)),
} as const satisfies Record<string, StringRuleFactory>;

export type StringRuleName = keyof typeof stringRules;

/** The rules that must be parsed asynchronously (safeParseAsync); the others parse synchronously, which is cheaper. */
export const asyncStringRules: ReadonlySet<StringRuleName> = new Set(['zipExists']);

export const nameRules = {
  nameTotalLength: () => nameTotalLengthRule,
} as const satisfies Record<string, () => z.ZodMiniType<NameParts, NameParts>>;

export type NameRuleName = keyof typeof nameRules;

/** The zod schema of one named string rule. Asynchronous rules (zipExists) need safeParseAsync. */
export function stringRule(name: StringRuleName, context: RuleContext, params: RuleParams = {}): StringRule {
  return stringRules[name](context, params);
}
