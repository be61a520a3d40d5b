// The typed registry of spec §5's rules. Form definitions name rules from here, and both the
// browser (react-hook-form) and the server (section writes) build them through it.
import type * as z from 'zod/mini';
import type { CalendarDay } from './calendar-date';
import { birthDateRule, calendarDateRule } from './date-rules';
import { nameTotalLengthRule, type NameParts } from './person-name-rule';
import {
  accountNumberRule,
  branchNumberRule,
  katakanaOrFullWidthDigitsRule,
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

export const stringRules = {
  required: () => requiredRule,
  katakana: () => katakanaRule,
  katakanaOrDigits: () => katakanaOrFullWidthDigitsRule,
  phoneHyphen: () => phoneHyphenRule,
  phonePattern: () => phonePatternRule,
  mail: () => mailRule,
  zipcode: () => zipcodeRule,
  zipExists: (context) => zipExistsRule(context.lookupZip),
  birthDate: (context) => birthDateRule(context.today),
  calendarDate: () => calendarDateRule,
  numberOnly: () => numberOnlyRule,
  branchNumber: () => branchNumberRule,
  accountNumber: () => accountNumberRule,
  textMinimum: (_context, params) => textMinimumRule(params.range?.min ?? 0),
} as const satisfies Record<string, StringRuleFactory>;

export type StringRuleName = keyof typeof stringRules;

export const nameRules = {
  nameTotalLength: () => nameTotalLengthRule,
} as const satisfies Record<string, () => z.ZodMiniType<NameParts, NameParts>>;

export type NameRuleName = keyof typeof nameRules;

/** The zod schema of one named string rule. Asynchronous rules (zipExists) need safeParseAsync. */
export function stringRule(name: StringRuleName, context: RuleContext, params: RuleParams = {}): StringRule {
  return stringRules[name](context, params);
}
