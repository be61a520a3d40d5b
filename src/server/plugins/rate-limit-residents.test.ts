// Rate limits as residents meet them (issue 26, point 6): a resident filing at a person's pace is
// never limited; many residents behind one address get through, whether a trusted proxy names
// each one's address or they share one public address (a carrier NAT, an office); and a burst
// is refused with 429, the shared error body and Retry-After, the recipients' status callback
// included (its 429 had no Retry-After before). The limits: login 30 calls a minute per client
// address, the submission calls 10 a minute per resident (api/operation-table.ts), the
// callback's failures 30 a minute per address (callback-budget.ts). rate-limit.test.ts and
// rate-limit-per-resident.test.ts prove each limit's count; this file what they mean for residents.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import type { components } from '#shared/api/schema';
import { validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from '#shared/forms/testing/valid-values';
import { createDocumentCipher } from '../crypto/document-cipher';
import { CALLBACK_FAILURE_LIMIT } from '../deliveries/callback-budget';
import { hashSubject } from '../crypto/subject-hash';
import { loadTestResidents } from '../dev-idp/residents';
import { writeDraft } from '../repositories/test-fixtures';
import { completeNormalDraft } from '../submission/testing/complete-draft';
import { declineSigning, enterSigningPin, fixClock, knownKeys, openSigningPage } from '../submission/testing/submission-client';
import { loginThroughDevIdp } from '../testing/dev-idp-login';
import { TestBrowser, type Hop, type RequestOptions } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';

type Schemas = components['schemas'];
const LOGIN_LIMIT = 30;
const SUBMIT_LIMIT = 10;
/** More residents than the submission limit allows one key: had it counted the address, the 11th would be refused. */
const CROWD = SUBMIT_LIMIT + 1;
/** 画面テスト用の住民 1 to 11 (residents.json): ordinary residents, each with a card that signs. */
const crowdIndexes = Array.from({ length: CROWD }, (_, offset) => 4 + offset);

/** A browser that keeps every answer it got: the proof that none was a 429. */
class RecordingBrowser extends TestBrowser {
  readonly answers: { path: string; status: number; remaining: string | null }[] = [];

  override async request(target: string | URL, options: RequestOptions = {}): Promise<Hop> {
    const hop = await super.request(target, options);
    this.answers.push({ path: hop.url.pathname, status: hop.response.status, remaining: hop.response.headers.get('x-ratelimit-remaining') });
    return hop;
  }

  /** The budget left on `path` after its last call in this window. */
  remainingOn(path: string): number {
    return Number(this.answers.findLast((answer) => answer.path === `${apiBasePath}/${path}`)?.remaining);
  }
}

describe('rate limits as residents meet them', () => {
  const keys = knownKeys();
  // The test client stands for the proxy: X-Forwarded-For, when sent, names the resident's address.
  const server = useTestServer({ env: { ...keys.env, TRUSTED_PROXIES: '127.0.0.1' } });
  beforeAll(() => fixClock(server()));
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('never limits a resident filing at a person’s pace: a whole filing, with the repeats people make, uses at most half of any budget', async () => {
    // Every call of the filing falls inside one window here; at any slower pace a window holds fewer.
    const resident = new RecordingBrowser(server().baseUrl);
    const post = <T>(operation: string, body: unknown, csrf: string) => resident.postApi<T & Partial<Schemas['ErrorBody']>>(operation, body, csrf);
    await resident.getApi('auth_status');
    // Logs in, and later again (the phone's browser lost the tab).
    expect(await loginThroughDevIdp(resident)).toBe('/mypage');
    expect(await loginThroughDevIdp(resident)).toBe('/mypage');
    const csrf = await resident.csrfToken();
    await resident.getApi('user_info');

    expect((await post('user_session_form_create', {}, csrf)).status).toBe(200);
    const update = async (body: object) => {
      const answer = await post<Schemas['UserSessionFormUpdateResponse']>('user_session_form_update', { phase: 1, ...body }, csrf);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.session;
    };
    await update({ mode: 1, values: validApplicant });
    for (const zipcode of [validMoving.from, validMoving.to].flatMap((address) => (address ? [address.zipcode] : []))) {
      expect((await post('pref_to_towns/', { zipcode }, csrf)).status).toBe(200);
    }
    await update({ mode: 2, values: validMoving });
    const stepOne = await update({ mode: 3, values: validProcedures });
    for (const application of stepOne.attributes.municipality.applications) {
      await update({ mode: 4, application_id: application.id, values: validMunicipality[application.procedure as 'move_out' | 'move_in'] });
    }
    await update({ mode: 5, business_id: 'hikari-denryoku', values: validLifeline.electricity });
    await resident.getApi('user_session/1');

    // Confirms, declines at the card app once, then signs.
    const confirmed = await post<Schemas['InputConfirmResponse']>('input_confirm', { phase: 1 }, csrf);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const declined = await post<Schemas['SigningStartResponse']>('application_start', { document_digest: confirmed.body.document_digest }, csrf);
    const declinedPage = await openSigningPage(declined.body.signing_url);
    await declineSigning(declinedPage.browser, declinedPage.page);
    const started = await post<Schemas['SigningStartResponse']>('application_start', { document_digest: confirmed.body.document_digest }, csrf);
    const signing = await openSigningPage(started.body.signing_url);
    await enterSigningPin(signing.browser, signing.page, 'ABCD1234');
    // The page asks every 2 s while the resident holds the card to the phone.
    for (let poll = 0; poll < 5; poll += 1) await post('signature_inquiry', { signature_request_id: started.body.signature_request_id }, csrf);

    // A double click on 送信する sends the same key twice.
    const key = randomUUID();
    const submitted = await post<Schemas['SubmissionResult']>('application', { idempotency_key: key, signature_request_id: started.body.signature_request_id }, csrf);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const again = await post<Schemas['SubmissionResult']>('application', { idempotency_key: key, signature_request_id: started.body.signature_request_id }, csrf);
    expect(again.body.reception_number).toBe(submitted.body.reception_number);
    expect((await post('reception_id_save', { phase: 1, reception_number: submitted.body.reception_number }, csrf)).status).toBe(200);
    expect((await resident.getApi<Schemas['ApplicationsResponse']>('applications')).body.applications).toHaveLength(1);

    expect(resident.answers.filter((answer) => answer.status === 429)).toEqual([]);
    expect(resident.remainingOn('login/authz_url')).toBeGreaterThanOrEqual(LOGIN_LIMIT / 2);
    expect(resident.remainingOn('login/callback')).toBeGreaterThanOrEqual(LOGIN_LIMIT / 2);
    expect(resident.remainingOn('application_start')).toBeGreaterThanOrEqual(SUBMIT_LIMIT / 2);
    expect(resident.remainingOn('application')).toBeGreaterThanOrEqual(SUBMIT_LIMIT / 2);
  });

  /** One resident of a crowd: logs in from `address` (or the socket's, with none), confirms a complete draft and asks to sign. */
  async function logInAndStartSigning(index: number, address?: string): Promise<RecordingBrowser> {
    const resident = new RecordingBrowser(server().baseUrl, address ? { 'x-forwarded-for': address } : {});
    expect(await loginThroughDevIdp(resident, { residentIndex: index })).toBe('/mypage');
    const csrf = await resident.csrfToken();
    const sub = (await loadTestResidents())[index]?.sub ?? '';
    const subjectHash = hashSubject(keys.identityHashKey, `${server().baseUrl}/dev-idp`, sub);
    const { rows } = await server().database.query(`select id from users where provider_id = '' and subject_hash = $1`, [subjectHash]);
    const draft = completeNormalDraft(randomUUID(), server().clock.now());
    await writeDraft(server().database.db, createDocumentCipher(keys.documentKey), String(rows[0]?.id), 1, draft);
    const confirmed = await resident.postApi<Schemas['InputConfirmResponse']>('input_confirm', { phase: 1 }, csrf);
    const started = await resident.postApi<Schemas['SigningStartResponse']>('application_start', { document_digest: confirmed.body.document_digest }, csrf);
    expect(started.status).toBe(200);
    return resident;
  }

  const noneLimited = (crowd: RecordingBrowser[]) => crowd.flatMap((resident) => resident.answers).filter((answer) => answer.status === 429);

  it('lets many residents behind a trusted proxy through, each on the budget of the address the proxy names', async () => {
    // The proxy's own address has spent its login budget: only the forwarded addresses can count.
    const proxy = new TestBrowser(server().baseUrl);
    for (let call = 0; call < LOGIN_LIMIT; call += 1) await proxy.getApi('login/authz_url?phase=1');
    expect((await proxy.getApi('login/authz_url?phase=1')).status).toBe(429);

    const crowd = await Promise.all(crowdIndexes.map((index, n) => logInAndStartSigning(index, `203.0.113.${n + 1}`)));
    expect(noneLimited(crowd)).toEqual([]);
  });

  it('lets many residents sharing one public address through: the login budget is the address’s, every later limit the resident’s', async () => {
    const crowd = await Promise.all(crowdIndexes.map((index) => logInAndStartSigning(index, '198.51.100.77')));
    expect(noneLimited(crowd)).toEqual([]);
    // What the address has left for further residents' logins this minute.
    expect(Math.min(...crowd.map((resident) => resident.remainingOn('login/callback')))).toBe(LOGIN_LIMIT - CROWD);
  });

  describe('a burst', () => {
    /** A 429 as the client reads it: the shared body, and when to try again. */
    function expectRefusedBurst(hop: Hop) {
      expect(hop.response.status).toBe(429);
      expect(JSON.parse(hop.body)).toEqual({ status: { code: 'TOO_MANY_REQUESTS', message: 'しばらく時間をおいてから、もう一度お試しください。' } });
      expect(hop.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(hop.response.headers.get('cache-control')).toBe('no-store');
      const retryAfter = Number(hop.response.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After: ${hop.response.headers.get('retry-after')}`).toBe(true);
    }

    it('of logins from one address is refused from the 31st call of the minute', async () => {
      const client = new TestBrowser(server().baseUrl, { 'x-forwarded-for': '192.0.2.50' });
      const path = `${apiBasePath}/login/authz_url?phase=1`;
      const answers = await Promise.all(Array.from({ length: LOGIN_LIMIT + 5 }, () => client.request(path)));
      expect(answers.filter((hop) => hop.response.status === 200)).toHaveLength(LOGIN_LIMIT);
      const refused = answers.filter((hop) => hop.response.status !== 200);
      expect(refused).toHaveLength(5);
      refused.forEach(expectRefusedBurst);
    });

    it('of one resident’s submission calls is refused from the 11th call of the minute', async () => {
      const resident = await logInAndStartSigning(crowdIndexes[0]!);
      const csrf = await resident.csrfToken();
      const path = `${apiBasePath}/application_start`;
      const body = JSON.stringify({ document_digest: 'x'.repeat(43) });
      const answers: Hop[] = [];
      // One call was spent by logInAndStartSigning.
      for (let call = 1; call <= SUBMIT_LIMIT; call += 1) {
        answers.push(await resident.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body }));
      }
      expect(answers.slice(0, SUBMIT_LIMIT - 1).map((hop) => hop.response.status)).not.toContain(429);
      expectRefusedBurst(answers[SUBMIT_LIMIT - 1]!);
    });

    it('of failed status callbacks from one address is refused from the 31st of the minute', async () => {
      // A recipient's server, not a resident: but its 429 must say when to retry just the same.
      const caller = new TestBrowser(server().baseUrl, { 'x-forwarded-for': '192.0.2.60' });
      const unsigned = () =>
        caller.request(`${apiBasePath}/recipients/municipality.131016/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'webhook-id': 'msg_x', 'webhook-timestamp': '1', 'webhook-signature': 'v1,AAAA' },
          body: JSON.stringify({ message_id: randomUUID(), status: 'received' }),
        });
      for (let call = 1; call <= CALLBACK_FAILURE_LIMIT; call += 1) expect((await unsigned()).response.status, `call #${call}`).toBe(401);
      expectRefusedBurst(await unsigned());
    });
  });
});
