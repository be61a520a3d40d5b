// Spec §5's table run against the client-side schemas, as react-hook-form uses them.
import { describe, expect, it } from 'vitest';
import { nameRules, stringRule, type RuleContext } from './rule-registry';
import { KNOWN_ZIP, TABLE_TODAY, nameCases, stringRuleCases } from './testing/rule-cases';
import type { ZipLookup } from './zip-existence-rule';

/** The browser's lookup answers from the server; here a table of the two zips the cases use. */
const tableLookup: ZipLookup = async (zipcode) => ({ ok: true, townCount: zipcode === KNOWN_ZIP ? 1 : 0 });

async function firstMessage(result: Promise<{ success: boolean; error?: { issues: { message: string }[] } }>) {
  const outcome = await result;
  return outcome.success ? null : (outcome.error?.issues[0]?.message ?? 'no message');
}

describe('spec §5 string rules (client schemas)', () => {
  it.each(stringRuleCases.map((c) => [`${c.rule}: ${c.why} (${JSON.stringify(c.value)})`, c] as const))('%s', async (_title, c) => {
    const context: RuleContext = { today: c.today ?? TABLE_TODAY, lookupZip: tableLookup };
    const schema = stringRule(c.rule, context, c.params);
    expect(await firstMessage(schema.safeParseAsync(c.value))).toBe(c.error);
  });

  it('every rule of the registry has valid and invalid cases in the table', async () => {
    const { stringRules } = await import('./rule-registry');
    for (const name of Object.keys(stringRules)) {
      const cases = stringRuleCases.filter((c) => c.rule === name);
      expect(cases.some((c) => c.error === null), `${name} has a valid case`).toBe(true);
      expect(cases.some((c) => c.error !== null), `${name} has an invalid case`).toBe(true);
    }
  });

  it('rejects a value that is not a string with the rule’s own message', async () => {
    const schema = stringRule('phonePattern', { today: TABLE_TODAY });
    expect(await firstMessage(schema.safeParseAsync(9012345678))).toBe('電話番号を正しく入力してください。');
  });
});

describe('spec §5 name total (client schema)', () => {
  it.each(nameCases.map((c) => [`${c.script}: ${c.why}`, c] as const))('%s', async (_title, c) => {
    expect(await firstMessage(nameRules.nameTotalLength().safeParseAsync(c.name))).toBe(c.error);
  });
});

describe('zip existence lookups', () => {
  const context = (lookupZip?: ZipLookup): RuleContext => ({ today: TABLE_TODAY, ...(lookupZip ? { lookupZip } : {}) });

  it('does not flag a zip when the lookup fails', async () => {
    const failing: ZipLookup = async () => ({ ok: false });
    const rejecting: ZipLookup = () => Promise.reject(new Error('network down'));
    expect((await stringRule('zipExists', context(failing)).safeParseAsync('0000000')).success).toBe(true);
    expect((await stringRule('zipExists', context(rejecting)).safeParseAsync('0000000')).success).toBe(true);
  });

  it('does not flag a zip when no lookup is given', async () => {
    expect((await stringRule('zipExists', context()).safeParseAsync('0000000')).success).toBe(true);
  });

  it('looks up only when the value is longer than 6 characters', async () => {
    const asked: string[] = [];
    const recording: ZipLookup = async (zipcode) => {
      asked.push(zipcode);
      return { ok: true, townCount: 0 };
    };
    const rule = stringRule('zipExists', context(recording));
    await rule.safeParseAsync('123456');
    await rule.safeParseAsync('1234567');
    expect(asked).toEqual(['1234567']);
  });
});

describe('rules built from their inputs (issue 15)', () => {
  const day = (d: number) => ({ year: 2026, month: 11, day: d });

  it('are built once per input and shared, and a new input builds a new rule', () => {
    const lookup: ZipLookup = async () => ({ ok: true, townCount: 1 });
    expect(stringRule('birthDate', { today: day(20) })).toBe(stringRule('birthDate', { today: day(20) }));
    expect(stringRule('birthDate', { today: day(21) })).not.toBe(stringRule('birthDate', { today: day(20) }));
    expect(stringRule('textMinimum', { today: day(20) }, { range: { min: 2 } })).toBe(stringRule('textMinimum', { today: day(21) }, { range: { min: 2 } }));
    expect(stringRule('zipExists', { today: day(20), lookupZip: lookup })).toBe(stringRule('zipExists', { today: day(21), lookupZip: lookup }));
  });

  it('still judge by their own input: a birth date of tomorrow is refused today and accepted tomorrow', () => {
    expect(stringRule('birthDate', { today: day(20) }).safeParse('2026/11/21').success).toBe(false);
    expect(stringRule('birthDate', { today: day(21) }).safeParse('2026/11/21').success).toBe(true);
  });
});
