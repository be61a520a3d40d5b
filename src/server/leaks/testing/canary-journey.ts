// The canary's journey for the leak suites (issue 26, point 5), through whatever origin the app
// is reached at, as the SPA and the card app make it: login at the dev IdP, a normal application
// filled and signed, an addition, a cancellation of its 転出届 and gas (each delivered before the
// next step, by `settle`), マイページ, the drafts closed, errors provoked, logout.
import { randomUUID } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { apiBasePath } from '#shared/config/brand';
import { fillNormalDraft } from '../../authorization/testing/filed-resident';
import { residentApi, signAtDevIdp, type ResidentApi } from '../../authorization/testing/resident-api';
import { signInAtDevIdp } from '../../testing/dev-idp-login';
import { TestBrowser } from '../../testing/test-browser';
import { canaryFormValues, canarySigningPin, canarySubject, cancellationReason, recipients } from './canary';

type Schemas = components['schemas'];

/** Brings the `messages` filed so far to their recipients (the job, or the test running it), then answers. */
export type Settle = (what: string, messages: number) => Promise<void>;

/** The canary's whole journey through the proxy, as the SPA and the card app make it. */
export async function canaryJourney(origin: string, now: Date, settle: Settle): Promise<string[]> {
  const browser = new TestBrowser(origin);
  const { body } = await browser.getApi<{ url: string }>('login/authz_url?phase=1&provider=');
  const { stoppedAt } = await signInAtDevIdp(browser, body.url, { resident: canarySubject }, (next) => next.pathname === `${apiBasePath}/login/callback`);
  if (!stoppedAt) throw new Error('the canary did not reach the login callback');
  await browser.request(stoppedAt);
  const api = residentApi({ browser, csrf: await browser.csrfToken() }, '');
  const values = canaryFormValues(now);

  await fillNormalDraft(api, values);
  const confirmed = await api.ok<Schemas['InputConfirmResponse']>('POST', 'input_confirm', { phase: 1 });
  const signing = await api.ok<Schemas['SigningStartResponse']>('POST', 'application_start', { document_digest: confirmed.document_digest });
  await signAtDevIdp(signing.signing_url, canarySigningPin);
  await api.ok('POST', 'signature_inquiry', { signature_request_id: signing.signature_request_id });
  const filed = await api.ok<Schemas['SubmissionResult']>('POST', 'application', { idempotency_key: randomUUID(), signature_request_id: signing.signature_request_id });
  await settle('the application is delivered', 4);

  await api.ok('POST', 'user_session_initialize/?phase=2', {});
  await api.ok('POST', 'additional_user_session_form_create', { business_id: 'soyokaze-hikari' });
  await api.ok('POST', 'user_session_form_update', { phase: 2, mode: 5, business_id: 'soyokaze-hikari', values: values.internet });
  await api.ok('POST', 'user_session_form_update', { phase: 2, mode: 1, values: values.applicant });
  const addition = await api.ok<Schemas['InputConfirmResponse']>('POST', 'input_confirm', { phase: 2 });
  await api.ok('POST', 'additional_application_start', { document_digest: addition.document_digest });
  const added = await api.ok<Schemas['SubmissionResult']>('POST', 'additional_application', { idempotency_key: randomUUID(), document_digest: addition.document_digest });
  await settle('the addition is delivered', 5);

  await api.ok('POST', 'user_session_initialize/?phase=3', { reception_number: filed.reception_number });
  const { items } = await api.ok<Schemas['CancellableConfirmResponse']>('GET', 'cancel_application_cancellable_confirm');
  const chosen = items.filter((item) => item.code === 'move_out' || item.recipient_name === 'さくらガス').map((item) => item.id);
  const revocation = await api.ok<Schemas['InputConfirmResponse']>('POST', 'cancel_application_input_confirm', { item_ids: chosen, reason: cancellationReason });
  const revocationSigning = await api.ok<Schemas['SigningStartResponse']>('POST', 'cancel_application_start', { document_digest: revocation.document_digest });
  await signAtDevIdp(revocationSigning.signing_url, canarySigningPin);
  await api.ok('POST', 'signature_inquiry', { signature_request_id: revocationSigning.signature_request_id });
  const cancelled = await api.ok<Schemas['SubmissionResult']>('POST', 'cancel_application', { idempotency_key: randomUUID(), signature_request_id: revocationSigning.signature_request_id });
  // The 転出届, the 転入予定連絡 that hangs on it, and gas.
  await settle('the cancellations are delivered', 8);

  // マイページ, then the drafts closed as the thanks pages close them.
  await api.ok('GET', 'applications');
  for (const [phase, number] of [[1, filed.reception_number], [2, added.reception_number], [3, cancelled.reception_number]] as const) {
    await api.ok('POST', 'reception_id_save', { phase, reception_number: number });
  }
  await provokeErrors(origin, api);
  await api.ok('POST', 'logout', {});
  return [filed.reception_number, added.reception_number, cancelled.reception_number];
}

/** Requests each refused one way or another: bad bodies, types, routes, tokens, encodings, sizes. */
async function provokeErrors(origin: string, api: ResidentApi): Promise<void> {
  const anonymous = new TestBrowser(origin);
  const prefix = apiBasePath;
  const raw = (target: string, init: RequestInit) => fetch(new URL(target, origin), { redirect: 'manual', ...init }).then((response) => response.arrayBuffer());
  const json = { 'content-type': 'application/json' };
  const withToken = { ...json, 'x-csrf-token': api.csrf, cookie: `utsuru_sid=${api.browser.cookie('utsuru_sid') ?? ''}` };
  await Promise.all([
    raw(`${prefix}/application`, { method: 'POST', headers: withToken, body: '{"idempotency_key":' }),
    raw(`${prefix}/application`, { method: 'POST', headers: { ...withToken, 'content-type': 'text/plain' }, body: 'x' }),
    raw(`${prefix}/application`, { method: 'POST', headers: withToken, body: JSON.stringify({ idempotency_key: 1, signature_request_id: [] }) }),
    raw(`${prefix}/application`, { method: 'POST', headers: withToken, body: '{"__proto__":{"polluted":true},"idempotency_key":"x"}' }),
    raw(`${prefix}/application`, { method: 'POST', headers: withToken, body: `${'['.repeat(5000)}${']'.repeat(5000)}` }),
    raw(`${prefix}/application`, { method: 'POST', headers: withToken, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }),
    raw(`${prefix}/application`, { method: 'POST', headers: withToken, body: 'x'.repeat(2 * 1024 * 1024) }),
    raw(`${prefix}/input_confirm`, { method: 'POST', headers: json, body: '{"phase":1}' }),
    raw(`${prefix}/user_session/9`, { headers: withToken }),
    raw(`${prefix}/user_session/%E0%A4%A`, { headers: withToken }),
    raw(`${prefix}/no_such_operation`, { headers: withToken }),
    raw(`${prefix}/applications`, { method: 'DELETE', headers: withToken }),
    raw(`${prefix}/signature_inquiry`, { method: 'POST', headers: withToken, body: JSON.stringify({ signature_request_id: randomUUID() }) }),
    raw(`${prefix}/xid_data_update_request_status`, { method: 'POST', headers: withToken, body: JSON.stringify({ xid_request_id: randomUUID() }) }),
    raw(`${prefix}/recipients/${recipients.moveOut}/status`, { method: 'POST', headers: json, body: '{}' }),
    raw(`${prefix}/login/callback?code=forged&state=forged`, {}),
    raw(`${prefix}/login/authz_url?phase=7`, {}),
    raw('/dev-idp/interaction/no-such-interaction', {}),
    raw('/dev-idp/auth?client_id=nobody&response_type=code&scope=openid', {}),
    raw(`/dev-idp/sign/${randomUUID()}`, {}),
    raw('/dev-idp/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code&code=forged' }),
    raw(`/dev-inbox/recipients/${recipients.gas}/webhook`, { method: 'POST', headers: json, body: '{}' }),
    anonymous.getApi('applications'),
    anonymous.postApi('application', {}, null),
  ]);
}

