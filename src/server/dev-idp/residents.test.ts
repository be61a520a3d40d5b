import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidJisCode, loadTestResidents, residentClaims } from './residents';

describe('test residents fixture', () => {
  it('covers the cases the brief asks for', async () => {
    const residents = await loadTestResidents();
    const today = new Date('2026-11-22T00:00:00+09:00');
    const adult = (birthdate: string) => new Date(birthdate) < new Date('2006-11-22');

    expect(residents.some((p) => p.household.members.length === 0 && adult(p.birthdate))).toBe(true);
    const head = residents.find((p) => p.household.members.length === 2);
    expect(head?.household.relationship).toBe('世帯主');
    expect(head?.household.members.map((m) => m.relationship)).toEqual(['妻', '子']);
    expect(residents.some((p) => new Date(p.signing_certificate.expires_at) < today)).toBe(true);
    // Nearly locked: one more wrong 署名用パスワード locks the card (5 tries).
    expect(residents.some((p) => p.pin_failures.signing === 4)).toBe(true);
    // The signing page tells testers the 署名用パスワード: the same for everyone, 6–16 capitals and digits.
    expect(residents.every((p) => p.signing_pin === 'ABCD1234')).toBe(true);
    // Everyone logs in with 1234 and starts with an unlocked login PIN.
    expect(residents.every((p) => p.login_pin === '1234' && p.pin_failures.login === 0)).toBe(true);
    expect(residents.every((p) => isValidJisCode(p.address.jis_code))).toBe(true);
  });

  it('checks JIS municipality check digits', () => {
    expect(['131016', '271276', '011011', '401323'].every(isValidJisCode)).toBe(true);
    expect(isValidJisCode('131017')).toBe(false);
    expect(isValidJisCode('13101')).toBe(false);
  });

  it('rejects a broken fixture at start-up, naming the field', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'utsuru-residents-'));
    try {
      const [first] = await loadTestResidents();
      const broken = path.join(dir, 'residents.json');
      await writeFile(broken, JSON.stringify([{ ...first, address: { ...first?.address, jis_code: '131017' } }]));
      await expect(loadTestResidents(broken)).rejects.toThrow(/jis_code/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('maps a resident to OIDC claims, leaving out an email the provider does not have', async () => {
    const residents = await loadTestResidents();
    const withoutEmail = residents.find((p) => p.email === null);
    expect(withoutEmail).toBeDefined();
    const claims = residentClaims(withoutEmail as NonNullable<typeof withoutEmail>);
    expect(claims).not.toHaveProperty('email');
    expect(claims.name).toBe('高橋 由美');
    expect(claims.name_kana).toBe('タカハシ ユミ');
    expect(claims.address).toMatchObject({ region: '北海道', locality: '札幌市中央区', jis_code: '011011', country: 'JP' });
  });
});
