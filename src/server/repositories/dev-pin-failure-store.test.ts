// The test cards' wrong-PIN counts in the database (decision 026): two app processes count the
// same tries, so a card locks after three wrong PINs however they were spread, and stays locked
// at every process until a start resets it to the fixture's value.
import { describe, expect, it } from 'vitest';
import { PinAttempts } from '../dev-idp/pin-attempts';
import { useTestDatabase } from '../db/test-database';
import { createDevPinFailureStore } from './dev-pin-failure-store';

describe('the dev IdP wrong-PIN store', () => {
  const database = useTestDatabase();
  /** The login PIN's attempts as two app processes see them. */
  const twoProcesses = () => [new PinAttempts(3, createDevPinFailureStore(database().db, 'login')), new PinAttempts(3, createDevPinFailureStore(database().db, 'login'))] as const;

  it('locks a card after three wrong PINs spread over two processes, even against the right PIN at either', async () => {
    const [first, second] = twoProcesses();
    expect(await first.check('aoki', '1234', '0000')).toBe('wrong');
    expect(await second.check('aoki', '1234', '1111')).toBe('wrong');
    expect(await second.remaining('aoki')).toBe(1);
    expect(await first.check('aoki', '1234', '2222')).toBe('locked');
    expect(await second.check('aoki', '1234', '1234')).toBe('locked');
    expect(await first.check('aoki', '1234', '1234')).toBe('locked');
    expect([await first.isLocked('aoki'), await second.isLocked('aoki')]).toEqual([true, true]);
  });

  it('clears the count at a right PIN before the lock, for both processes', async () => {
    const [first, second] = twoProcesses();
    await first.check('suzuki', '1234', '0000');
    await second.check('suzuki', '1234', '0000');
    expect(await first.check('suzuki', '1234', '1234')).toBe('ok');
    expect(await second.remaining('suzuki')).toBe(3);
  });

  it('counts wrong tries made at the same moment, and never past the limit', async () => {
    const [first, second] = twoProcesses();
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, index) => (index % 2 ? first : second).check('takahashi', '1234', '9999')));
    expect(outcomes.filter((outcome) => outcome === 'wrong')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(4);
    const { rows } = await database().query(`select failures from dev_idp_pin_failures where pin = 'login' and subject = 'takahashi'`);
    expect(rows).toEqual([{ failures: 3 }]);
  });

  it("resets every card to the fixture's count at a start, and keeps the signing PIN's apart", async () => {
    const [first] = twoProcesses();
    const login = createDevPinFailureStore(database().db, 'login');
    const signing = new PinAttempts(5, createDevPinFailureStore(database().db, 'signing'));
    for (const pin of ['0000', '1111', '2222']) await first.check('ito', '1234', pin);
    expect(await first.isLocked('ito')).toBe(true);
    expect(await signing.remaining('ito')).toBe(5);

    await login.reset([['ito', 0]]);
    await createDevPinFailureStore(database().db, 'signing').reset([['ito', 4]]);
    expect(await first.check('ito', '1234', '1234')).toBe('ok');
    expect(await signing.remaining('ito')).toBe(1);
  });
});
