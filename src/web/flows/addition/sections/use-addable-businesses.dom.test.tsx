// useAddableBusinesses: the destination's businesses the addition may still add, once both the
// catalogue and the resident's applications are read; a failure after the page is gone is not reported.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownFailureStore } from '../../../errors/failure-reporting';
import { lifelineBusiness, sentApplication } from '../../../testing/api-fixtures';
import { afterAnswers, failAfterUnmount, holdFetch } from '../../../testing/held-fetch';
import type { SessionData } from '../../shared/sections/draft-requests';
import { useAddableBusinesses } from './use-addable-businesses';

const addition = {
  uuid: 'u',
  phase: 2,
  updated_at: '2026-11-25T10:00:00+09:00',
  attributes: {
    moving: { status: 9, moving_type: 'other_municipality', values: { to: { jis_code: '141046' } } },
    businesses: { status: 1, applications: [] },
  },
} as unknown as SessionData;

describe('useAddableBusinesses', () => {
  it('offers the catalogue less what the sent application notified', async () => {
    const network = holdFetch();
    const { result } = renderHook(() => useAddableBusinesses(addition));
    (await network.request('GET /lifeline_businesses?jis_code=141046')).answer({ businesses: [lifelineBusiness('hamakaze-denki', 'はまかぜ電気'), lifelineBusiness('sakura-gas', 'さくらガス')] });
    await act(afterAnswers);
    expect(result.current).toEqual({ status: 'loading' });
    (await network.request('GET /applications')).answer({ applications: [sentApplication({ businesses: ['はまかぜ電気'] })] });
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', businesses: [lifelineBusiness('sakura-gas', 'さくらガス')] }));
  });

  it('does not report a failed read of the applications once the page is gone', async () => {
    const network = holdFetch();
    const { unmount } = renderHook(() => useAddableBusinesses(addition));
    await failAfterUnmount(network, 'GET /applications', unmount);
    expect(shownFailureStore.get()).toBeNull();
  });
});
