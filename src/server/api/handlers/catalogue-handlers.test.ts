// GET lifeline_businesses over real HTTP: the catalogue filtered by the destination's area,
// only for a signed-in resident, with the JIS code checked by the contract.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { signInResident } from '../../testing/signed-in-resident';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';

type Answer = components['schemas']['LifelineBusinessesResponse'] & components['schemas']['ErrorBody'];

describe('GET lifeline_businesses', () => {
  const server = useTestServer();

  it('answers the businesses serving the municipality, in catalogue order, as the resident sees them', async () => {
    const { browser } = await signInResident(server().baseUrl);
    const chiyoda = await browser.getApi<Answer>('lifeline_businesses?jis_code=131016');
    expect(chiyoda.status).toBe(200);
    expect(chiyoda.body.businesses[0]).toEqual({ business_id: 'hikari-denryoku', name: 'ひかり電力', category: 'electricity', description: '東京都・神奈川県で電気をお届けしています。' });
    expect(chiyoda.body.businesses.map((b) => b.business_id)).toEqual(['hikari-denryoku', 'sakura-gas', 'machikado-suido', 'soyokaze-hikari', 'tsubasa-net', 'aozora-shimbun']);

    const shibuya = await browser.getApi<Answer>('lifeline_businesses?jis_code=131130');
    expect(shibuya.body.businesses.map((b) => b.business_id)).not.toContain('machikado-suido');
    const osaka = await browser.getApi<Answer>('lifeline_businesses?jis_code=271276');
    expect(osaka.body.businesses.map((b) => b.business_id)).toEqual(['naniwa-denki', 'yodogawa-gas', 'machikado-suido', 'soyokaze-hikari', 'tsubasa-net', 'aozora-shimbun']);
    expect(await browser.getApi('lifeline_businesses?jis_code=472018')).toEqual({ status: 200, body: { businesses: [] } });
  });

  it('refuses a code that is not 6 digits, and a visitor who is not signed in', async () => {
    const { browser } = await signInResident(server().baseUrl);
    const bad = await browser.getApi<Answer>('lifeline_businesses?jis_code=13101');
    expect(bad.status).toBe(400);
    expect(bad.body.status.code).toBe('BAD_REQUEST');
    expect((await browser.getApi<Answer>('lifeline_businesses')).status).toBe(400);
    const anonymous = await new TestBrowser(server().baseUrl).getApi<Answer>('lifeline_businesses?jis_code=131016');
    expect(anonymous).toEqual({ status: 401, body: { status: { code: 'AUTH_REQUIRED', message: 'ログインが必要です。' } } });
  });
});
