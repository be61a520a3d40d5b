// GET readiness (issue 28) over real HTTP on the real app with the development IdP: what each
// special test resident is told before typing (高橋 由美's expired certificate, 伊藤 翔's last
// 署名用パスワード entry), whether an addition has something to add to and a revocation something
// to cancel, each resident's own answer only, and no answer without a login.
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { createDevCertificateStore } from '../../repositories/dev-certificate-store';
import { receivedApplication } from '../../submission/testing/revocation-client';
import { fixClock, knownKeys, submittingResident } from '../../submission/testing/submission-client';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';

type Readiness = components['schemas']['ReadinessResponse'];
const keys = knownKeys();

describe('readiness before typing', () => {
  const server = useTestServer({ env: keys.env });
  const resident = (index: number) => submittingResident(server(), keys, index);
  const readiness = async (index: number, query: string) => (await resident(index)).browser.getApi<Readiness>(`readiness?${query}`);
  beforeAll(() => fixClock(server()));

  it('tells 高橋 由美 that her certificate has expired, with her municipality\'s counter', async () => {
    const answer = await readiness(2, 'phase=1&move_date=2026/12/01');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      phase: 1,
      signing_check: 'done',
      signing: { certificate_state: 'expired', not_after: '2025-03-28T14:59:59.000Z', expires_before_move: null, pin_attempts_left: 5, pin_locked: false },
      filed_application: null,
      cancellation: null,
      blockers: ['certificate_expired'],
      counter: { name: '札幌市中央区役所 戸籍住民課', phone: '011-231-2400', hours: '平日 8:45〜17:15', address: '〒060-8612 北海道札幌市中央区南3条西11丁目330-2' },
    });
  });

  it('tells 伊藤 翔 that one wrong entry is left, and locks him out once the card is locked', async () => {
    const ito = await readiness(3, 'phase=1');
    expect(ito.body.signing).toMatchObject({ certificate_state: 'valid', pin_attempts_left: 1, pin_locked: false, expires_before_move: null });
    expect(ito.body.blockers).toEqual([]);
    // His 福岡市博多区 does not take part: no counter is named.
    expect(ito.body.counter).toBeNull();

    await server().database.query("update dev_idp_pin_failures set failures = 5 where pin = 'signing' and subject = 'Ja2Lc7XeM9fVr4KsDy8wQo'");
    const locked = await readiness(3, 'phase=3');
    expect(locked.body.signing).toMatchObject({ pin_attempts_left: 0, pin_locked: true });
    expect(locked.body.blockers).toEqual(['pin_locked', 'nothing_cancellable']);
  });

  it('tells a resident whose certificate was revoked (the new address registered) that they cannot sign', async () => {
    // 加藤 誠 (test resident 6): the development revocation a municipality's 転入 完了 makes.
    await createDevCertificateStore(server().database.db).revoke('9BMoXOJrLo8F2nXMzqQdgC', server().clock.now());
    const answer = await readiness(6, 'phase=3');
    expect(answer.body.signing?.certificate_state).toBe('revoked');
    expect(answer.body.blockers).toEqual(['certificate_revoked', 'nothing_cancellable']);
    expect(answer.body.counter?.name).toMatch(/横浜市中区/);
  });

  it('says whether a valid certificate ends before the move', async () => {
    // 青木 陽斗's certificate ends on 2030/06/15.
    expect((await readiness(0, 'phase=1&move_date=2030/06/16')).body.signing?.expires_before_move).toBe(true);
    expect((await readiness(0, 'phase=1&move_date=2030/06/15')).body.signing?.expires_before_move).toBe(false);
  });

  it('answers an addition and a revocation from the resident\'s own applications only', async () => {
    const suzuki = await resident(1);
    const nakamura = await resident(4);
    expect((await nakamura.browser.getApi<Readiness>('readiness?phase=2')).body).toMatchObject({
      signing_check: 'not_needed',
      signing: null,
      filed_application: false,
      blockers: ['no_filed_application'],
    });

    const filed = await receivedApplication(server(), keys, suzuki.userId);
    expect((await suzuki.browser.getApi<Readiness>('readiness?phase=2')).body).toMatchObject({ filed_application: true, blockers: [] });
    expect((await suzuki.browser.getApi<Readiness>(`readiness?phase=3&reception_number=${filed.receptionNumber}`)).body).toMatchObject({
      signing_check: 'done',
      cancellation: { reception_number: filed.receptionNumber, cancellable: true, until: '2026/12/01' },
      blockers: [],
    });

    // Another resident naming the same 受付番号 learns nothing of it.
    const other = await nakamura.browser.getApi<Readiness>(`readiness?phase=3&reception_number=${filed.receptionNumber}`);
    expect(other.body).toMatchObject({ cancellation: { reception_number: null, cancellable: false, until: null }, filed_application: null, blockers: ['nothing_cancellable'] });
    expect((await nakamura.browser.getApi<Readiness>('readiness?phase=2')).body.filed_application).toBe(false);

    // Past the move date nothing is cancellable any more (a fresh login: the old session has expired).
    server().clock.advance(12 * 24 * 60 * 60 * 1000);
    expect((await readiness(1, 'phase=3')).body).toMatchObject({
      cancellation: { cancellable: false, until: '2026/12/01' },
      blockers: ['nothing_cancellable'],
    });
  });

  it('refuses without a login', async () => {
    const anonymous = new TestBrowser(server().baseUrl);
    expect((await anonymous.getApi('readiness?phase=1')).status).toBe(401);
  });
});
