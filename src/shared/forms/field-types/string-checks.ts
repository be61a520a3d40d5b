// Spec §5's checks of one string value, shared by the types that hold text (text, date, the
// parts of a name or an address): a blank optional value is valid, required comes first, then
// the field's rules in order, then range.max (nothing cuts a value short while typing); the first
// failure is the message.
import { characterCount } from '../../validation/character-count';
import { maximumLengthMessage, validationMessages as m } from '../../validation/messages';
import type { RuleContext, RuleParams, StringRuleName } from '../../validation/rule-registry';
import { asyncStringRules, stringRule } from '../../validation/rule-registry';
import { isBlank } from '../value-path';
import type { FormIssue, IssuePath } from './field-type-module';

export async function checkString(value: unknown, required: boolean, rules: readonly StringRuleName[], context: RuleContext, params: RuleParams = {}): Promise<string | null> {
  if (isBlank(value)) return required ? m.required : null;
  for (const name of rules) {
    const rule = stringRule(name, context, params);
    const result = asyncStringRules.has(name) ? await rule.safeParseAsync(value) : rule.safeParse(value);
    if (!result.success) return result.error.issues[0]?.message ?? m.required;
  }
  if (typeof value !== 'string') return m.required;
  const max = params.range?.max;
  return max !== undefined && characterCount(value) > max ? maximumLengthMessage(max) : null;
}

/** The issue at `path`, or none. */
export const issueAt = (path: IssuePath, message: string | null): FormIssue[] => (message === null ? [] : [{ path, message }]);
