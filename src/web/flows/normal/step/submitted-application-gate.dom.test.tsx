// SubmittedApplicationGate: with a draft the overview shows at once; without one, a sent
// application is shown first (a called-off move is no reason to pause); a failure after the page
// is gone is not reported.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shownFailureStore } from '../../../errors/failure-reporting';
import { sentApplication } from '../../../testing/api-fixtures';
import { failAfterUnmount, holdFetch } from '../../../testing/held-fetch';
import { routeAt, signedInSession } from '../../../testing/route-at';
import { SubmittedApplicationGate } from './submitted-application-gate';

const draft = { phase: 1 as const, step1_complete: false, step2_complete: false, last_saved_at: '2026-11-25T10:00:00+09:00' };

function renderGate(drafts: (typeof draft)[] = []) {
  const route = routeAt('/step', signedInSession({ drafts }));
  return render(<SubmittedApplicationGate>overview</SubmittedApplicationGate>, { wrapper: route.wrapper });
}

describe('SubmittedApplicationGate', () => {
  it('shows the overview at once when a draft is there, asking nothing', () => {
    const network = holdFetch();
    renderGate([draft]);
    expect(screen.getByText('overview')).toBeTruthy();
    expect(network.requests).toEqual([]);
  });

  it('without a draft, shows the sent application first, and the overview after 「新しく引越し手続きを始める」', async () => {
    const network = holdFetch();
    renderGate();
    (await network.request('GET /applications')).answer({ applications: [sentApplication({ reception: 'ABCD-EFGH-JKLM' })] });
    expect(await screen.findByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(screen.queryByText('overview')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '新しく引越し手続きを始める' }));
    expect(screen.getByText('overview')).toBeTruthy();
  });

  it('opens the overview when the sent move was called off', async () => {
    const network = holdFetch();
    renderGate();
    (await network.request('GET /applications')).answer({ applications: [sentApplication({ calledOff: true })] });
    expect(await screen.findByText('overview')).toBeTruthy();
  });

  it('does not report a failed read once the page is gone', async () => {
    const network = holdFetch();
    const { unmount } = renderGate();
    await failAfterUnmount(network, 'GET /applications', unmount);
    expect(shownFailureStore.get()).toBeNull();
  });
});
