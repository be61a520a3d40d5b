// GET user_session_summaries over real HTTP on the real app (decision 018): 200 with no draft,
// each draft's progress and last save, owner isolation, and no login no answer.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { validApplicant, validMoving, validProcedures } from '#shared/forms/testing/valid-values';
import { signInResident, type SignedInResident } from '../../testing/signed-in-resident';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';

type SessionData = components['schemas']['SessionData'];
type Summaries = components['schemas']['DraftSummariesResponse'];
type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'];

const summaries = (r: SignedInResident) => r.browser.getApi<Summaries>('user_session_summaries');
const create = (r: SignedInResident) => r.browser.postApi<SessionData>('user_session_form_create', {}, r.csrf);
const update = (r: SignedInResident, body: object) => r.browser.postApi<UpdateAnswer>('user_session_form_update', body, r.csrf);

describe('draft summaries (マイページ)', () => {
  const server = useTestServer();
  beforeEach(async () => {
    await server().database.query('delete from drafts');
  });

  it('answers 200 with no draft, where user_session/1 answers 404', async () => {
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    expect(await summaries(resident)).toEqual({ status: 200, body: { drafts: [] } });
    expect((await resident.browser.getApi('user_session/1')).status).toBe(404);
  });

  it('tells how far the draft got and when it was last saved, and nothing typed', async () => {
    // 2026/11/22 in Japan: validMoving's move on 2026/12/01 is inside the 転出届 window.
    server().clock.advance(Date.parse('2026-11-22T03:00:00Z') - server().clock.now().getTime());
    const resident = await signInResident(server().baseUrl, { residentIndex: 0 });
    const created = (await create(resident)).body;
    expect((await summaries(resident)).body).toEqual({
      drafts: [{ phase: 1, step1_complete: false, step2_complete: false, last_saved_at: new Date(created.updated_at).toISOString() }],
    });

    server().clock.advance(60_000);
    await update(resident, { phase: 1, mode: 1, values: validApplicant });
    await update(resident, { phase: 1, mode: 2, values: validMoving });
    const last = (await update(resident, { phase: 1, mode: 3, values: validProcedures })).body.session;
    const answer = await summaries(resident);
    expect(answer.body).toEqual({ drafts: [{ phase: 1, step1_complete: true, step2_complete: false, last_saved_at: new Date(last.updated_at).toISOString() }] });
    expect(JSON.stringify(answer.body)).not.toContain(validApplicant.phone);

    // A 一時保存 later than the last section write is the last save.
    server().clock.advance(60_000);
    const kept = await resident.browser.postApi<{ saved_at: string }>('user_session_tmp_save', { phase: 1, return_to: '/step' }, resident.csrf);
    expect((await summaries(resident)).body.drafts[0]?.last_saved_at).toBe(new Date(kept.body.saved_at).toISOString());
  });

  it("summarises only the resident's own drafts", async () => {
    const owner = await signInResident(server().baseUrl, { residentIndex: 0 });
    await create(owner);
    const other = await signInResident(server().baseUrl, { residentIndex: 1 });
    expect((await summaries(other)).body).toEqual({ drafts: [] });
    expect((await summaries(owner)).body.drafts.map((draft) => draft.phase)).toEqual([1]);
  });

  it('refuses without a login', async () => {
    const anonymous = new TestBrowser(server().baseUrl);
    expect(await anonymous.getApi('user_session_summaries')).toEqual({
      status: 401,
      body: { status: { code: 'AUTH_REQUIRED', message: 'ログインが必要です。' } },
    });
  });
});
