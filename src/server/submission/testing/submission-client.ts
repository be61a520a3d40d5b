// Test helpers for the submission journey over real HTTP: a signed-in test resident whose
// draft is complete, the API calls of the confirm → promptauth → thanks steps, and the dev
// IdP's signing page driven as a browser would.
import { randomBytes, randomUUID } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { hashSubject } from '../../crypto/subject-hash';
import { loadTestResidents } from '../../dev-idp/residents';
import { writeDraft } from '../../repositories/test-fixtures';
import { formAction } from '../../testing/dev-idp-login';
import { signInResident, type SignedInResident } from '../../testing/signed-in-resident';
import { TestBrowser, type Hop } from '../../testing/test-browser';
import type { TestServer } from '../../testing/test-server';
import { completeNormalDraft } from './complete-draft';

type Schemas = components['schemas'];
type Reply<T> = Promise<{ status: number; body: T & Partial<Schemas['ErrorBody']> }>;

/**
 * Sets the server's clock to a fixed time (noon in Japan on 2026-11-20 by default), so the
 * certificates' validity and the draft's dates do not depend on the day the tests run.
 */
export function fixClock(server: TestServer, at = '2026-11-20T03:00:00Z'): void {
  server.clock.advance(Date.parse(at) - server.clock.now().getTime());
}

/** Keys the test knows, so it can write the drafts the server reads and find its users. */
export function knownKeys() {
  const documentKey = randomBytes(32);
  const identityHashKey = randomBytes(32);
  return {
    documentKey,
    identityHashKey,
    env: { DOCUMENT_ENCRYPTION_KEY: documentKey.toString('base64'), IDENTITY_HASH_KEY: identityHashKey.toString('base64') },
  };
}

export type Keys = ReturnType<typeof knownKeys>;

export interface SubmittingResident extends SignedInResident {
  userId: string;
  /** Writes a complete draft for this resident (replacing any). */
  writeCompleteDraft(): Promise<void>;
  inputConfirm(): Reply<Schemas['InputConfirmResponse']>;
  applicationStart(digest: string): Reply<Schemas['SigningStartResponse']>;
  inquiry(signatureRequestId: string): Reply<Schemas['SignatureInquiryResponse']>;
  submit(signatureRequestId: string, idempotencyKey?: string): Reply<Schemas['SubmissionResult']>;
  receptionIdSave(receptionNumber: string): Reply<Schemas['ReceptionIdSaveResponse']>;
  applications(): Reply<Schemas['ApplicationsResponse']>;
}

export async function submittingResident(server: TestServer, keys: Keys, residentIndex: number): Promise<SubmittingResident> {
  const signedIn = await signInResident(server.baseUrl, { residentIndex });
  const sub = (await loadTestResidents())[residentIndex]?.sub ?? '';
  const subjectHash = hashSubject(keys.identityHashKey, `${server.baseUrl}/dev-idp`, sub);
  const { rows } = await server.database.query(`select id from users where provider_id = '' and subject_hash = $1`, [subjectHash]);
  const userId = String(rows[0]?.id);
  const cipher = createDocumentCipher(keys.documentKey);
  const post = <T>(path: string, body: unknown) => signedIn.browser.postApi<T & Partial<Schemas['ErrorBody']>>(path, body, signedIn.csrf);
  return {
    ...signedIn,
    userId,
    writeCompleteDraft: () => writeDraft(server.database.db, cipher, userId, 1, completeNormalDraft(randomUUID(), server.clock.now())),
    inputConfirm: () => post('input_confirm', { phase: 1 }),
    applicationStart: (digest) => post('application_start', { document_digest: digest }),
    inquiry: (id) => post('signature_inquiry', { signature_request_id: id }),
    submit: (id, key = randomUUID()) => post('application', { idempotency_key: key, signature_request_id: id }),
    receptionIdSave: (number) => post('reception_id_save', { phase: 1, reception_number: number }),
    applications: () => signedIn.browser.getApi('applications'),
  };
}

/** Opens the signing page (no cookies needed: the card app is another device) and returns it. */
export async function openSigningPage(signingUrl: string): Promise<{ browser: TestBrowser; page: Hop }> {
  const browser = new TestBrowser(new URL(signingUrl).origin);
  return { browser, page: await browser.request(signingUrl) };
}

/** Submits the 署名用パスワード on the signing page; answers the page that follows. */
export async function enterSigningPin(browser: TestBrowser, page: Hop, pin: string): Promise<Hop> {
  return browser.request(formAction(page, page.url.pathname), { form: { pin } });
}

export async function declineSigning(browser: TestBrowser, page: Hop): Promise<Hop> {
  return browser.request(formAction(page, '/cancel'), { form: {} });
}

/** input_confirm → application_start → sign with the PIN: the signature request id and the digest. */
export async function signedRequest(resident: SubmittingResident, pin = 'ABCD1234'): Promise<{ id: string; digest: string; afterPin: Hop }> {
  const confirmed = await resident.inputConfirm();
  const started = await resident.applicationStart(confirmed.body.document_digest);
  const { browser, page } = await openSigningPage(started.body.signing_url);
  const afterPin = await enterSigningPin(browser, page, pin);
  return { id: started.body.signature_request_id, digest: confirmed.body.document_digest, afterPin };
}
