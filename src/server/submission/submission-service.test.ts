// The submission service on its own, over the real repositories on a test database: the whole
// path for the normal flow, one draft decrypt and one hash per call (none where the stored
// confirmation already holds the digest), one application per confirmation, and the
// recipients' rows written with it.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocumentCipher, type DocumentCipher } from '../crypto/document-cipher';
import { useTestDatabase } from '../db/test-database';
import { ApiError } from '../errors/api-error';
import { createApplicationRepository } from '../repositories/application-repository';
import { createDraftRepository } from '../repositories/draft-repository';
import { createSignatureRequestRepository } from '../repositories/signature-request-repository';
import { createTestUser } from '../repositories/test-fixtures';
import type { SigningProvider } from '../signing/signing-provider';
import { createSignatureVerifier } from '../signing/verify-signature';
import { FakeClock } from '../testing/fake-clock';
import * as canonical from './canonical-document';
import type { AnyStoredApplication } from './stored-application';
import { normalSubmission } from './submission-flow';
import { createSubmissionService, submissionMessages } from './submission-service';
import { completeNormalDraft } from './testing/complete-draft';

vi.mock('./canonical-document', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./canonical-document')>();
  return { ...actual, documentDigest: vi.fn(actual.documentDigest) };
});

/** A cipher that counts what it opens, by the kind of row (the aad's first segment). */
function countingCipher(inner: DocumentCipher) {
  const opened: Record<string, number> = {};
  const cipher: DocumentCipher = {
    seal: (value, aad) => inner.seal(value, aad),
    open: <T>(sealed: Buffer, aad: string) => {
      const kind = aad.split(':')[0] ?? '';
      opened[kind] = (opened[kind] ?? 0) + 1;
      return inner.open<T>(sealed, aad);
    },
  };
  return { cipher, opened, reset: () => Object.keys(opened).forEach((key) => delete opened[key]) };
}

const fakeSigning: SigningProvider = {
  createRequest: async () => ({ providerRequestId: randomUUID(), url: 'https://idp.example/sign', newTab: true, expiresAt: new Date('2026-11-20T03:10:00Z') }),
  readResult: async () => ({ state: 'pending' }),
};

describe('submission service (normal flow)', () => {
  const database = useTestDatabase();
  const clock = new FakeClock();
  const counting = countingCipher(createDocumentCipher(Buffer.alloc(32, 7)));
  const digest = vi.mocked(canonical.documentDigest);

  function setUp() {
    const { db } = database();
    const deps = {
      drafts: createDraftRepository(db, { cipher: counting.cipher }),
      applications: createApplicationRepository(db, { cipher: counting.cipher }),
      signatureRequests: createSignatureRequestRepository(db, { cipher: counting.cipher }),
      signing: fakeSigning,
      signatureVerifier: createSignatureVerifier([]),
      clock,
      publicUrl: 'http://127.0.0.1:9',
      onSubmitted: vi.fn(),
    };
    return { ...deps, service: createSubmissionService(normalSubmission, deps) };
  }

  /** Per call: what was decrypted and how often the document was hashed. */
  async function measured<T>(call: () => Promise<T>): Promise<{ result: T; opened: Record<string, number>; hashes: number }> {
    counting.reset();
    digest.mockClear();
    const result = await call();
    return { result, opened: { ...counting.opened }, hashes: digest.mock.calls.length };
  }

  beforeEach(() => clock.advance(Date.parse('2026-11-20T03:00:00Z') - clock.now().getTime()));

  it('runs the whole path, decrypting and hashing the draft once per call and never the application again', async () => {
    const { drafts, signatureRequests, applications, service } = setUp();
    const userId = await createTestUser(database().db, counting.cipher);
    const draftUuid = randomUUID();
    await drafts.createDraftOnce(userId, 1, completeNormalDraft(draftUuid, clock.now()));
    const signer = async () => ({ providerId: '', subject: 'sub-1' });

    const confirmed = await measured(() => service.confirm(userId));
    expect(confirmed.result.draftUuid).toBe(draftUuid);
    expect(confirmed).toMatchObject({ opened: { drafts: 1 }, hashes: 1 });

    const started = await measured(() => service.startSigning(userId, confirmed.result.digest, signer));
    expect(started.result.record).toMatchObject({ phase: 1, documentDigest: confirmed.result.digest, providerId: '' });
    expect(started).toMatchObject({ opened: { drafts: 1 }, hashes: 1 });

    // What signature_inquiry stores once the provider's JWS is verified.
    await signatureRequests.settle(userId, started.result.record.id, { state: 'signed', jws: 'verified.jws.here' });
    const submitted = await measured(() => service.submit(userId, { idempotencyKey: randomUUID(), signatureRequestId: started.result.record.id }));
    expect(submitted.opened).toEqual({ drafts: 1, signature_requests: 1 });
    expect(submitted.hashes).toBe(1);

    const listed = await applications.listForUser(userId);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.recipients.map(({ position, kind, procedure, status }) => ({ position, kind, procedure, status }))).toEqual([
      { position: 0, kind: 'municipality', procedure: 'move_out', status: 'pending' },
      { position: 1, kind: 'municipality', procedure: 'move_in', status: 'pending' },
      { position: 2, kind: 'business', procedure: 'businesses', status: 'pending' },
      { position: 3, kind: 'business', procedure: 'businesses', status: 'pending' },
    ]);
    // The status vocabulary is not in the encrypted document any more.
    expect(listed[0]?.document).not.toHaveProperty('recipients');

    // The application's digest is a plain column: closing reads the draft once and not the application.
    const closed = await measured(() => service.closeDraft(userId, submitted.result.receptionNumber));
    expect(closed).toMatchObject({ opened: { drafts: 1 }, hashes: 1 });
    expect(await drafts.loadDraft(userId, 1)).toBeNull();
  });

  it("stores the draft's campaign code beside the signed document, which stays the contract's", async () => {
    const { drafts, signatureRequests, applications, service } = setUp();
    const userId = await createTestUser(database().db, counting.cipher);
    const draft = completeNormalDraft(randomUUID(), clock.now());
    const plainDigest = canonical.documentDigest(canonical.confirmedDocument(draft.session.attributes));
    await drafts.createDraftOnce(userId, 1, { ...draft, session: { ...draft.session, promo_code: 'SHINSEIKATSU2026' } });
    // The code is not in what the resident signs: the digest is the document's without it.
    const { digest: confirmedDigest } = await service.confirm(userId);
    expect(confirmedDigest).toBe(plainDigest);
    const { record } = await service.startSigning(userId, confirmedDigest, async () => ({ providerId: '', subject: 's' }));
    await signatureRequests.settle(userId, record.id, { state: 'signed', jws: 'j' });
    await service.submit(userId, { idempotencyKey: randomUUID(), signatureRequestId: record.id });

    const [stored] = await applications.listForUser<AnyStoredApplication>(userId);
    expect(stored?.document.promo_code).toBe('SHINSEIKATSU2026');
    expect(stored?.document.document).not.toHaveProperty('promo_code');
    expect(stored?.document.document_digest).toBe(plainDigest);
  });

  it('answers the first application for a second signature over the same confirmation', async () => {
    const { drafts, signatureRequests, service, onSubmitted } = setUp();
    const userId = await createTestUser(database().db, counting.cipher);
    await drafts.createDraftOnce(userId, 1, completeNormalDraft(randomUUID(), clock.now()));
    const { digest: confirmedDigest } = await service.confirm(userId);
    const signed = async () => {
      const { record } = await service.startSigning(userId, confirmedDigest, async () => ({ providerId: '', subject: 's' }));
      await signatureRequests.settle(userId, record.id, { state: 'signed', jws: 'j' });
      return record.id;
    };
    const [one, two] = [await signed(), await signed()];
    const key = randomUUID();
    const first = await service.submit(userId, { idempotencyKey: key, signatureRequestId: one });
    const second = await service.submit(userId, { idempotencyKey: randomUUID(), signatureRequestId: two });
    expect(second).toEqual(first);
    // A key is bound to the signing request it first submitted: a retry repeats it, another request is refused.
    expect(await service.submit(userId, { idempotencyKey: key, signatureRequestId: one })).toEqual(first);
    await expect(service.submit(userId, { idempotencyKey: key, signatureRequestId: two })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: submissionMessages.keyUsedElsewhere,
    });
    // The delivery job's doorbell rings for the new application, not for the answer that finds it again.
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('refuses to sign a flow that is not signed, and an unknown or unsigned request', async () => {
    const { drafts, service } = setUp();
    const userId = await createTestUser(database().db, counting.cipher);
    await drafts.createDraftOnce(userId, 1, completeNormalDraft(randomUUID(), clock.now()));
    const unsignedFlow = createSubmissionService({ ...normalSubmission, flow: { ...normalSubmission.flow, signed: false } }, setUp());
    await expect(unsignedFlow.startSigning(userId, 'x', async () => ({ providerId: '', subject: 's' }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(service.inquire(userId, randomUUID())).rejects.toBeInstanceOf(ApiError);
    await expect(service.submit(userId, { idempotencyKey: randomUUID(), signatureRequestId: randomUUID() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: '電子署名が完了していません。署名してから送信してください。',
    });
    await expect(service.closeDraft(userId, 'NONE-NONE-NONE')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
