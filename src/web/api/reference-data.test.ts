// The address catalogue and lifeline catalogue calls over the real client and a fake network.
import { describe, expect, it } from 'vitest';
import { getCities, getPrefs, getPrefToTowns, getTowns } from './address';
import { getLifelineBusinesses } from './catalogue';
import { failing, fakeApi, ok } from './testing/fake-api';

describe('reference data calls', () => {
  it('answer the lists the pages use', async () => {
    const area = { pref_code: '13', pref: '東京都', city_code: '13101', city: '千代田区', town: '千代田' };
    const api = fakeApi({
      'POST /pref_to_towns/': (body) => ok({ pref_to_towns: body && (body as { zipcode: string }).zipcode === '1000001' ? [area] : [] }),
      'GET /prefs': ok({ prefs: [{ code: '13', name: '東京都' }] }),
      'GET /cities/': ok({ cities: [{ code: '13101', name: '千代田区' }] }),
      'GET /towns/': ok({ towns: ['千代田'] }),
      'GET /lifeline_businesses': ok({ businesses: [{ id: 'sakura-gas' }] }),
    });
    expect(await getPrefToTowns(api.client, '1000001')).toEqual([area]);
    expect(await getPrefs(api.client)).toEqual([{ code: '13', name: '東京都' }]);
    expect(await getCities(api.client, '13')).toEqual([{ code: '13101', name: '千代田区' }]);
    expect(await getTowns(api.client, '13101')).toEqual(['千代田']);
    expect(await getLifelineBusinesses(api.client, '13101')).toEqual([{ id: 'sakura-gas' }]);
    expect(api.seen).toEqual([
      'GET /csrf_token',
      'POST /pref_to_towns/',
      'GET /prefs',
      'GET /cities/?pref_code=13',
      'GET /towns/?city_code=13101',
      'GET /lifeline_businesses?jis_code=13101',
    ]);
  });

  it('throw ApiError on failure', async () => {
    const api = fakeApi({ 'GET /prefs': failing(503, 'SERVICE_UNAVAILABLE') });
    await expect(getPrefs(api.client)).rejects.toMatchObject({ name: 'ApiError', httpStatus: 503 });
  });
});
