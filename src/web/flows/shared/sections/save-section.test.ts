// A section save over the real client and a fake network, followed by what the navigation back
// reads: the shell's route session and the step pages' draft (the flow's loadDraft, through
// routeDraftOf). The draft the save returned is used; user_session is not read again.
import { describe, expect, it, vi } from 'vitest';
import { failing, fakeApi, ok } from '../../../api/testing/fake-api';
import { routeDraftOf } from '../../../session/route-draft';
import { createRouteSessionLoader, createRouteSessionStore } from '../../../session/route-session-store';
import type { FormUpdateRequest } from './draft-requests';
import { savedSectionStore } from '../../../stores/saved-section-store';
import { saveSection } from './save-section';

const stored = { uuid: '0b6f0c3e-6f0e-4d0a-9a52-1b8c8a4f0c11', phase: 1 as const, attributes: {}, updated_at: '2026-11-22T10:00:00+09:00' };
const saved = { ...stored, updated_at: '2026-11-22T11:00:00+09:00' };
const request: FormUpdateRequest = { phase: 1, mode: 3, values: { procedures: ['move_out'], business_ids: [] } };
const signedIn = { authenticated: true, provider: 'lp', expires_at: '2026-11-22T12:00:00+09:00' };
const noDraft = failing(404, 'NOT_FOUND');

function setUp(fieldErrors: { field: string; message: string }[] = []) {
  const api = fakeApi({
    'POST /user_session_form_update': ok({ session: saved, field_errors: fieldErrors }),
    'GET /auth_status': ok(signedIn),
    'GET /user_session/1': ok(stored),
    'GET /user_session/2': noDraft,
    'GET /user_session/3': noDraft,
  });
  const report = vi.fn(() => null);
  const store = createRouteSessionStore();
  const loadRoute = createRouteSessionLoader({ client: api.client, store, report });
  const deps = { client: api.client, report, navigate: vi.fn(), stillHere: () => true };
  /** What a navigation to a step page reads: the shell's route session, then the flow machine's draft. */
  async function stepPageDraft(path: string) {
    await loadRoute(path);
    return routeDraftOf({ client: api.client, store }, path, 1);
  }
  return { api, deps, stepPageDraft };
}

describe('saveSection', () => {
  it.each(['/step', '/step/confirm'] as const)('returns to %s with the saved draft: no user_session read after the save', async (target) => {
    const { api, deps, stepPageDraft } = setUp();
    expect(await saveSection(deps, request, { target, sectionPath: '/procedureselection' })).toEqual({ kind: 'saved' });
    expect(deps.navigate).toHaveBeenCalledWith(target);
    expect(savedSectionStore.get()).toBe('/procedureselection');
    expect(await stepPageDraft(target)).toEqual(saved);
    expect(api.count('GET /user_session/1')).toBe(0);
    expect(api.count('POST /user_session_form_update')).toBe(1);
  });

  it.each(['/step', '/step/confirm'] as const)('without a save, a navigation to %s reads the draft once', async (target) => {
    const { api, stepPageDraft } = setUp();
    expect(await stepPageDraft(target)).toEqual(stored);
    expect(api.count('GET /user_session/1')).toBe(1);
  });

  it('saves but stays where the resident went when they left the page while it saved', async () => {
    const { api, deps, stepPageDraft } = setUp();
    savedSectionStore.set(null);
    const left = { ...deps, stillHere: () => false };
    expect(await saveSection(left, request, { target: '/step', sectionPath: '/procedureselection' })).toEqual({ kind: 'saved' });
    expect(api.count('POST /user_session_form_update')).toBe(1);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(savedSectionStore.get()).toBeNull();
    expect(await stepPageDraft('/step')).toEqual(stored);
  });

  it('stays on the page with the field errors, handing nothing on', async () => {
    const errors = [{ field: 'procedures', message: '手続きを選んでください。' }];
    const { deps, stepPageDraft } = setUp(errors);
    savedSectionStore.set(null);
    expect(await saveSection(deps, request, { target: '/step', sectionPath: '/procedureselection' })).toEqual({ kind: 'field-errors', errors });
    expect(savedSectionStore.get()).toBeNull();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(await stepPageDraft('/step')).toEqual(stored);
  });

  it('reports a failed save as the temporary case', async () => {
    const api = fakeApi({ 'POST /user_session_form_update': failing(503, 'TEMPORARILY', '') });
    const deps = { client: api.client, report: vi.fn(() => null), navigate: vi.fn(), stillHere: () => true };
    expect(await saveSection(deps, request, { target: '/step', sectionPath: '/procedureselection' })).toEqual({ kind: 'temporary' });
    expect(deps.report).toHaveBeenCalledWith('user_session_form_update', expect.objectContaining({ code: 'TEMPORARILY' }));
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
