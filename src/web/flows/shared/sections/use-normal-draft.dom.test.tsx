// useNormalDraft: a section page of the normal flow without a draft makes one when nothing was
// sent yet, leads to /step when something was, and reads the verified claims when the page wants
// them; answers that come after the page is gone start nothing.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentApplication } from '../../../testing/api-fixtures';
import { afterAnswers, failureBody, holdFetch } from '../../../testing/held-fetch';
import { routeAt, signedInSession } from '../../../testing/route-at';
import type { SessionData } from './draft-requests';
import { useNormalDraft } from './use-normal-draft';

const draft = { uuid: 'draft-1', phase: 1, updated_at: '2026-11-25T10:00:00+09:00', attributes: {} } as unknown as SessionData;
const claims = { name: { last: '山田', first: '太郎' } };

function renderDraft(session = signedInSession(), wantsClaims = false) {
  return renderHook(() => useNormalDraft(() => wantsClaims), { wrapper: routeAt('/personalinfo', session).wrapper });
}

describe('useNormalDraft', () => {
  it('makes the draft when the resident has sent nothing yet', async () => {
    const network = holdFetch();
    const { result } = renderDraft();
    (await network.request('GET /applications')).answer({ applications: [] });
    (await network.request('GET /csrf_token')).answer({ csrf_token: 'token-1' });
    (await network.request('POST /user_session_form_create')).answer(draft);
    // No campaign code saved (spec §8's NOT_FOUND in a 200): the draft stays as created.
    (await network.request('POST /promo_code_restore')).answer(failureBody('NOT_FOUND'));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', session: draft, claims: null }));
  });

  it('makes none once something was sent: the page leads to the flow’s start', async () => {
    const network = holdFetch();
    const { result } = renderDraft();
    (await network.request('GET /applications')).answer({ applications: [sentApplication()] });
    await waitFor(() => expect(result.current).toEqual({ status: 'absent' }));
    expect(network.requests.map((request) => request.call)).toEqual(['GET /applications']);
  });

  it('makes no draft when the answer comes after the page is gone', async () => {
    const network = holdFetch();
    const { unmount } = renderDraft();
    const late = await network.request('GET /applications');
    unmount();
    late.answer({ applications: [] });
    await afterAnswers();
    expect(network.requests.map((request) => request.call)).toEqual(['GET /applications']);
  });

  it('reads the verified claims for a draft the page wants them for', async () => {
    const network = holdFetch();
    const { result } = renderDraft(signedInSession({ sessions: { 1: { state: 'loaded', data: draft } } }), true);
    expect(result.current).toEqual({ status: 'loading' });
    (await network.request('GET /user_info')).answer(claims);
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', session: draft, claims }));
  });
});
