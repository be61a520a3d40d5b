// The draft calls over the real client and a fake network.
import { describe, expect, it } from 'vitest';
import { createDraft, getUserSession, tmpSave, updateSection, type FormUpdateRequest } from './drafts';
import { failing, fakeApi, ok } from './testing/fake-api';

const draft = (phase: 1 | 2 | 3, updatedAt = '2026-11-22T10:00:00+09:00') => ({
  uuid: '0b6f0c3e-6f0e-4d0a-9a52-1b8c8a4f0c11',
  phase,
  attributes: {},
  updated_at: updatedAt,
});

describe('getUserSession', () => {
  it('answers the phase\'s draft', async () => {
    const api = fakeApi({ 'GET /user_session/2': ok(draft(2)) });
    expect(await getUserSession(api.client, 2)).toEqual(draft(2));
    expect(api.seen).toEqual(['GET /user_session/2']);
  });

  it('answers null when the flow has no draft yet (NOT_FOUND), and throws any other failure', async () => {
    const api = fakeApi({
      'GET /user_session/1': failing(404, 'NOT_FOUND', '申請情報がありません。'),
      'GET /user_session/3': failing(401, 'AUTH_REQUIRED'),
    });
    expect(await getUserSession(api.client, 1)).toBeNull();
    await expect(getUserSession(api.client, 3)).rejects.toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});

describe('createDraft', () => {
  it('shares one request between overlapping calls, and asks again afterwards', async () => {
    const api = fakeApi({ 'POST /user_session_form_create': ok(draft(1)) });
    const [a, b] = await Promise.all([createDraft(api.client), createDraft(api.client)]);
    expect(a).toEqual(draft(1));
    expect(b).toBe(a);
    expect(api.count('POST /user_session_form_create')).toBe(1);
    await createDraft(api.client);
    expect(api.count('POST /user_session_form_create')).toBe(2);
  });
});

describe('updateSection and tmpSave', () => {
  it('send their bodies and answer what the server returns', async () => {
    const bodies: unknown[] = [];
    const api = fakeApi({
      'POST /user_session_form_update': (body) => {
        bodies.push(body);
        return ok({ session: draft(1, '2026-11-22T11:00:00+09:00'), field_errors: [] });
      },
      'POST /user_session_tmp_save': (body) => {
        bodies.push(body);
        return ok({ uuid: draft(1).uuid, saved_at: '2026-11-22T11:00:00+09:00' });
      },
    });
    const request: FormUpdateRequest = { phase: 1, mode: 3, values: { procedures: ['move_out'], business_ids: [] } };
    expect(await updateSection(api.client, request)).toEqual({ session: draft(1, '2026-11-22T11:00:00+09:00'), field_errors: [] });
    expect(await tmpSave(api.client, { phase: 1, return_to: '/step' })).toMatchObject({ uuid: draft(1).uuid });
    expect(bodies).toEqual([request, { phase: 1, return_to: '/step' }]);
  });
});
