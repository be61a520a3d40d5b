// NoApplication (/after/step with nothing to add to) says why by the resident's newest
// application; a failure after the page is gone is not reported.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledOffMoveMessage } from '#shared/called-off-move';
import { noSubmittedApplicationMessage } from '#shared/errors/error-catalogue';
import { shownFailureStore } from '../../../errors/failure-reporting';
import { sentApplication } from '../../../testing/api-fixtures';
import { failAfterUnmount, holdFetch } from '../../../testing/held-fetch';
import { routeAt } from '../../../testing/route-at';
import { NoApplication } from './no-application';

const renderPage = () => render(<NoApplication title="追加する手続き" />, { wrapper: routeAt('/after/step', 'none').wrapper });

describe('NoApplication', () => {
  it('without a sent application, asks to send the move first', async () => {
    const network = holdFetch();
    renderPage();
    (await network.request('GET /applications')).answer({ applications: [] });
    expect(await screen.findByText(noSubmittedApplicationMessage)).toBeTruthy();
    // A new move starts at the normal flow's readiness page, before any form (issue 28).
    expect(screen.getByRole('link', { name: '引越し手続きを始める' }).getAttribute('href')).toBe('/step/readiness');
  });

  it('with a called-off move, says why and offers a new one', async () => {
    const network = holdFetch();
    renderPage();
    (await network.request('GET /applications')).answer({ applications: [sentApplication({ calledOff: true })] });
    expect(await screen.findByText(calledOffMoveMessage)).toBeTruthy();
    expect(screen.getByRole('link', { name: '新しく引越し手続きを始める' })).toBeTruthy();
  });

  it('does not report a failed read once the page is gone', async () => {
    const network = holdFetch();
    const { unmount } = renderPage();
    await failAfterUnmount(network, 'GET /applications', unmount);
    expect(shownFailureStore.get()).toBeNull();
  });
});
