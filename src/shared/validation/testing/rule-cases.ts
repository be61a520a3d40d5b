// The table of spec §5's rules, shared by the client-schema tests (src/shared/validation) and
// the server-side tests (src/server/address), so both sides are held to the same cases.
import type { CalendarDay } from '../calendar-date';
import { minimumLengthMessage, validationMessages as m } from '../messages';
import type { NameParts } from '../person-name-rule';
import type { RuleParams, StringRuleName } from '../rule-registry';

/** The day the table is written for. */
export const TABLE_TODAY: CalendarDay = { year: 2026, month: 11, day: 22 };

/** Zip codes whose existence the table asserts; both are real Japan Post data. */
export const KNOWN_ZIP = '1000001'; // 東京都千代田区千代田
export const UNKNOWN_ZIP = '0000000';

export interface StringRuleCase {
  rule: StringRuleName;
  value: string;
  /** The message expected, or null when the value is valid. */
  error: string | null;
  why: string;
  params?: RuleParams;
  today?: CalendarDay;
}

const ok = (rule: StringRuleName, value: string, why: string, extra: Partial<StringRuleCase> = {}): StringRuleCase => ({ rule, value, error: null, why, ...extra });
const bad = (rule: StringRuleName, value: string, error: string, why: string, extra: Partial<StringRuleCase> = {}): StringRuleCase => ({ rule, value, error, why, ...extra });

const leapToday: CalendarDay = { year: 2024, month: 2, day: 29 };
const longestMail = `${'a'.repeat(243)}@example.jp`; // 254 characters
const tooLongMail = `${'a'.repeat(244)}@example.jp`; // 255 characters

export const stringRuleCases: readonly StringRuleCase[] = [
  ok('required', 'a', 'one character'),
  ok('required', '𠮷', 'one surrogate pair'),
  bad('required', '', m.required, 'empty input'),
  bad('required', '   ', m.required, 'half-width spaces only'),
  bad('required', '　', m.required, 'a full-width space only'),

  ok('katakana', 'ヤマダ', 'katakana'),
  ok('katakana', 'ハナコー', 'with the long mark'),
  ok('katakana', 'ヴァイオリン', 'ヴ and small kana'),
  ok('katakana', '', 'empty input is left to required'),
  bad('katakana', 'やまだ', m.katakana, 'hiragana'),
  bad('katakana', 'ﾔﾏﾀﾞ', m.katakana, 'half-width katakana'),
  bad('katakana', 'ヤマダ１', m.katakana, 'full-width digit'),
  bad('katakana', 'ヤマダ 太郎', m.katakana, 'mixed scripts with a space'),
  bad('katakana', 'ヤマダ・タロウ', m.katakana, 'middle dot'),
  bad('katakana', 'YAMADA', m.katakana, 'latin letters'),
  bad('katakana', '𠮷', m.katakana, 'a surrogate pair kanji'),

  ok('formKana', 'ハイツ１０１', 'form-level variant: full-width digits'),
  ok('formKana', 'ヤマダー', 'form-level variant: katakana and long mark'),
  ok('formKana', 'ヤマダ タロウ', 'form-level variant: a half-width space between the names (the contract’s example)'),
  ok('formKana', 'ヤマダ　タロウ', 'form-level variant: a full-width space between the names'),
  ok('formKana', 'ウツル ハイツ　１０１', 'form-level variant: three words, digits among them'),
  bad('formKana', 'ハイツ101', m.katakana, 'form-level variant: half-width digits'),
  bad('formKana', 'はいつ１０１', m.katakana, 'form-level variant: hiragana'),
  bad('formKana', 'ヤマダ 太郎', m.katakana, 'form-level variant: mixed scripts with a space'),
  bad('formKana', ' ヤマダ', m.katakana, 'form-level variant: a leading space'),
  bad('formKana', 'ヤマダ　', m.katakana, 'form-level variant: a trailing space'),
  bad('formKana', 'ヤマダ  タロウ', m.katakana, 'form-level variant: two spaces'),

  ok('phoneHyphen', '090-1234-5678', 'with hyphens'),
  ok('phoneHyphen', '', 'empty input is left to required'),
  bad('phoneHyphen', '09012345678', m.phoneWithoutHyphen, 'digits only'),
  bad('phoneHyphen', '0312345678', m.phoneWithoutHyphen, 'landline digits only'),

  ok('phonePattern', '090-1234-5678', 'mobile'),
  ok('phonePattern', '03-1234-5678', 'Tokyo landline: 0 and 1 digit'),
  ok('phonePattern', '0120-123-456', 'toll-free: 0 and 3 digits, 3 digits'),
  ok('phonePattern', '0466-12-3456', '0 and 3 digits, 2 digits'),
  bad('phonePattern', '090-1234-56789', m.phonePattern, 'last group of 5 digits'),
  bad('phonePattern', '90-1234-5678', m.phonePattern, 'no leading 0'),
  bad('phonePattern', '090-1-5678', m.phonePattern, 'middle group of 1 digit'),
  bad('phonePattern', '01234-12-345', m.phonePattern, '0 and 4 digits'),
  bad('phonePattern', '090－1234－5678', m.phonePattern, 'full-width hyphens'),
  bad('phonePattern', '０９０-１２３４-５６７８', m.phonePattern, 'full-width digits'),
  bad('phonePattern', '090 1234 5678', m.phonePattern, 'spaces'),

  ok('mail', 'taro@example.jp', 'plain'),
  ok('mail', 'taro.yamada_1-2@mail.example.co.jp', 'dots, underscore, hyphen, subdomains'),
  ok('mail', longestMail, 'exactly 254 characters'),
  bad('mail', '_taro@example.jp', m.mail, 'starts with an underscore'),
  bad('mail', 'taro@example', m.mail, 'no dot in the domain'),
  bad('mail', 'taro@example.jp.', m.mail, 'ends with a dot'),
  bad('mail', 'taro@@example.jp', m.mail, 'two @'),
  bad('mail', 'taro+news@example.jp', m.mail, 'a plus sign'),
  bad('mail', 'たろう@example.jp', m.mail, 'kana local part'),
  bad('mail', 'ｔａｒｏ@example.jp', m.mail, 'full-width letters'),
  bad('mail', tooLongMail, m.mail, 'over 254 characters'),

  ok('zipcode', '1000001', '7 digits'),
  ok('zipcode', '', 'empty input is left to required'),
  bad('zipcode', '100-0001', m.zipcode, 'with a hyphen'),
  bad('zipcode', '100000', m.zipcode, '6 digits'),
  bad('zipcode', '10000011', m.zipcode, '8 digits'),
  bad('zipcode', '１０００００１', m.zipcode, 'full-width digits'),
  bad('zipcode', '100000a', m.zipcode, 'a letter'),

  ok('zipExists', KNOWN_ZIP, 'a real postal code'),
  ok('zipExists', '100000', 'length 6: not looked up'),
  bad('zipExists', UNKNOWN_ZIP, m.zipUnknown, 'OK with zero towns'),

  ok('birthDate', '1990/04/01', 'ordinary'),
  ok('birthDate', '2026/11/22', 'today'),
  ok('birthDate', '1896/11/22', 'exactly 130 years ago'),
  ok('birthDate', '2024/02/29', '29 February of a leap year'),
  ok('birthDate', '2000/02/29', '29 February of a 400-year leap year'),
  ok('birthDate', '', 'empty input is left to required'),
  bad('birthDate', '1896/11/21', m.birthDate, 'the day before 130 years ago'),
  bad('birthDate', '2026/11/23', m.birthDate, 'tomorrow'),
  bad('birthDate', '2023/02/29', m.birthDate, '29 February of a common year'),
  bad('birthDate', '1900/02/29', m.birthDate, '29 February of a century common year'),
  bad('birthDate', '1990/04/31', m.birthDate, '31 April'),
  bad('birthDate', '1990/13/01', m.birthDate, 'month 13'),
  bad('birthDate', '1990/00/10', m.birthDate, 'month 0'),
  bad('birthDate', '1990/4/1', m.birthDate, 'unpadded (the input helper pads it)'),
  bad('birthDate', '1990-04-01', m.birthDate, 'hyphens'),
  bad('birthDate', '19900401', m.birthDate, 'no slashes'),
  bad('birthDate', '１９９０/０４/０１', m.birthDate, 'full-width digits'),
  ok('birthDate', '1894/02/28', 'today 29 Feb: 28 Feb of the common year 130 years back', { today: leapToday }),
  bad('birthDate', '1894/02/27', m.birthDate, 'today 29 Feb: the day before that', { today: leapToday }),

  ok('calendarDate', '2026/12/01', 'a real date'),
  ok('calendarDate', '2028/02/29', '29 February of a leap year'),
  bad('calendarDate', '2026/02/29', m.calendarDate, '29 February of a common year'),
  bad('calendarDate', '2026/2/1', m.calendarDate, 'unpadded'),

  ok('numberOnly', '0123', 'digits'),
  ok('numberOnly', '', 'empty input is left to required'),
  bad('numberOnly', '12a', m.numberOnly, 'a letter'),
  bad('numberOnly', '１２３', m.numberOnly, 'full-width digits'),
  bad('numberOnly', '12-3', m.numberOnly, 'a hyphen'),
  bad('numberOnly', ' 123', m.numberOnly, 'a leading space'),

  ok('branchNumber', '001', '3 digits'),
  bad('branchNumber', '12', m.branchNumber, '2 digits'),
  bad('branchNumber', '1234', m.branchNumber, '4 digits'),
  bad('branchNumber', '12a', m.branchNumber, 'a letter'),
  bad('branchNumber', '１２３', m.branchNumber, 'full-width digits'),

  ok('accountNumber', '1234567', '7 digits'),
  bad('accountNumber', '123456', m.accountNumber, '6 digits'),
  bad('accountNumber', '12345678', m.accountNumber, '8 digits'),
  bad('accountNumber', '１２３４５６７', m.accountNumber, 'full-width digits'),

  ok('textMinimum', 'a', 'no range: minimum 0'),
  ok('textMinimum', '1234', 'exactly range.min', { params: { range: { min: 4 } } }),
  bad('textMinimum', '123', minimumLengthMessage(4), 'one short of range.min', { params: { range: { min: 4 } } }),
  ok('textMinimum', '𠮷𠮷𠮷', 'surrogate pairs count once: 3 of min 3', { params: { range: { min: 3 } } }),
  bad('textMinimum', '𠮷𠮷𠮷', minimumLengthMessage(4), 'surrogate pairs count once: 3 of min 4', { params: { range: { min: 4 } } }),
];

export interface NameCase {
  script: 'kanji' | 'kana';
  name: NameParts;
  error: string | null;
  why: string;
}

const repeat = (text: string, times: number) => text.repeat(times);

export const nameCases: readonly NameCase[] = [
  { script: 'kanji', name: { last: '山田', first: '太郎' }, error: null, why: 'ordinary' },
  { script: 'kanji', name: { last: repeat('山', 12), first: repeat('田', 12) }, error: null, why: '24 characters' },
  { script: 'kanji', name: { last: repeat('山', 12), first: repeat('田', 13) }, error: m.nameTotalLength, why: '25 characters' },
  { script: 'kanji', name: { last: repeat('𠮷', 12), first: repeat('野', 12) }, error: null, why: '24 code points with surrogate pairs (36 UTF-16 units)' },
  { script: 'kanji', name: { last: repeat('𠮷', 13), first: repeat('野', 12) }, error: m.nameTotalLength, why: '25 code points with surrogate pairs' },
  { script: 'kanji', name: { last: repeat('Ｙ', 12), first: repeat('y', 12) }, error: null, why: 'mixed widths: 24 characters' },
  { script: 'kana', name: { last: repeat('ヤ', 20), first: 'タロウ' }, error: null, why: '23 katakana' },
  { script: 'kana', name: { last: repeat('ヤ', 12), first: repeat('ー', 12) }, error: null, why: '24 katakana with long marks' },
  { script: 'kana', name: { last: repeat('ヤ', 13), first: repeat('タ', 12) }, error: m.nameTotalLength, why: '25 katakana' },
];
