// useUpdatedIdentity: the identity data the provider holds now, read once for the page; a
// failure goes to the error page while the page is there, and not once it is gone.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownFailureStore } from '../../errors/failure-reporting';
import { failAfterUnmount, failureBody, holdFetch } from '../../testing/held-fetch';
import { useUpdatedIdentity } from './use-updated-identity';

const updated = { name: { last: '山田', first: '花子' } };

describe('useUpdatedIdentity', () => {
  it('loads what the provider holds now', async () => {
    const network = holdFetch();
    const { result } = renderHook(() => useUpdatedIdentity());
    expect(result.current).toEqual({ status: 'loading' });
    (await network.request('GET /user_info_updated')).answer(updated);
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', value: updated }));
  });

  it('reports a failure while the page is there, and not once it is gone', async () => {
    const network = holdFetch();
    const shown = renderHook(() => useUpdatedIdentity());
    (await network.request('GET /user_info_updated')).answer(failureBody('INTERNAL_SERVER_ERROR'), 500);
    await waitFor(() => expect(shown.result.current).toEqual({ status: 'failed' }));
    expect(shownFailureStore.get()?.status).toBe(500);

    shownFailureStore.set(null);
    const left = renderHook(() => useUpdatedIdentity());
    await failAfterUnmount(network, 'GET /user_info_updated', left.unmount);
    expect(shownFailureStore.get()).toBeNull();
  });
});
