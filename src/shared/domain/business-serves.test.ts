// Which of the move's addresses a chosen business serves decides which dates its form asks for.
import { describe, expect, it } from 'vitest';
import { businessServes, type ServiceArea } from './business-serves';

const business = (prefectures: string[], municipalities: string[] = []): ServiceArea => ({ area: { prefectures, municipalities } });

const sapporo = '011011';
const chiyoda = '131016';

describe('businessServes', () => {
  it('serves both addresses when its area holds both', () => {
    expect(businessServes(business(['01', '13']), { from: sapporo, to: chiyoda })).toBe('both');
    expect(businessServes(business([], [chiyoda]), { from: chiyoda, to: chiyoda })).toBe('both');
  });

  it('serves only the new address, or only the old one', () => {
    expect(businessServes(business(['13']), { from: sapporo, to: chiyoda })).toBe('new_address');
    expect(businessServes(business(['01']), { from: sapporo, to: chiyoda })).toBe('old_address');
    expect(businessServes(business(['01']), { from: sapporo, to: null })).toBe('old_address');
  });
});
