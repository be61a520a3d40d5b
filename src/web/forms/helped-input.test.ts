// Spec §5's helpers as the inputs apply them (the DOM wiring is exercised in e2e/forms.spec.ts).
import { describe, expect, it } from 'vitest';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm } from '#shared/forms/definitions/moving-form';
import type { InputHelperName } from '#shared/input/input-helpers';
import { finishedValue, helpedValue } from './helped-input';

const helpersOf = (name: string): readonly InputHelperName[] => {
  const field = [...applicantForm.fields, ...movingForm.fields].find((item) => 'name' in item && item.name === name);
  if (!field) throw new Error(name);
  if ('inputHelpers' in field) return field.inputHelpers;
  if (field.type === 'address') return field.zipcodeHelpers;
  throw new Error(name);
};

describe('input helpers as typed', () => {
  it('turn hiragana and half-width katakana into full-width katakana in a kana field', () => {
    expect(helpedValue('やまだ', helpersOf('name_kana'))).toBe('ヤマダ');
    expect(helpedValue('ﾀﾞｲｽｹ', helpersOf('name_kana'))).toBe('ダイスケ');
  });

  it('join a half-width ﾞ or ﾟ typed one key at a time with the kana before it (ﾀ then ﾞ → ダ, not タ゛)', () => {
    const typed = (keys: string) => [...keys].reduce((value, key) => helpedValue(value + key, helpersOf('name_kana')), '');
    expect(typed('ﾀﾞｲｽｹ')).toBe('ダイスケ');
    expect(typed('ﾊﾟｳﾞｫ')).toBe('パヴォ');
    expect(typed('ﾔﾏﾀﾞ')).toBe('ヤマダ');
  });

  it('insert the slashes of a birth date and pad it when the resident leaves the field', () => {
    expect(helpedValue('19900401', helpersOf('birth_date'))).toBe('1990/04/01');
    expect(helpedValue('１９９００４', helpersOf('birth_date'))).toBe('1990/04');
    expect(finishedValue('1990/4/1', helpersOf('birth_date'), 'date')).toBe('1990/04/01');
    expect(finishedValue('1990/4/1', helpersOf('birth_date'), 'text')).toBe('1990/04/1');
  });

  it('make a phone number half-width with plain hyphens, and a zip digits only', () => {
    expect(helpedValue('０９０ー１２３４ー５６７８', helpersOf('phone'))).toBe('090-1234-5678');
    expect(helpedValue('１００－０００１', helpersOf('from'))).toBe('1000001');
  });

  it('keep a letter typed into a zip, for the zip rule to report rather than to vanish (issue 11, point 5)', () => {
    expect(helpedValue('100-000a', helpersOf('from'))).toBe('100000a');
    expect(helpedValue('１６０ａ００２２', helpersOf('from'))).toBe('160a0022');
  });
});
