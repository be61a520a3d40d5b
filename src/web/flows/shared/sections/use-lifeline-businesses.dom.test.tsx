// useLifelineBusinesses: the catalogue of the destination on screen, never a late answer for a
// destination already left; a failure after the page is gone is not reported.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownFailureStore } from '../../../errors/failure-reporting';
import { lifelineBusiness } from '../../../testing/api-fixtures';
import { afterAnswers, failAfterUnmount, failureBody, holdFetch } from '../../../testing/held-fetch';
import { useLifelineBusinesses } from './use-lifeline-businesses';

const business = lifelineBusiness;

describe('useLifelineBusinesses', () => {
  it('offers none without a destination, and loads the catalogue of one', async () => {
    const network = holdFetch();
    const { result, rerender } = renderHook(({ jisCode }) => useLifelineBusinesses(jisCode), { initialProps: { jisCode: null as string | null } });
    expect(result.current).toEqual({ status: 'loaded', businesses: [] });
    expect(network.requests).toEqual([]);

    rerender({ jisCode: '131016' });
    expect(result.current).toEqual({ status: 'loading' });
    (await network.request('GET /lifeline_businesses?jis_code=131016')).answer({ businesses: [business('tokyo-denki')] });
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', businesses: [business('tokyo-denki')] }));
  });

  it('ignores the late answer for a destination already left', async () => {
    const network = holdFetch();
    const { result, rerender } = renderHook(({ jisCode }) => useLifelineBusinesses(jisCode), { initialProps: { jisCode: '131016' } });
    const left = await network.request('GET /lifeline_businesses?jis_code=131016');
    rerender({ jisCode: '271276' });
    (await network.request('GET /lifeline_businesses?jis_code=271276')).answer({ businesses: [business('naniwa-denki')] });
    await act(afterAnswers);
    left.answer({ businesses: [business('tokyo-denki')] });
    await act(afterAnswers);
    expect(result.current).toEqual({ status: 'loaded', businesses: [business('naniwa-denki')] });
  });

  it('reports a failure while the page is there, and not once it is gone', async () => {
    const network = holdFetch();
    const first = renderHook(() => useLifelineBusinesses('131016'));
    (await network.request('GET /lifeline_businesses')).answer(failureBody('INTERNAL_SERVER_ERROR'), 500);
    await waitFor(() => expect(first.result.current).toEqual({ status: 'failed' }));
    expect(shownFailureStore.get()?.status).toBe(500);

    shownFailureStore.set(null);
    const second = renderHook(() => useLifelineBusinesses('271276'));
    await failAfterUnmount(network, 'GET /lifeline_businesses?jis_code=271276', second.unmount);
    expect(shownFailureStore.get()).toBeNull();
  });
});
