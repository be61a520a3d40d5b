import { describe, expect, it } from 'vitest';
import { hasDestination, proceduresFor, proceduresNotFitting } from './moving-procedures';

describe('moving types and their procedures (brief §5)', () => {
  it('gives 転出 転出届 and 転入予定連絡, 転居 転居予定連絡, and both the businesses', () => {
    expect(proceduresFor('other_municipality')).toEqual(['move_out', 'move_in', 'businesses']);
    expect(proceduresFor('same_municipality')).toEqual(['move_house', 'businesses']);
  });

  it('lets 国外転出 choose only 転出届 (which possibility sends to the counter), and offers no businesses without a destination', () => {
    expect(proceduresFor('abroad')).toEqual(['move_out']);
    expect(hasDestination('abroad')).toBe(false);
    expect(hasDestination('same_municipality')).toBe(true);
  });

  it('names the chosen procedures a moving type does not allow', () => {
    expect(proceduresNotFitting('same_municipality', ['move_out', 'move_house', 'businesses'])).toEqual(['move_out']);
    expect(proceduresNotFitting('other_municipality', ['move_out', 'move_in'])).toEqual([]);
    expect(proceduresNotFitting('abroad', ['move_out', 'businesses'])).toEqual(['businesses']);
  });
});
