// Campaign (promo) codes over real HTTP on the real app (decision 020): saved for the logged-in
// resident only when a running campaign has the code, read back with its campaign, attached to
// and detached from a flow's draft, and carried in the submitted addition to the businesses that
// honour it only.
import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { buildApplicationMessage, type BusinessMessageData } from '../../deliveries/messages';
import { campaignTable } from '../../domain/domain-data';
import { createApplicationRepository } from '../../repositories/application-repository';
import type { AnyStoredApplication } from '../../applications/stored-application';
import { addingResident, confirmedAddition, storeNormalApplication, type AddingResident } from '../../submission/testing/addition-client';
import { fixClock, knownKeys } from '../../submission/testing/submission-client';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';
import { promoMessages } from './promo-handlers';

type Schemas = components['schemas'];
type Reply<T> = Promise<{ status: number; body: T & Partial<Schemas['ErrorBody']> }>;

const keys = knownKeys();
const CODE = 'SHINSEIKATSU2026';
const campaign = {
  title: '新生活応援キャンペーン',
  offers: [
    { business_id: 'soyokaze-hikari', name: 'そよかぜ光', offer: '月額料金が3か月無料になります。' },
    { business_id: 'sakura-gas', name: 'さくらガス', offer: 'ガスの基本料金が2か月無料になります。' },
  ],
};

function promoCalls(resident: AddingResident) {
  const post = <T>(path: string, body: unknown): Reply<T> => resident.browser.postApi(path, body, resident.csrf);
  return {
    save: (code: unknown) => post<Schemas['PromoCodeResponse']>('promo_code_save', { promo_code: code }),
    read: (): Reply<Schemas['PromoCodeResponse']> => resident.browser.getApi('promo_code'),
    restore: (phase: number) => post<Schemas['PromoCodeResponse']>('promo_code_restore', { phase }),
    cancel: (phase: number) => post<Schemas['PromoCodeCleared']>('cancel_promo_code_restore', { phase }),
  };
}

describe('campaign codes', () => {
  const server = useTestServer({ env: keys.env });
  const resident = async (index: number) => {
    const signedIn = await addingResident(server(), keys, index);
    return { ...signedIn, promo: promoCalls(signedIn) };
  };
  beforeAll(() => fixClock(server()));
  beforeEach(async () => {
    await server().database.query('delete from rate_limits');
  });

  it('needs a login and the CSRF token', async () => {
    const anonymous = new TestBrowser(server().baseUrl);
    const csrf = await anonymous.csrfToken();
    expect((await anonymous.getApi('promo_code')).status).toBe(401);
    expect((await anonymous.postApi('promo_code_save', { promo_code: CODE }, csrf)).status).toBe(401);
    const aoki = await resident(0);
    const noToken = await aoki.browser.postApi<Schemas['ErrorBody']>('promo_code_save', { promo_code: CODE }, null);
    expect(noToken.status).toBe(403);
    expect(noToken.body.status.code).toBe('INVALID_CSRF_TOKEN');
  });

  /** Spec §8: a promo code's NOT_FOUND is answered with 200 (the failure body in it), so no error page and no failed request. */
  async function expectNoCampaign(call: Promise<{ status: number; body: unknown }>, message: string) {
    const answer = await call;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: { code: 'NOT_FOUND', message } });
  }

  it('saves a running campaign’s code for the resident only, and refuses an empty or unknown one', async () => {
    const { promo } = await resident(4);
    await expectNoCampaign(promo.read(), promoMessages.noSavedCode);
    // Only an empty code is a 400 (spec §8); anything else that is no running campaign's code is NOT_FOUND, malformed or not.
    for (const empty of ['', '   ']) {
      const refused = await promo.save(empty);
      expect(refused.status, JSON.stringify(empty)).toBe(400);
      expect(refused.body.status).toEqual({ code: 'BAD_REQUEST', message: promoMessages.empty });
    }
    for (const unknownCode of ['NO-SUCH-CODE', 'no spaces!', 'X'.repeat(33), 'あ'.repeat(256)]) {
      await expectNoCampaign(promo.save(unknownCode), promoMessages.unknown);
    }
    // Beyond the contract's generous length, the request itself is malformed.
    expect((await promo.save('X'.repeat(257))).status).toBe(400);
    await expectNoCampaign(promo.read(), promoMessages.noSavedCode);

    // Typed in any letter case, kept as the campaign spells it.
    const saved = await promo.save('shinseikatsu2026');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ promo_code: CODE, campaign });
    expect((await promo.read()).body).toEqual({ promo_code: CODE, campaign });
    // The last saved code is the resident's.
    expect((await promo.save('NANIWA-WELCOME')).body.promo_code).toBe('NANIWA-WELCOME');
    expect((await promo.read()).body.promo_code).toBe('NANIWA-WELCOME');

    const other = await resident(5);
    await expectNoCampaign(other.promo.read(), promoMessages.noSavedCode);
  });

  it('attaches the saved code to a draft and detaches it again', async () => {
    const kato = await resident(6);
    const { promo } = kato;
    expect((await promo.cancel(1)).body).toEqual({ promo_code: null });
    await promo.save(CODE);
    await expectNoCampaign(promo.restore(1), promoMessages.noDraft);

    const created = await kato.browser.postApi<Schemas['SessionData']>('user_session_form_create', {}, kato.csrf);
    expect(created.body.promo_code).toBeNull();
    expect((await promo.restore(1)).body).toEqual({ promo_code: CODE, campaign });
    expect((await kato.browser.getApi<Schemas['SessionData']>('user_session/1')).body.promo_code).toBe(CODE);
    expect((await promo.cancel(1)).body).toEqual({ promo_code: null });
    expect((await kato.browser.getApi<Schemas['SessionData']>('user_session/1')).body.promo_code).toBeNull();
    expect((await promo.cancel(1)).body).toEqual({ promo_code: null });
  });

  it('sends the attached code with the addition to the honouring business only', async () => {
    const ito = await resident(7);
    const original = await storeNormalApplication(server(), keys, ito.userId);
    await ito.promo.save(CODE);
    await confirmedAddition(ito);
    expect((await ito.promo.restore(2)).status).toBe(200);
    expect((await ito.readAddition()).body.promo_code).toBe(CODE);
    const confirmed = await ito.confirmAddition();
    const submitted = await ito.submitAddition(confirmed.body.document_digest);
    expect(submitted.status).toBe(200);

    const applications = createApplicationRepository(server().database.db, { cipher: createDocumentCipher(keys.documentKey) });
    const stored = await applications.findForDelivery<AnyStoredApplication>(submitted.body.application_id);
    expect(stored?.document.promo_code).toBe(CODE);
    expect(stored?.document.document).not.toHaveProperty('promo_code');
    const campaigns = await campaignTable();
    const messages = stored!.recipients.map(
      (recipient) => buildApplicationMessage({ messageId: randomBytes(16).toString('hex'), application: stored!, recipient, honoursPromo: campaigns.honours }).data as BusinessMessageData,
    );
    expect(messages.map((data) => [data.recipient, data.addition_to, data.promo_code])).toEqual([
      ['business.soyokaze-hikari', original.receptionNumber, CODE],
      ['business.aozora-shimbun', original.receptionNumber, undefined],
    ]);
  });
});
