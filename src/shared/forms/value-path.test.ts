import { describe, expect, it } from 'vitest';
import { conditionHolds, isBlank, valueAt } from './value-path';

describe('value paths', () => {
  it('reads nested values and stops at anything that is not an object', () => {
    const values = { household: { members: [{ name: { last: '山田' } }] } };
    expect(valueAt(values, 'household.members.0.name.last')).toBe('山田');
    expect(valueAt(values, 'household.head.last')).toBeUndefined();
    expect(valueAt('text', 'length')).toBeUndefined();
  });

  it('treats missing, null and space-only values as blank', () => {
    expect([undefined, null, '', ' ', '　'].every(isBlank)).toBe(true);
    expect([0, 'a', [], {}].some(isBlank)).toBe(false);
  });

  it('holds a condition for an equal value or a list containing one', () => {
    expect(conditionHolds({ path: 'moving_type', anyOf: ['abroad'] }, { moving_type: 'abroad' })).toBe(true);
    expect(conditionHolds({ path: 'moving_type', anyOf: ['abroad'] }, { moving_type: 'same_municipality' })).toBe(false);
    expect(conditionHolds({ path: 'procedures', anyOf: ['businesses'] }, { procedures: ['move_out', 'businesses'] })).toBe(true);
    expect(conditionHolds(undefined, {})).toBe(true);
  });
});
