// The revocation flow's effects from createRevocationFlowLogic, with the real openapi-fetch client
// and its middleware over a stand-in network: the calls of spec §7 for phase 3 with the 受付番号
// マイページ passed, the signing child on cancel_application_start / cancel_application, and the
// failures named by the cancel calls for the error catalogue.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { cancellable, cancellableSummary, gasChosen, gasOnly, revocationDraft, revocationSubmission } from '#machines/test-support/revocation-flow-fixtures';
import { confirmed, sessionSaved, signed, signing } from '#machines/test-support/normal-flow-fixtures';
import { pastMoveDateServerMessage } from '#shared/cancellation';
import { flows } from '#shared/flows';
import { fakeApi, type FakeAnswer, type FakeRoutes } from '../../api/testing/fake-api';
import { createRevocationFlowLogic } from './revocation-flow-logic';

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

function startFlow(routes: FakeRoutes, requestedPath = '/revocation/step') {
  const bodies: Record<string, unknown> = {};
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([call, answer]) => [call, (body: unknown) => ((bodies[call] = body), typeof answer === 'function' ? answer(body) : answer)]),
  );
  const server = fakeApi(recorded);
  const navigate = vi.fn();
  const reportFailure = vi.fn();
  const machine = createRevocationFlowLogic({ client: server.client, navigate, reportFailure, now: () => Date.parse(signing.expires_at) - 60_000 });
  const actor = createActor(machine, { input: { requestedPath, flow: flows.revocation, receptionNumber: cancellable.reception_number } }).start();
  return { actor, server, bodies, navigate, reportFailure };
}

describe('createRevocationFlowLogic (fake fetch)', () => {
  it('initializes phase 3 for the application, confirms the choice, saves the session and signs with the cancel calls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, server, bodies, reportFailure } = startFlow({
        'GET /applications': ok({ applications: [cancellableSummary] }),
        'POST /user_session_initialize/': ok(revocationDraft),
        'GET /cancel_application_cancellable_confirm': ok(cancellable),
        'POST /cancel_application_input_confirm': ok(confirmed),
        'GET /cancel_application_input': ok(gasChosen),
        'POST /cancel_application_session_save': ok(sessionSaved),
        'POST /cancel_application_start': ok(signing),
        'POST /signature_inquiry': ok(signed),
        'POST /cancel_application': ok(revocationSubmission),
        'POST /reception_id_save': ok({ reception_number: revocationSubmission.reception_number, saved_at: '2026-11-25T10:25:30+09:00' }),
      });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ input: 'idle' }));
      actor.send({ type: 'CONFIRM', selection: gasOnly });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ confirm: 'ready' })).toBe(true));
      actor.send({ type: 'SIGN' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ promptauth: 'signing' })).toBe(true));
      await vi.advanceTimersByTimeAsync(2000);
      const thanks = await waitFor(actor, (snapshot) => snapshot.matches('thanks'));
      expect(reportFailure).not.toHaveBeenCalled();
      expect(server.seen.filter((call) => call !== 'GET /csrf_token')).toEqual([
        'GET /applications',
        'POST /user_session_initialize/?phase=3',
        'GET /cancel_application_cancellable_confirm',
        'POST /cancel_application_input_confirm',
        'GET /cancel_application_input',
        'POST /cancel_application_session_save',
        'POST /cancel_application_start',
        'POST /signature_inquiry',
        'POST /cancel_application',
        'POST /reception_id_save',
      ]);
      expect(bodies).toMatchObject({
        'POST /user_session_initialize/': { reception_number: cancellable.reception_number },
        'POST /cancel_application_input_confirm': gasOnly,
        'POST /cancel_application_session_save': { return_to: '/revocation/step/promptauth' },
        'POST /cancel_application_start': { document_digest: confirmed.document_digest },
        'POST /cancel_application': { idempotency_key: thanks.context.idempotencyKey, signature_request_id: signing.signature_request_id },
        'POST /reception_id_save': { phase: 3, reception_number: revocationSubmission.reception_number },
      });
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the resident to the expired page past the move date', async () => {
    const { actor, navigate, reportFailure } = startFlow({
      'POST /user_session_initialize/': ok(revocationDraft),
      'GET /cancel_application_cancellable_confirm': { status: 400, body: { status: { code: 'BAD_REQUEST', message: pastMoveDateServerMessage } } },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('expired'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/error/expired', { replace: true });
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('reports the input confirm’s failure under its own operation (the catalogue’s 403)', async () => {
    const { actor, reportFailure } = startFlow({
      'POST /user_session_initialize/': ok(revocationDraft),
      'GET /cancel_application_cancellable_confirm': ok(cancellable),
      'POST /cancel_application_input_confirm': { status: 400, body: { status: { code: 'BAD_REQUEST', message: 'no longer cancellable' } } },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('input'));
    actor.send({ type: 'CONFIRM', selection: gasOnly });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(reportFailure.mock.calls[0]?.[0]).toBe('cancel_application_input_confirm');
  });

  it('goes to マイページ on a reload of the thanks page, without a call', async () => {
    const { server, navigate } = startFlow({}, '/revocation/step/thanks');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/mypage', { replace: true }));
    expect(server.seen).toEqual([]);
  });
});
