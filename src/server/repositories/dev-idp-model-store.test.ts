// The development IdP's oidc-provider adapter over the database (decision 026): what one store
// writes another (another app process) finds, expiry holds on the clock, and no id, which is a
// cookie, a code or a token, is stored in the clear.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDocumentCipher } from '../crypto/document-cipher';
import { useTestDatabase } from '../db/test-database';
import { FakeClock } from '../testing/fake-clock';
import { createDevIdpModelStore, purgeDevIdpModelsExpiredBefore } from './dev-idp-model-store';

const token = () => randomBytes(32).toString('base64url');

describe('the dev IdP model store', () => {
  const database = useTestDatabase();
  const cipher = createDocumentCipher(randomBytes(32));
  const clock = new FakeClock(new Date('2026-11-20T03:00:00Z'));
  /** Two app processes: two stores over one database. */
  const storesOfTwoProcesses = () => [createDevIdpModelStore({ db: database().db, cipher, clock }), createDevIdpModelStore({ db: database().db, cipher, clock })] as const;

  it('finds in one process what another stored, by id and by uid, until it is destroyed', async () => {
    const [first, second] = storesOfTwoProcesses();
    const id = token();
    const uid = token();
    const payload = { jti: id, uid, kind: 'Session', accountId: 'Xk3pQ9vTz2LmW8rYc5Nd1A', exp: 1_800_000_000 };
    await first('Session').upsert(id, payload, 600);

    expect(await second('Session').find(id)).toEqual(payload);
    expect(await second('Session').findByUid(uid)).toEqual(payload);
    // Each model keeps its own ids.
    expect(await second('Interaction').find(id)).toBeUndefined();
    expect(await second('Interaction').findByUid(uid)).toBeUndefined();

    const changed = { ...payload, accountId: 'Hq7Rb2WsN4cJx9TfLm0pKe' };
    await second('Session').upsert(id, changed, 600);
    expect(await first('Session').find(id)).toEqual(changed);

    await first('Session').destroy(id);
    expect(await second('Session').find(id)).toBeUndefined();
    expect(await second('Session').findByUid(uid)).toBeUndefined();
  });

  it('honours the expiry on the clock, keeps a row without one, and the purge deletes only the expired', async () => {
    const [store] = storesOfTwoProcesses();
    const expiring = token();
    const lasting = token();
    await store('AuthorizationCode').upsert(expiring, { jti: expiring, kind: 'AuthorizationCode' }, 60);
    await store('Grant').upsert(lasting, { jti: lasting, kind: 'Grant' });

    clock.advance(59_000);
    expect(await store('AuthorizationCode').find(expiring)).toMatchObject({ jti: expiring });
    clock.advance(2_000);
    expect(await store('AuthorizationCode').find(expiring)).toBeUndefined();
    expect(await store('Grant').find(lasting)).toMatchObject({ jti: lasting });

    expect(await purgeDevIdpModelsExpiredBefore(database().db, clock.now())).toBeGreaterThanOrEqual(1);
    const { rows } = await database().query('select count(*)::int as n from dev_idp_models where expires_at < $1', [clock.now()]);
    expect(rows[0]?.n).toBe(0);
    expect(await store('Grant').find(lasting)).toMatchObject({ jti: lasting });
  });

  it('marks a redeemed code consumed for every process, until the code is stored again', async () => {
    const [first, second] = storesOfTwoProcesses();
    const code = token();
    await first('AuthorizationCode').upsert(code, { jti: code, kind: 'AuthorizationCode' }, 60);
    expect(await second('AuthorizationCode').find(code)).not.toHaveProperty('consumed');

    await first('AuthorizationCode').consume(code);
    expect(await second('AuthorizationCode').find(code)).toMatchObject({ consumed: Math.floor(clock.now().getTime() / 1000) });

    await second('AuthorizationCode').upsert(code, { jti: code, kind: 'AuthorizationCode' }, 60);
    expect(await first('AuthorizationCode').find(code)).not.toHaveProperty('consumed');
  });

  it("revokes a grant's codes and tokens of the model asked, and nothing of another grant", async () => {
    const [first, second] = storesOfTwoProcesses();
    const grantId = token();
    const [code, accessToken, otherCode] = [token(), token(), token()];
    await first('AuthorizationCode').upsert(code, { jti: code, grantId }, 60);
    await first('AccessToken').upsert(accessToken, { jti: accessToken, grantId }, 600);
    await first('AuthorizationCode').upsert(otherCode, { jti: otherCode, grantId: token() }, 60);

    await second('AuthorizationCode').revokeByGrantId(grantId);
    expect(await first('AuthorizationCode').find(code)).toBeUndefined();
    expect(await first('AuthorizationCode').find(otherCode)).toMatchObject({ jti: otherCode });
    expect(await first('AccessToken').find(accessToken)).toMatchObject({ jti: accessToken });

    await second('AccessToken').revokeByGrantId(grantId);
    expect(await first('AccessToken').find(accessToken)).toBeUndefined();
  });

  it('stores no id, uid, grant id or payload value in the clear', async () => {
    const [store] = storesOfTwoProcesses();
    const [id, uid, grantId] = [token(), token(), token()];
    const accountId = `canary-${token()}`;
    await store('Session').upsert(id, { jti: id, uid, grantId, accountId }, 600);

    const { rows } = await database().query(`select key, model, grant_key, uid_key, encode(payload, 'escape') as payload from dev_idp_models`);
    const stored = JSON.stringify(rows);
    for (const value of [id, uid, grantId, accountId]) expect(stored).not.toContain(value);
    expect(await store('Session').find(id)).toMatchObject({ accountId });
  });
});
