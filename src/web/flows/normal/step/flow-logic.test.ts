// The normal flow's effects from createFlowLogic, with the real openapi-fetch client and its
// middleware; only the network is a small stand-in answering as the server does. Each call
// carries the flow's phase from the registry, and the flow ends on the thanks page.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { pathForState } from '#machines/normal-flow.machine';
import {
  confirmed,
  pending,
  readyDraft,
  receptionSaved,
  sessionSaved,
  signed,
  signing,
  submission,
} from '#machines/test-support/normal-flow-fixtures';
import { flows } from '#shared/flows';
import { createApi } from '../../../api/client';
import { createFlowLogic, msUntil } from './flow-logic';

type Answer = { status: number; body: unknown };

const csrf = { status: 200, body: { csrf_token: 'token' } };

function fakeServer(answers: Record<string, Answer | Answer[]>) {
  const seen: { call: string; body: unknown }[] = [];
  const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  async function fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.replace('/utsuru-api/v1', '');
    const call = `${request.method} ${path}`;
    const text = request.method === 'GET' ? '' : await request.text();
    if (path !== '/csrf_token') seen.push({ call, body: text ? JSON.parse(text) : undefined });
    const answer = path === '/csrf_token' ? csrf : answers[call];
    const next = Array.isArray(answer) ? (answer.length > 1 ? answer.shift() : answer[0]) : answer;
    return json(next ?? { status: 404, body: { status: { code: 'NOT_FOUND', message: 'no such path' } } });
  }
  const api = createApi({ baseUrl: 'http://utsuru.test/utsuru-api/v1', fetch });
  return { client: api.client, seen };
}

const ok = (body: unknown): Answer => ({ status: 200, body });

function startFlow(answers: Record<string, Answer | Answer[]>) {
  const server = fakeServer(answers);
  const navigate = vi.fn();
  const reportFailure = vi.fn();
  const machine = createFlowLogic({ client: server.client, navigate, flow: flows.normal, reportFailure, now: () => Date.parse(signing.expires_at) - 60_000 });
  const actor = createActor(machine, { input: { requestedPath: '/step', flow: flows.normal } }).start();
  return { actor, server, navigate, reportFailure };
}

describe('createFlowLogic (normal flow, fake fetch)', () => {
  it('runs the normal flow’s calls with phase 1, signs in the child, and lands on the thanks page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, server, reportFailure } = startFlow({
        'GET /user_session/1': ok(readyDraft),
        'POST /input_confirm': ok(confirmed),
        'POST /user_session_tmp_save': ok(sessionSaved),
        'POST /application_start': ok(signing),
        'POST /signature_inquiry': [ok(pending), ok(signed)],
        'POST /application': ok(submission),
        'POST /reception_id_save': ok(receptionSaved),
      });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('input'));
      actor.send({ type: 'CONFIRM' });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirm'));
      actor.send({ type: 'SIGN' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ promptauth: 'signing' })).toBe(true));
      expect(pathForState(actor.getSnapshot())).toBe('/step/promptauth');
      // Two polls at the named delay.
      await vi.advanceTimersByTimeAsync(2000);
      await vi.advanceTimersByTimeAsync(2000);
      const thanks = await waitFor(actor, (snapshot) => snapshot.matches('thanks'));
      expect(pathForState(thanks)).toBe('/step/thanks');
      expect(thanks.context.submission).toEqual(submission);
      expect(reportFailure).not.toHaveBeenCalled();

      const key = thanks.context.idempotencyKey;
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(server.seen).toEqual([
        { call: 'GET /user_session/1', body: undefined },
        { call: 'POST /input_confirm', body: { phase: 1 } },
        { call: 'POST /user_session_tmp_save', body: { phase: 1, return_to: '/step/promptauth' } },
        { call: 'POST /application_start', body: { document_digest: confirmed.document_digest } },
        { call: 'POST /signature_inquiry', body: { signature_request_id: signing.signature_request_id } },
        { call: 'POST /signature_inquiry', body: { signature_request_id: signing.signature_request_id } },
        { call: 'POST /application', body: { idempotency_key: key, signature_request_id: signing.signature_request_id } },
        { call: 'POST /reception_id_save', body: { phase: 1, reception_number: submission.reception_number } },
      ]);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates the draft when the server has none, and saves for later to マイページ', async () => {
    const { actor, server, navigate } = startFlow({
      'GET /user_session/1': { status: 404, body: { status: { code: 'NOT_FOUND', message: 'ありません。' } } },
      'POST /user_session_form_create': ok(readyDraft),
      // A new draft asks for the resident's saved campaign code; this one has none (spec §8's 200).
      'POST /promo_code_restore': ok({ status: { code: 'NOT_FOUND', message: 'キャンペーンコードは保存されていません。' } }),
      'POST /user_session_tmp_save': ok(sessionSaved),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('input'));
    actor.send({ type: 'SAVE_FOR_LATER' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/mypage');
    expect(server.seen.map(({ call }) => call)).toEqual(['GET /user_session/1', 'POST /user_session_form_create', 'POST /promo_code_restore', 'POST /user_session_tmp_save']);
    expect(server.seen[3]?.body).toEqual({ phase: 1, return_to: '/step' });
  });

  it('reports a failed call with its operation, and sends a 408 to the expired page', async () => {
    const failing = startFlow({ 'GET /user_session/1': { status: 500, body: { status: { code: 'INTERNAL_SERVER_ERROR', message: 'エラー' } } } });
    await waitFor(failing.actor, (snapshot) => snapshot.matches('failed'));
    expect(failing.reportFailure).toHaveBeenCalledOnce();
    expect(failing.reportFailure.mock.calls[0]?.[0]).toBe('user_session/1');

    const expired = startFlow({ 'GET /user_session/1': { status: 408, body: { status: { code: 'INTERNAL_SERVER_ERROR', message: '' } } } });
    await waitFor(expired.actor, (snapshot) => snapshot.matches('expired'));
    expect(expired.navigate).toHaveBeenCalledExactlyOnceWith('/error/expired', { replace: true });
  });

  it('waits for the signature until the request expires, at least a poll’s worth', () => {
    expect(msUntil('2026-11-22T10:30:00+09:00', Date.parse('2026-11-22T10:20:00+09:00'))).toBe(600_000);
    expect(msUntil('2026-11-22T10:30:00+09:00', Date.parse('2026-11-22T10:40:00+09:00'))).toBe(1000);
    expect(msUntil(undefined, 0)).toBe(600_000);
  });
});
