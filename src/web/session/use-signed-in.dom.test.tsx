// useSignedIn: the route's login state, or, on a path outside the route table, auth_status's
// answer for the path on screen, never a late one for a path already left.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterAnswers, holdFetch } from '../testing/held-fetch';
import { routeAt, signedInSession } from '../testing/route-at';
import { useSignedIn } from './use-signed-in';

const auth = (authenticated: boolean) => ({ authenticated, provider: authenticated ? '' : null, expires_at: null });

describe('useSignedIn', () => {
  it('takes the route session’s login state without asking', () => {
    const network = holdFetch();
    const { result } = renderHook(() => useSignedIn(), { wrapper: routeAt('/mypage', signedInSession()).wrapper });
    expect(result.current).toBe(true);
    expect(network.requests).toEqual([]);
  });

  it('asks auth_status on a path outside the route table', async () => {
    const network = holdFetch();
    const { result } = renderHook(() => useSignedIn(), { wrapper: routeAt('/no-such-page-1', 'none').wrapper });
    expect(result.current).toBeNull();
    (await network.request('GET /auth_status')).answer(auth(true));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('keeps the answer for the path on screen when the left path’s answer comes late', async () => {
    const network = holdFetch();
    const route = routeAt('/no-such-page-2', 'none');
    const { result } = renderHook(() => useSignedIn(), { wrapper: route.wrapper });
    const left = await network.request('GET /auth_status');
    act(() => {
      route.navigate('/no-such-page-3');
      route.setSession({ status: 'none' });
    });
    await waitFor(() => expect(network.requests).toHaveLength(2));
    network.requests[1]!.answer(auth(false));
    await waitFor(() => expect(result.current).toBe(false));
    left.answer(auth(true));
    await act(afterAnswers);
    expect(result.current).toBe(false);
  });
});
