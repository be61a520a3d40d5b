// The identity-data update over real HTTP on the real app and PGlite (brief §4, decision 020),
// with the dev IdP's test residents and a fake clock: 上野翼's refresh completes after 3 s and
// replaces the stored profile (still encrypted), 坂本蒼's fails with the provider's message,
// 遠藤光's never finishes; owner-only polls, user_info_updated for this login, CSRF, and a
// later login that reads the updated card.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { readIdentityUpdateConfig } from '../../config';
import { POLL_LIMIT } from '../operation-table';
import { storeNormalApplication } from '../../submission/testing/addition-client';
import { knownKeys, submittingResident, type SubmittingResident } from '../../submission/testing/submission-client';
import { useTestServer } from '../../testing/test-server';
import { TestBrowser } from '../../testing/test-browser';

type Schemas = components['schemas'];
type Reply<T> = Promise<{ status: number; body: T & Partial<Schemas['ErrorBody']> }>;

const residents = { ueno: 26, okada: 27, sakamoto: 28, endo: 29, ishii: 31 } as const;
const SECOND = 1000;

function identityClient(resident: SubmittingResident) {
  const post = <T>(path: string, body: unknown) => resident.browser.postApi<T & Partial<Schemas['ErrorBody']>>(path, body, resident.csrf);
  return {
    ...resident,
    request: (): Reply<Schemas['XidUpdateRequestResponse']> => post('xid_data_update_request', {}),
    status: (id: string): Reply<Schemas['XidUpdateStatusResponse']> => post('xid_data_update_request_status', { xid_request_id: id }),
    userInfoUpdated: (): Reply<Schemas['UserInfoUpdated']> => resident.browser.getApi('user_info_updated'),
    userInfo: (): Reply<Schemas['UserInfo']> => resident.browser.getApi('user_info'),
  };
}

describe('the identity-data update with the development provider', () => {
  const keys = knownKeys();
  const server = useTestServer({ env: { ...keys.env, IDENTITY_UPDATE_TIME_LIMIT_SECONDS: '12' } });
  const resident = async (index: number) => identityClient(await submittingResident(server(), keys, index));
  const requestsOf = async (userId: string) =>
    (await server().database.query('select state from identity_update_requests where user_id = $1', [userId])).rows;
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('上野翼: pending for 3 s, then completed; the profile is refreshed once, still encrypted at rest', async () => {
    const ueno = await resident(residents.ueno);
    const before = await ueno.userInfoUpdated();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ updated: false, updated_at: null, changed: false, refreshed_after_filing_at: null, user_info: { address: { city: '世田谷区', jis_code: '131121' } } });

    const requested = await ueno.request();
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({
      xid_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      requested_at: server().clock.now().toISOString(),
      poll_interval_seconds: 2,
      time_limit_seconds: 12,
    });
    const id = requested.body.xid_request_id;
    expect((await ueno.status(id)).body).toEqual({ xid_request_id: id, status: 'pending', message: null, updated_at: requested.body.requested_at });
    server().clock.advance(3 * SECOND - 1);
    expect((await ueno.status(id)).body.status).toBe('pending');
    expect((await ueno.userInfoUpdated()).body.updated).toBe(false);

    server().clock.advance(1);
    const completedAt = server().clock.now().toISOString();
    expect((await ueno.status(id)).body).toEqual({ xid_request_id: id, status: 'completed', message: null, updated_at: completedAt });

    const newAddress = { zipcode: '2310021', jis_code: '141046', pref: '神奈川県', city: '横浜市中区', town: '日本大通', line: '1-2' };
    const after = await ueno.userInfoUpdated();
    expect(after.body).toMatchObject({ updated: true, updated_at: completedAt, changed: true, user_info: { name: { last: '上野', first: '翼' }, address: newAddress } });
    expect((await ueno.userInfo()).body.address).toEqual(newAddress);

    // Settled once: a later poll reads the same answer.
    server().clock.advance(5 * SECOND);
    expect((await ueno.status(id)).body.updated_at).toBe(completedAt);

    const { rows } = await server().database.query('select profile from users where id = $1', [ueno.userId]);
    const stored = Buffer.from(rows[0]?.profile as Uint8Array);
    for (const text of ['日本大通', '横浜市中区', '上野']) expect(stored.includes(Buffer.from(text, 'utf8'))).toBe(false);

    // The provider's subject was kept in the refreshed profile: the resident can ask again.
    expect((await ueno.request()).status).toBe(200);
  });

  it('青木陽斗: a refresh that brings nothing new says so, and one after the filing is told (issue 24)', async () => {
    const aoki = await resident(0);
    const refresh = async () => {
      const { xid_request_id: id } = (await aoki.request()).body;
      expect((await aoki.status(id)).body.status).toBe('completed'); // the dev provider answers at once, the card unchanged
      return server().clock.now().toISOString();
    };
    const beforeFiling = await refresh();
    expect((await aoki.userInfoUpdated()).body).toMatchObject({ updated: true, updated_at: beforeFiling, changed: false, refreshed_after_filing_at: null });

    // Filed after that refresh: an addition would check the identity again.
    server().clock.advance(SECOND);
    await storeNormalApplication(server(), keys, aoki.userId);
    expect((await aoki.userInfoUpdated()).body.refreshed_after_filing_at).toBeNull();

    // Refreshed after the filing: the addition may skip the check.
    server().clock.advance(SECOND);
    const afterFiling = await refresh();
    expect((await aoki.userInfoUpdated()).body).toMatchObject({ changed: false, refreshed_after_filing_at: afterFiling });
  });

  it('上野翼 logging in again after the update reads the updated card at /dev-idp', async () => {
    server().clock.advance(SECOND);
    const again = identityClient(await submittingResident(server(), keys, residents.ueno));
    expect((await again.userInfo()).body.address).toMatchObject({ pref: '神奈川県', city: '横浜市中区', town: '日本大通', line: '1-2' });
    // A new login: nothing was updated since it.
    expect((await again.userInfoUpdated()).body).toMatchObject({ updated: false, updated_at: null, user_info: { address: { city: '横浜市中区' } } });
  });

  it('坂本蒼: fails with the provider’s message and leaves the profile alone', async () => {
    const sakamoto = await resident(residents.sakamoto);
    const id = (await sakamoto.request()).body.xid_request_id;
    const failed = await sakamoto.status(id);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      xid_request_id: id,
      status: 'failed',
      message: '転入の手続きがまだ完了していないため、住所を更新できませんでした。転入届の手続き後にもう一度お試しください。',
    });
    expect((await sakamoto.userInfoUpdated()).body).toMatchObject({ updated: false, user_info: { address: { city: '世田谷区' } } });
    expect(await requestsOf(sakamoto.userId)).toEqual([{ state: 'failed' }]);
  });

  it('遠藤光: stays pending long past the time limit', async () => {
    const endo = await resident(residents.endo);
    const id = (await endo.request()).body.xid_request_id;
    server().clock.advance(30 * 60 * SECOND);
    expect((await endo.status(id)).body).toMatchObject({ status: 'pending', message: null });
    expect((await endo.userInfoUpdated()).body.updated).toBe(false);
  });

  it('answers a request only to its owner: another resident, or a guessed id, gets NOT_FOUND', async () => {
    const okada = await resident(residents.okada);
    const ishii = await resident(residents.ishii);
    const id = (await okada.request()).body.xid_request_id;
    for (const guess of [id, randomUUID()]) {
      const reply = await ishii.status(guess);
      expect(reply.status).toBe(404);
      expect(reply.body.status?.code).toBe('NOT_FOUND');
    }
    expect((await okada.status(id)).body.status).toBe('pending');
  });

  it('limits refresh requests per resident: the 11th within a minute is TOO_MANY_REQUESTS', async () => {
    const ishii = await resident(residents.ishii);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await ishii.request()).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    // Another resident keeps their own budget.
    const okada = await resident(residents.okada);
    expect((await okada.request()).status).toBe(200);
  });

  it('limits status polls per resident: one past POLL_LIMIT within a minute is TOO_MANY_REQUESTS', async () => {
    const okada = await resident(residents.okada);
    const id = (await okada.request()).body.xid_request_id;
    const statuses: number[] = [];
    for (let i = 0; i <= POLL_LIMIT; i += 1) statuses.push((await okada.status(id)).status);
    expect(statuses).toEqual([...Array<number>(POLL_LIMIT).fill(200), 429]);
    // Another resident keeps their own budget.
    const ishii = await resident(residents.ishii);
    expect((await ishii.status((await ishii.request()).body.xid_request_id)).status).toBe(200);
  });

  it('refuses the POSTs without the CSRF token, changing nothing, and every call without a login', async () => {
    const okada = await resident(residents.okada);
    const known = await requestsOf(okada.userId);
    const noToken = await okada.browser.postApi<Schemas['ErrorBody']>('xid_data_update_request', {}, null);
    const noTokenStatus = await okada.browser.postApi<Schemas['ErrorBody']>('xid_data_update_request_status', { xid_request_id: randomUUID() }, null);
    expect([noToken.body.status.code, noTokenStatus.body.status.code]).toEqual(['INVALID_CSRF_TOKEN', 'INVALID_CSRF_TOKEN']);
    expect(await requestsOf(okada.userId)).toEqual(known);

    const stranger = new TestBrowser(server().baseUrl);
    const csrf = await stranger.csrfToken();
    expect((await stranger.postApi('xid_data_update_request', {}, csrf)).status).toBe(401);
    expect((await stranger.postApi('xid_data_update_request_status', { xid_request_id: randomUUID() }, csrf)).status).toBe(401);
    expect((await stranger.getApi('user_info_updated')).status).toBe(401);
  });
});

describe('the identity-data update timing', () => {
  it('polls every 2 s and gives up after 60 s unless configured', () => {
    expect(readIdentityUpdateConfig({})).toEqual({ pollSeconds: 2, timeLimitSeconds: 60 });
    expect(readIdentityUpdateConfig({ IDENTITY_UPDATE_POLL_SECONDS: '1', IDENTITY_UPDATE_TIME_LIMIT_SECONDS: '12' })).toEqual({ pollSeconds: 1, timeLimitSeconds: 12 });
    for (const bad of ['0', '1.5', 'soon']) expect(() => readIdentityUpdateConfig({ IDENTITY_UPDATE_POLL_SECONDS: bad })).toThrow(/IDENTITY_UPDATE_POLL_SECONDS/);
  });
});
