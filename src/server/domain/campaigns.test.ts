// The seeded campaign table (decision 020): a code runs from its first to its last day in Japan,
// matches in any letter case, honours only the businesses it lists, and a table naming a
// business the catalogue does not have is refused at load.
import { describe, expect, it } from 'vitest';
import { campaignTableOf, loadCampaignTable } from './campaigns';
import { recipientSeeds } from './domain-data';

const japanMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

describe('the campaign table', () => {
  it('runs a code on its valid days in Japan only, in any letter case', async () => {
    const table = await loadCampaignTable();
    expect(table.running('NANIWA-WELCOME', japanMidnight('2026-03-31'))).toBeNull();
    expect(table.running('naniwa-welcome', japanMidnight('2026-04-01'))?.code).toBe('NANIWA-WELCOME');
    expect(table.running('SHINSEIKATSU2026', new Date(japanMidnight('2027-04-01').getTime() - 1))?.campaign.title).toBe('新生活応援キャンペーン');
    expect(table.running('SHINSEIKATSU2026', japanMidnight('2027-04-01'))).toBeNull();
    expect(table.running('UNKNOWN', japanMidnight('2026-11-20'))).toBeNull();
  });

  it('honours a code for the businesses it lists only', async () => {
    const table = await loadCampaignTable();
    const day = japanMidnight('2026-11-20');
    expect(table.honours('SHINSEIKATSU2026', 'sakura-gas', day)).toBe(true);
    expect(table.honours('SHINSEIKATSU2026', 'hikari-denryoku', day)).toBe(false);
    expect(table.honours('SHINSEIKATSU2026', 'sakura-gas', japanMidnight('2027-04-01'))).toBe(false);
  });

  it('refuses a campaign naming a business the catalogue does not have', async () => {
    const { lifeline } = await recipientSeeds();
    const entry = { code: 'X', title: 't', valid_from: '2026-01-01', valid_until: '2026-12-31', offers: [{ business_id: 'no-such-business', offer: 'o' }] };
    expect(() => campaignTableOf([entry], lifeline)).toThrow(/unknown business no-such-business/);
  });
});
