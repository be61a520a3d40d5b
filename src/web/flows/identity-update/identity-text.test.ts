import { describe, expect, it } from 'vitest';
import { addressText, birthDateText, zipText } from './identity-text';

describe('identity text', () => {
  it('says the zip, the address and the birth date as the pages show them', () => {
    expect(zipText('2310021')).toBe('〒231-0021');
    expect(addressText({ zipcode: '2310021', jis_code: '141046', pref: '神奈川県', city: '横浜市中区', town: '日本大通', line: '10-1' })).toBe('神奈川県横浜市中区日本大通10-1');
    expect(birthDateText('1990/04/01')).toBe('1990年4月1日');
    expect(birthDateText('不明')).toBe('不明');
  });
});
