// The single-value rules of spec §5 as zod schemas over strings. Each checks one thing and lets
// the empty string pass, so an optional field stays optional: emptiness is `requiredRule`'s job
// (schemaForForm runs it first, and the other rules only on a non-empty value). zod's mini build:
// the same checks and messages as the classic API at a fifth of its size in the browser's chunks.
import * as z from 'zod/mini';
import { characterCount } from './character-count';
import { minimumLengthMessage, validationMessages as m } from './messages';

export type StringRule = z.ZodMiniType<string, string>;

/** A string that is empty or matches `pattern`; anything else fails with `message`. */
function emptyOr(pattern: RegExp, message: string): StringRule {
  return z.string({ error: message }).check(z.refine((value) => value === '' || pattern.test(value), { error: message }));
}

/** Non-empty after trimming, so a value of only spaces (half- or full-width) counts as empty. */
export const requiredRule: StringRule = z.string({ error: m.required }).check(z.refine((value) => value.trim() !== '', { error: m.required }));

/** Full-width katakana (ァ…ヶ, including ヴ) and the long mark ー; nothing else, not even spaces. */
export const katakanaRule = emptyOr(/^[ァ-ヶー]+$/, m.katakana);

/**
 * The form-level kana variant of spec §5, for 口座名義: full-width katakana, ー and full-width
 * digits ０–９, in words that one space (half- or full-width, as the IME gives it) may part, as
 * in ヤマダ タロウ. No space leads, trails or doubles: a bank's holder name has none there.
 */
export const formKanaRule = emptyOr(/^[ァ-ヶー０-９]+(?:[ 　][ァ-ヶー０-９]+)*$/, m.katakana);

/** Spec §5's numeric-only check: digits alone mean the hyphens are missing. */
export const phoneHyphenRule: StringRule = z
  .string({ error: m.phoneWithoutHyphen })
  .check(z.refine((value) => !/^\d+$/.test(value), { error: m.phoneWithoutHyphen }));

/** A leading 0 and 1–3 digits, a hyphen, 2–4 digits, a hyphen, 3–4 digits. */
export const phonePatternRule = emptyOr(/^0\d{1,3}-\d{2,4}-\d{3,4}$/, m.phonePattern);

/** Spec §5's mail shape (the same pattern as the contract's Email), at most 254 characters (RFC 5321). */
export const mailRule: StringRule = emptyOr(/^[A-Za-z0-9][A-Za-z0-9_.-]*@[A-Za-z0-9_.-]+\.[A-Za-z0-9]+$/, m.mail).check(
  z.refine((value) => value.length <= 254, { error: m.mail }),
);

export const zipcodeRule = emptyOr(/^\d{7}$/, m.zipcode);
export const numberOnlyRule = emptyOr(/^\d+$/, m.numberOnly);
export const branchNumberRule = emptyOr(/^\d{3}$/, m.branchNumber);
export const accountNumberRule = emptyOr(/^\d{7}$/, m.accountNumber);

/** Spec §5's text minimum: at least `min` characters (code points), from the field's range.min. */
export function textMinimumRule(min = 0): StringRule {
  const message = minimumLengthMessage(min);
  return z.string({ error: message }).check(z.refine((value) => value === '' || characterCount(value) >= min, { error: message }));
}
