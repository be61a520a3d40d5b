import { describe, expect, it } from 'vitest';
import { ClaimsMissingError, splitStreetAddress, toResidentClaims } from './resident-claims';

const complete = {
  sub: 'abc',
  name: '山田 太郎',
  family_name: '山田',
  given_name: '太郎',
  family_name_kana: 'ヤマダ',
  given_name_kana: 'タロウ',
  birthdate: '1980-01-31',
  gender: 'male',
  email: 'taro@example.com',
  email_verified: true,
  address: { postal_code: '〒100-0001', region: '東京都', locality: '千代田区', street_address: '千代田１－１', jis_code: '131016' },
};

describe('toResidentClaims', () => {
  it('maps OIDC claims to the product’s shape', () => {
    expect(toResidentClaims(complete)).toEqual({
      name: { last: '山田', first: '太郎' },
      nameKana: { last: 'ヤマダ', first: 'タロウ' },
      birthDate: '1980/01/31',
      gender: 'male',
      address: { zipcode: '1000001', jisCode: '131016', pref: '東京都', city: '千代田区', town: '千代田', line: '１－１' },
      email: 'taro@example.com',
    });
  });

  it('falls back to full names written "姓 名" (half- or full-width space)', () => {
    const { family_name: _f, given_name: _g, family_name_kana: _fk, given_name_kana: _gk, ...rest } = complete;
    const claims = toResidentClaims({ ...rest, name: '山田　太郎', name_kana: 'ヤマダ タロウ' });
    expect(claims.name).toEqual({ last: '山田', first: '太郎' });
    expect(claims.nameKana).toEqual({ last: 'ヤマダ', first: 'タロウ' });
  });

  it('keeps gender values beyond male/female as other, and drops unverified or malformed email', () => {
    expect(toResidentClaims({ ...complete, gender: 'unspecified' }).gender).toBe('other');
    expect(toResidentClaims({ ...complete, email_verified: false }).email).toBeNull();
    expect(toResidentClaims({ ...complete, email: 'not-an-email' }).email).toBeNull();
    const { email: _e, email_verified: _v, ...withoutEmail } = complete;
    expect(toResidentClaims(withoutEmail).email).toBeNull();
  });

  it('names the missing or malformed claims without echoing their values', () => {
    const { birthdate: _b, ...noBirthdate } = complete;
    expect(() => toResidentClaims(noBirthdate)).toThrow(ClaimsMissingError);
    expect(() => toResidentClaims(noBirthdate)).toThrow(/birthdate/);
    const badAddress = { ...complete, address: { ...complete.address, jis_code: '13101' } };
    expect(() => toResidentClaims(badAddress)).toThrow(/address\.jis_code/);
    const { name: _n, given_name: _g, ...noName } = complete;
    const error = (() => {
      try {
        toResidentClaims(noName);
      } catch (caught) {
        return caught as ClaimsMissingError;
      }
      return undefined;
    })();
    expect(error?.fields).toEqual(['name']);
    expect(error?.message).not.toContain('山田');
    expect(() => toResidentClaims({ ...complete, birthdate: '1980-02-30' })).toThrow(ClaimsMissingError);
  });
});

describe('splitStreetAddress', () => {
  it('splits the 町域 from the 番地 at the first digit', () => {
    expect(splitStreetAddress('神田神保町2-3-4')).toEqual({ town: '神田神保町', line: '2-3-4' });
    expect(splitStreetAddress('大通西１丁目')).toEqual({ town: '大通西', line: '１丁目' });
    expect(splitStreetAddress('字西山')).toEqual({ town: '字西山', line: '' });
    expect(splitStreetAddress('123番地')).toEqual({ town: '', line: '123番地' });
  });
});
