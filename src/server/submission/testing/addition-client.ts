// Test helpers for the addition flow (phase 2, decision 020) over real HTTP: a signed-in resident
// whose normal application is already submitted (stored through the real application
// repository, as the normal submission stores it), and the addition's calls.
import { randomUUID } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { validApplicant, validLifeline } from '#shared/forms/testing/valid-values';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { createApplicationRepository } from '../../repositories/application-repository';
import type { TestServer } from '../../testing/test-server';
import { confirmedDocument, documentDigest } from '../canonical-document';
import { newReceptionNumber } from '../reception-number';
import type { StoredApplication } from '../stored-application';
import { normalRecipients } from '../submission-flow';
import { completeAttributes } from './complete-draft';
import { submittingResident, type Keys, type SubmittingResident } from './submission-client';
import { shippedProcedures } from '#shared/procedures';

type Schemas = components['schemas'];
type Reply<T> = Promise<{ status: number; body: T & Partial<Schemas['ErrorBody']> }>;

export interface SubmittedOriginal {
  id: string;
  receptionNumber: string;
}

/**
 * Stores a submitted normal application for the user: 千代田区 → 横浜市中区, notifying ひかり電力
 * and さくらガス (the complete test draft), with its recipients and outbox rows.
 */
export async function storeNormalApplication(server: TestServer, keys: Keys, userId: string): Promise<SubmittedOriginal> {
  const applications = createApplicationRepository(server.database.db, { cipher: createDocumentCipher(keys.documentKey) });
  const document = confirmedDocument(completeAttributes(), shippedProcedures);
  if (!document) throw new Error('the complete test draft no longer confirms');
  const signatureRequestId = randomUUID();
  const stored: StoredApplication = { document, document_digest: documentDigest(document), signature: { jws: 'not.verified.here', signature_request_id: signatureRequestId } };
  const receptionNumber = newReceptionNumber();
  const insert = await applications.insertSubmission(userId, {
    phase: 1,
    idempotencyKey: randomUUID(),
    signatureRequestId,
    receptionNumber,
    status: 'submitted',
    document: stored,
    submittedAt: server.clock.now(),
    recipients: normalRecipients(document),
  });
  if (insert.kind !== 'created') throw new Error(`storing the normal application gave ${insert.kind}`);
  return { id: insert.submission.id, receptionNumber };
}

export interface AddingResident extends SubmittingResident {
  initialize(phase?: number): Reply<Schemas['SessionData']>;
  readAddition(): Reply<Schemas['SessionData']>;
  addBusiness(businessId: string): Reply<Schemas['SessionData']>;
  updateAddition(body: object): Reply<Schemas['UserSessionFormUpdateResponse']>;
  confirmAddition(): Reply<Schemas['InputConfirmResponse']>;
  startAddition(digest: string): Reply<Schemas['AdditionStartResponse']>;
  submitAddition(digest: string, idempotencyKey?: string): Reply<Schemas['SubmissionResult']>;
  saveAdditionReception(receptionNumber: string): Reply<Schemas['ReceptionIdSaveResponse']>;
}

export async function addingResident(server: TestServer, keys: Keys, residentIndex: number): Promise<AddingResident> {
  const resident = await submittingResident(server, keys, residentIndex);
  const post = <T>(path: string, body: unknown) => resident.browser.postApi<T & Partial<Schemas['ErrorBody']>>(path, body, resident.csrf);
  return {
    ...resident,
    initialize: (phase = 2) => post(`user_session_initialize/?phase=${phase}`, {}),
    readAddition: () => resident.browser.getApi('user_session/2'),
    addBusiness: (businessId) => post('additional_user_session_form_create', { business_id: businessId }),
    updateAddition: (body) => post('user_session_form_update', { phase: 2, ...body }),
    confirmAddition: () => post('input_confirm', { phase: 2 }),
    startAddition: (digest) => post('additional_application_start', { document_digest: digest }),
    submitAddition: (digest, key = randomUUID()) => post('additional_application', { idempotency_key: key, document_digest: digest }),
    saveAdditionReception: (number) => post('reception_id_save', { phase: 2, reception_number: number }),
  };
}

/** The businesses the stored application did not notify that serve 横浜市中区 (and 千代田区: both dates asked), and valid answers for them. */
export const addedBusinesses = {
  'soyokaze-hikari': validLifeline.internet,
  'aozora-shimbun': validLifeline.other,
} as const;

/** A new addition draft notifying そよかぜ光 and あおぞら新聞, complete and confirmed: its digest. */
export async function confirmedAddition(resident: AddingResident): Promise<string> {
  const started = await resident.initialize();
  if (started.status !== 200) throw new Error(`user_session_initialize answered ${started.status}`);
  for (const [businessId, values] of Object.entries(addedBusinesses)) {
    await resident.addBusiness(businessId);
    await resident.updateAddition({ mode: 5, business_id: businessId, values });
  }
  await resident.updateAddition({ mode: 1, values: validApplicant });
  const confirmed = await resident.confirmAddition();
  if (confirmed.status !== 200) throw new Error(`input_confirm answered ${confirmed.status}`);
  return confirmed.body.document_digest;
}
