// Which of the move's addresses a chosen business serves decides which dates its form asks for.
import { describe, expect, it } from 'vitest';
import { businessServes } from './application-lists';
import type { CatalogueBusiness } from './lifeline-catalogue';

const business = (prefectures: string[], municipalities: string[] = []): CatalogueBusiness => ({
  business_id: 'test-business',
  name: 'テスト電力',
  category: 'electricity',
  description: 'テスト',
  area: { prefectures, municipalities },
  delivery_endpoint: 'https://example.invalid/test',
  phone: '0120-000-000',
});

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
