// The address catalogue's operations over real HTTP against the real app.
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';

interface PrefToTownsBody {
  status: { code: string; message: string };
  pref_to_towns: { zipcode: string; pref_code: string; pref: string; jis_code: string; city: string; town: string }[];
}

describe('address catalogue API', () => {
  const server = useTestServer();
  const visitor = () => new TestBrowser(server().baseUrl);

  /** A browser with a session and its CSRF token, as the SPA has before its first POST. */
  async function withToken() {
    const browser = visitor();
    return { browser, csrf: await browser.csrfToken() };
  }

  it('POST pref_to_towns/ finds the address of a zip', async () => {
    const { browser, csrf } = await withToken();
    const { status, body } = await browser.postApi<PrefToTownsBody>('pref_to_towns/', { zipcode: '1000001' }, csrf);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: { code: 'OK', message: '' },
      pref_to_towns: [{ zipcode: '1000001', pref_code: '13', pref: '東京都', jis_code: '131016', city: '千代田区', town: '千代田' }],
    });
  });

  it('POST pref_to_towns/ answers OK with zero towns for an unknown zip', async () => {
    const { browser, csrf } = await withToken();
    const { status, body } = await browser.postApi<PrefToTownsBody>('pref_to_towns/', { zipcode: '0000000' }, csrf);
    expect(status).toBe(200);
    expect(body).toEqual({ status: { code: 'OK', message: '' }, pref_to_towns: [] });
  });

  it('POST pref_to_towns/ refuses a zip with a hyphen, and a request without the CSRF token', async () => {
    const { browser, csrf } = await withToken();
    expect((await browser.postApi('pref_to_towns/', { zipcode: '100-0001' }, csrf)).status).toBe(400);
    const forged = await browser.postApi<{ status: { code: string } }>('pref_to_towns/', { zipcode: '1000001' }, null);
    expect(forged.body.status.code).toBe('INVALID_CSRF_TOKEN');
  });

  it('GET prefs lists the 47 prefectures', async () => {
    const { status, body } = await visitor().getApi<{ prefs: { code: string; name: string }[] }>('prefs');
    expect(status).toBe(200);
    expect(body.prefs).toHaveLength(47);
    expect(body.prefs[12]).toEqual({ code: '13', name: '東京都' });
  });

  it('GET cities/ lists a prefecture’s municipalities', async () => {
    const { status, body } = await visitor().getApi<{ cities: { jis_code: string; pref_code: string; name: string }[] }>('cities/?pref_code=13');
    expect(status).toBe(200);
    expect(body.cities).toContainEqual({ jis_code: '131016', pref_code: '13', name: '千代田区' });
    expect(body.cities.every((city) => city.pref_code === '13')).toBe(true);
  });

  it('GET towns/ lists the towns of a municipality, and NOT_FOUND for an unknown one', async () => {
    const { status, body } = await visitor().getApi<{ towns: string[] }>('towns/?city_code=131130');
    expect(status).toBe(200);
    expect(body.towns).toEqual(expect.arrayContaining(['恵比寿', '神南', '神宮前', '道玄坂']));
    const unknown = await visitor().getApi<{ status: { code: string } }>('towns/?city_code=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status.code).toBe('NOT_FOUND');
  });

  it('GET zipcodes gives the postal codes of a town', async () => {
    const { status, body } = await visitor().getApi<{ zipcodes: string[] }>(`zipcodes?city_code=131130&town=${encodeURIComponent('神南')}`);
    expect(status).toBe(200);
    expect(body).toEqual({ zipcodes: ['1500041'] });
    const unknown = await visitor().getApi<{ zipcodes: string[] }>(`zipcodes?city_code=131130&town=${encodeURIComponent('存在しない町')}`);
    expect(unknown.body).toEqual({ zipcodes: [] });
  });

  it('GET pref_to_towns/ lists the areas of a municipality', async () => {
    const { status, body } = await visitor().getApi<PrefToTownsBody>('pref_to_towns/?jis_code=141046');
    expect(status).toBe(200);
    expect(body.status.code).toBe('OK');
    expect(body.pref_to_towns).toContainEqual({ zipcode: '2310021', pref_code: '14', pref: '神奈川県', jis_code: '141046', city: '横浜市中区', town: '日本大通' });
    const unknown = await visitor().getApi<PrefToTownsBody>('pref_to_towns/?jis_code=999999');
    expect(unknown.body).toEqual({ status: { code: 'OK', message: '' }, pref_to_towns: [] });
  });

  it('GET exact_match_cities matches names exactly, optionally within a prefecture', async () => {
    const both = await visitor().getApi<{ cities: { pref_code: string }[] }>(`exact_match_cities?name=${encodeURIComponent('伊達市')}`);
    expect(both.status).toBe(200);
    expect(both.body.cities.map((city) => city.pref_code)).toEqual(['01', '07']);
    const one = await visitor().getApi<{ cities: unknown[] }>(`exact_match_cities?name=${encodeURIComponent('伊達市')}&pref_code=07`);
    expect(one.body.cities).toEqual([{ jis_code: '072133', pref_code: '07', name: '伊達市' }]);
  });

  it('needs no login for any of them', async () => {
    const stranger = visitor();
    for (const path of ['prefs', 'cities/?pref_code=01', 'towns/?city_code=13101', 'pref_to_towns/?jis_code=131016', `exact_match_cities?name=${encodeURIComponent('札幌市中央区')}`]) {
      expect((await stranger.getApi(path)).status, path).toBe(200);
    }
  });
});
