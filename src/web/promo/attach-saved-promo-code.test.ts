import { describe, expect, it } from 'vitest';
import { failing, fakeApi, ok } from '../api/testing/fake-api';
import { attachSavedPromoCode } from './attach-saved-promo-code';

const draft = { uuid: '0b6f0c3e-6f0e-4d0a-9a52-1b8c8a4f0c11', phase: 1 as const, attributes: {} as never, promo_code: null, updated_at: '2026-11-25T10:00:00+09:00' };
const promo = { promo_code: 'SHINSEIKATSU2026', campaign: { title: '新生活応援キャンペーン', offers: [] } };

describe('attachSavedPromoCode', () => {
  it('attaches the resident’s saved code to the new draft of the flow', async () => {
    const api = fakeApi({ 'POST /promo_code_restore': (body) => (JSON.stringify(body) === '{"phase":1}' ? ok(promo) : failing(400, 'BAD_REQUEST')) });
    const attached = await attachSavedPromoCode(api.client, 1, draft);
    expect(attached).toEqual({ ...draft, promo_code: 'SHINSEIKATSU2026' });
  });

  it('asks nothing when the draft has a code already', async () => {
    const api = fakeApi({ 'POST /promo_code_restore': ok(promo) });
    const withCode = { ...draft, promo_code: 'OTHER' };
    expect(await attachSavedPromoCode(api.client, 2, withCode)).toBe(withCode);
    expect(api.count('POST /promo_code_restore')).toBe(0);
  });

  it('keeps the draft as created when the code cannot be attached', async () => {
    for (const answer of [ok({ status: { code: 'NOT_FOUND', message: 'キャンペーンコードは保存されていません。' } }), failing(500, 'INTERNAL_SERVER_ERROR')]) {
      const api = fakeApi({ 'POST /promo_code_restore': answer });
      expect(await attachSavedPromoCode(api.client, 1, draft)).toBe(draft);
    }
  });
});
