// Test helpers for the revocation flow (phase 3, decision 021) over real HTTP: a signed-in
// resident with a submitted normal application whose recipients have received it, the
// revocation's calls, and signing at the real /dev-idp signing page.
import { randomUUID } from 'node:crypto';
import { beforeEach } from 'vitest';
import type { components } from '#shared/api/schema';
import type { RecipientStatus } from '#shared/recipient-status';
import { useTestServer, type TestServer } from '../../testing/test-server';
import { storeNormalApplication, type SubmittedOriginal } from './addition-client';
import { enterSigningPin, fixClock, openSigningPage, submittingResident, type Keys, type SubmittingResident } from './submission-client';

type Schemas = components['schemas'];
type Reply<T> = Promise<{ status: number; body: T & Partial<Schemas['ErrorBody']> }>;

export interface RevokingResident extends SubmittingResident {
  initializeRevocation(receptionNumber?: string): Reply<Schemas['SessionData']>;
  readRevocation(): Reply<Schemas['SessionData']>;
  cancellable(): Reply<Schemas['CancellableConfirmResponse']>;
  cancelInput(): Reply<Schemas['CancelApplicationInput']>;
  cancelConfirm(itemIds: string[], reason?: string | null): Reply<Schemas['InputConfirmResponse']>;
  cancelSave(returnTo: string): Reply<Schemas['SessionSaveResponse']>;
  cancelStart(digest: string): Reply<Schemas['SigningStartResponse']>;
  cancel(signatureRequestId: string, idempotencyKey?: string): Reply<Schemas['SubmissionResult']>;
  saveRevocationReception(receptionNumber: string): Reply<Schemas['ReceptionIdSaveResponse']>;
}

/**
 * One server for a file of revocation tests, on the fixed clock with fresh rate limits before each
 * test: the server, a revoking resident by their index in residents.json, and a raw query.
 */
export function useRevocationServer(keys: Keys) {
  const server = useTestServer({ env: keys.env });
  const query = (sql: string, params: unknown[] = []) => server().database.query(sql, params);
  beforeEach(async () => {
    fixClock(server());
    await query('delete from rate_limits');
  });
  return { server, query, resident: (index: number) => revokingResident(server(), keys, index) };
}

export async function revokingResident(server: TestServer, keys: Keys, residentIndex: number): Promise<RevokingResident> {
  const resident = await submittingResident(server, keys, residentIndex);
  const post = <T>(path: string, body: unknown) => resident.browser.postApi<T & Partial<Schemas['ErrorBody']>>(path, body, resident.csrf);
  return {
    ...resident,
    initializeRevocation: (receptionNumber) => post('user_session_initialize/?phase=3', receptionNumber ? { reception_number: receptionNumber } : {}),
    readRevocation: () => resident.browser.getApi('user_session/3'),
    cancellable: () => resident.browser.getApi('cancel_application_cancellable_confirm'),
    cancelInput: () => resident.browser.getApi('cancel_application_input'),
    cancelConfirm: (itemIds, reason = null) => post('cancel_application_input_confirm', { item_ids: itemIds, reason }),
    cancelSave: (returnTo) => post('cancel_application_session_save', { return_to: returnTo }),
    cancelStart: (digest) => post('cancel_application_start', { document_digest: digest }),
    cancel: (id, key = randomUUID()) => post('cancel_application', { idempotency_key: key, signature_request_id: id }),
    saveRevocationReception: (number) => post('reception_id_save', { phase: 3, reception_number: number }),
  };
}

/** A stored normal application (千代田区 転出届, 横浜市中区 転入予定連絡, ひかり電力, さくらガス) with its recipients' ids, each set to `status`. */
export async function receivedApplication(server: TestServer, keys: Keys, userId: string, status: RecipientStatus = 'delivered') {
  const original: SubmittedOriginal = await storeNormalApplication(server, keys, userId);
  await server.database.query('update application_recipients set status = $2 where application_id = $1', [original.id, status]);
  const { rows } = await server.database.query('select id from application_recipients where application_id = $1 order by position', [original.id]);
  const [moveOut, moveIn, electricity, gas] = rows.map((row) => String(row.id));
  return { ...original, ids: { moveOut: moveOut ?? '', moveIn: moveIn ?? '', electricity: electricity ?? '', gas: gas ?? '' } };
}

/** cancel_application_start with the digest, then the 署名用パスワード at the dev IdP: the signing request's id. */
export async function signedRevocation(resident: RevokingResident, digest: string): Promise<string> {
  const started = await resident.cancelStart(digest);
  if (started.status !== 200) throw new Error(`cancel_application_start answered ${started.status}: ${started.body.status?.message ?? ''}`);
  const { browser, page } = await openSigningPage(started.body.signing_url);
  await enterSigningPin(browser, page, 'ABCD1234');
  const inquiry = await resident.inquiry(started.body.signature_request_id);
  if (inquiry.body.state !== 'signed') throw new Error(`signing ended ${inquiry.body.state}`);
  return started.body.signature_request_id;
}
