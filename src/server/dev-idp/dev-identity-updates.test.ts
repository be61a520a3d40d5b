// The development provider's identity-data updates (decision 020), per test resident of
// residents.json, against a fake clock: completes after 3 s with the new address, fails with the
// provider's message, stays pending, or (no `identity_update`) completes at once, unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { toResidentClaims } from '../auth/resident-claims';
import { useTestDatabase } from '../db/test-database';
import { FakeClock } from '../testing/fake-clock';
import { createDevIdentityUpdates } from './dev-identity-updates';
import { loadTestResidents, type TestResident } from './residents';

const byName = (residents: TestResident[], name: string): TestResident => {
  const person = residents.find((p) => `${p.family_name}${p.given_name}` === name);
  if (!person) throw new Error(`no test resident ${name}`);
  return person;
};

describe('development identity-data updates', () => {
  const database = useTestDatabase();
  let residents: TestResident[];
  beforeAll(async () => {
    residents = await loadTestResidents();
  });
  const setUp = () => {
    const clock = new FakeClock(new Date('2026-12-08T05:00:00Z'));
    return { clock, updates: createDevIdentityUpdates({ db: database().db, clock, residents }) };
  };
  const signer = (person: TestResident) => ({ providerId: 'lp', subject: person.sub });

  it('上野翼: pending for 3 s, then completed with the address in 横浜市中区; a later login reads it', async () => {
    const { clock, updates } = setUp();
    const ueno = byName(residents, '上野翼');
    expect(await updates.currentCard(ueno)).toBe(ueno);
    const { providerRequestId } = await updates.provider.requestRefresh(signer(ueno));
    clock.advance(2_999);
    expect(await updates.provider.readState(providerRequestId)).toEqual({ state: 'pending' });
    expect((await updates.currentCard(ueno)).address.locality).toBe('世田谷区');

    clock.advance(1);
    const state = await updates.provider.readState(providerRequestId);
    if (state.state !== 'completed') throw new Error(state.state);
    const claims = toResidentClaims(state.claims);
    expect(claims.address).toEqual({ zipcode: '2310021', jisCode: '141046', pref: '神奈川県', city: '横浜市中区', town: '日本大通', line: '1-2' });
    expect(claims.name).toEqual({ last: '上野', first: '翼' });
    expect((await updates.currentCard(ueno)).address.street_address).toBe('日本大通1-2');
    // Another resident's card is not touched.
    const okada = byName(residents, '岡田真央');
    expect(await updates.currentCard(okada)).toBe(okada);
  });

  it('坂本蒼: fails with the provider’s message', async () => {
    const { updates } = setUp();
    const { providerRequestId } = await updates.provider.requestRefresh(signer(byName(residents, '坂本蒼')));
    expect(await updates.provider.readState(providerRequestId)).toEqual({
      state: 'failed',
      message: '転入の手続きがまだ完了していないため、住所を更新できませんでした。転入届の手続き後にもう一度お試しください。',
    });
  });

  it('遠藤光: stays pending long past any time limit', async () => {
    const { clock, updates } = setUp();
    const endo = byName(residents, '遠藤光');
    const { providerRequestId } = await updates.provider.requestRefresh(signer(endo));
    clock.advance(24 * 60 * 60 * 1000);
    expect(await updates.provider.readState(providerRequestId)).toEqual({ state: 'pending' });
    expect(await updates.currentCard(endo)).toBe(endo);
  });

  it('a resident without identity_update completes at once with the same data', async () => {
    const { updates } = setUp();
    const plain = byName(residents, '青山結菜');
    const { providerRequestId } = await updates.provider.requestRefresh(signer(plain));
    const state = await updates.provider.readState(providerRequestId);
    if (state.state !== 'completed') throw new Error(state.state);
    expect(toResidentClaims(state.claims).address.city).toBe(plain.address.locality);
    expect(state.claims.address).toMatchObject({ street_address: plain.address.street_address, jis_code: plain.address.jis_code });
  });

  it('knows no request or resident it did not make', async () => {
    const { updates } = setUp();
    await expect(updates.provider.readState('00000000-0000-4000-8000-000000000000')).rejects.toThrow(/no such/);
    await expect(updates.provider.readState('nope')).rejects.toThrow(/no such/);
    await expect(updates.provider.requestRefresh({ providerId: '', subject: 'unknown-subject-000' })).rejects.toThrow(/no such/);
  });
});
