// The submission service on its own, over the real repositories on a test database: the whole path
// for the normal flow, one draft decrypt per call and two hashes, the document's and its parts'
// manifest's (none where the stored confirmation already holds the digest), the statements each
// call sends to the database (issue 15), one application per confirmation, and the recipients' rows
// written with it.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as canonical from '../applications/canonical-document';
import { applicationParts } from '../applications/recipient-parts';
import { createSaltSource, sealParts } from '../applications/selective-disclosure';
import type { AnyStoredApplication } from '../applications/stored-application';
import { createDocumentCipher, type DocumentCipher } from '../crypto/document-cipher';
import { useTestDatabase } from '../db/test-database';
import { ApiError } from '../errors/api-error';
import { confirmedDocument } from '../flows/normal/normal-document';
import { normalSubmission } from '../flows/normal/normal-submission';
import { createApplicationRepository } from '../repositories/application-repository';
import { createDraftRepository } from '../repositories/draft-repository';
import { createSignatureRequestRepository } from '../repositories/signature-request-repository';
import { createTestUser } from '../repositories/test-fixtures';
import { createRevocationChecker } from '../signing/revocation';
import type { SigningProvider } from '../signing/signing-provider';
import { createSignatureVerifier, type SignatureVerifier } from '../signing/verify-signature';
import { countingDb, countingQueryBuilds, type CountingDb } from '../testing/counting-db';
import { FakeClock } from '../testing/fake-clock';
import { createSubmissionService, submissionMessages } from './submission-service';
import { completeNormalDraft } from './testing/complete-draft';
import { shippedProcedures } from '#shared/procedures';

vi.mock('../applications/canonical-document', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../applications/canonical-document')>();
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
  readiness: async () => ({ certificate: { state: 'valid', notAfter: new Date('2030-01-01T00:00:00Z') }, pinAttemptsLeft: 5, pinLocked: false }),
};

describe('submission service (normal flow)', () => {
  const database = useTestDatabase();
  const clock = new FakeClock();
  const counting = countingCipher(createDocumentCipher(Buffer.alloc(32, 7)));
  const digest = vi.mocked(canonical.documentDigest);
  let statements: CountingDb;

  function setUp(overrides: { signing?: SigningProvider; signatureVerifier?: SignatureVerifier } = {}) {
    statements = countingDb(database());
    const { db } = statements;
    const deps = {
      drafts: createDraftRepository(db, { cipher: counting.cipher }),
      applications: createApplicationRepository(db, { cipher: counting.cipher }),
      signatureRequests: createSignatureRequestRepository(db, { cipher: counting.cipher }),
      signing: fakeSigning,
      // No anchor: nothing verifies, so no revocation list is ever asked for.
      signatureVerifier: createSignatureVerifier([], { revocation: createRevocationChecker({ revocationList: async () => null }) }),
      disclosureSalts: createSaltSource(Buffer.alloc(32, 7)),
      clock,
      publicUrl: 'http://127.0.0.1:9',
      procedures: shippedProcedures,
      onSubmitted: vi.fn(),
      ...overrides,
    };
    return { ...deps, service: createSubmissionService(normalSubmission, deps) };
  }

  const builds = countingQueryBuilds();

  /**
   * Per call: what was decrypted, how often the document was hashed, the statements sent to the
   * database and how many of them drizzle built anew (the others are prepared once).
   */
  async function measured<T>(call: () => Promise<T>): Promise<{ result: T; opened: Record<string, number>; hashes: number; statements: number; built: number }> {
    counting.reset();
    digest.mockClear();
    statements.reset();
    builds.reset();
    const result = await call();
    return { result, opened: { ...counting.opened }, hashes: digest.mock.calls.length, statements: statements.total(), built: builds.count() };
  }

  beforeEach(() => clock.advance(Date.parse('2026-11-20T03:00:00Z') - clock.now().getTime()));

  it('runs the whole path, decrypting and hashing the draft once per call and never the application again', async () => {
    const { drafts, signatureRequests, applications, service } = setUp();
    const userId = await createTestUser(database().db, counting.cipher);
    const draftUuid = randomUUID();
    await drafts.createDraftOnce(userId, 1, completeNormalDraft(draftUuid, clock.now()));
    const signer = async () => ({ providerId: '', subject: 'sub-1' });

    // Two hashes per call: the document (its parts' salts derive from it), then its parts' manifest.
    const confirmed = await measured(() => service.confirm(userId));
    expect(confirmed.result.draftUuid).toBe(draftUuid);
    expect(confirmed).toMatchObject({ opened: { drafts: 1 }, hashes: 2, statements: 1, built: 0 });

    const started = await measured(() => service.startSigning(userId, confirmed.result.digest, signer));
    expect(started.result.record).toMatchObject({ phase: 1, documentDigest: confirmed.result.digest, providerId: '' });
    // The draft, and the signing request's insert, both prepared (the provider and the signer are fakes here).
    expect(started).toMatchObject({ opened: { drafts: 1 }, hashes: 2, statements: 2, built: 0 });

    // What signature_inquiry stores once the provider's JWS is verified.
    await signatureRequests.settle(userId, started.result.record.id, { state: 'signed', jws: 'verified.jws.here' });
    const submitted = await measured(() => service.submit(userId, { idempotencyKey: randomUUID(), signatureRequestId: started.result.record.id }));
    expect(submitted.opened).toEqual({ drafts: 1, signature_requests: 1 });
    expect(submitted.hashes).toBe(2);
    // The key, the signing request and the draft, prepared; the application, its recipients and their messages in one statement.
    expect(statements.counts).toEqual({ select: 3, with: 1 });
    expect(submitted.built).toBe(1);

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
    expect(closed).toMatchObject({ opened: { drafts: 1 }, hashes: 2, built: 0 });
    // The application's plain columns, the draft, and its deletion, all prepared.
    expect(statements.counts).toEqual({ select: 2, delete: 1 });
    expect(await drafts.loadDraft(userId, 1)).toBeNull();
  });

  it('verifies the answer of signature_inquiry once, and stores it with the statement that settles it', async () => {
    const jws = 'header.payload.signature';
    const verify = vi.fn<SignatureVerifier['verify']>(async () => ({ valid: true }));
    const { drafts, service } = setUp({ signing: { ...fakeSigning, readResult: async () => ({ state: 'signed', jws }) }, signatureVerifier: { verify } });
    const userId = await createTestUser(database().db, counting.cipher);
    await drafts.createDraftOnce(userId, 1, completeNormalDraft(randomUUID(), clock.now()));
    const { digest: confirmedDigest } = await service.confirm(userId);
    const { record } = await service.startSigning(userId, confirmedDigest, async () => ({ providerId: '', subject: 's' }));

    // The request, then its update returning the stored row (it is not read a second time).
    const first = await measured(() => service.inquire(userId, record.id));
    expect(first.result.outcome).toEqual({ state: 'signed', jws });
    expect(statements.counts).toEqual({ select: 1, update: 1 });
    expect(first.built).toBe(0);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith({ jws, digest: confirmedDigest, providerRequestId: record.providerRequestId, now: clock.now() });
    // A later poll reads what is stored, without asking the provider or verifying again.
    const again = await measured(() => service.inquire(userId, record.id));
    expect(again).toMatchObject({ result: { outcome: { state: 'signed', jws } }, statements: 1, built: 0 });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('answers the outcome another poll stored first when it loses the race to settle', async () => {
    const { drafts, signatureRequests, service } = setUp();
    const userId = await createTestUser(database().db, counting.cipher);
    await drafts.createDraftOnce(userId, 1, completeNormalDraft(randomUUID(), clock.now()));
    const { digest: confirmedDigest } = await service.confirm(userId);
    const { record } = await service.startSigning(userId, confirmedDigest, async () => ({ providerId: '', subject: 's' }));
    const racing = createSubmissionService(normalSubmission, {
      ...setUp(),
      signatureRequests,
      signatureVerifier: { verify: async () => ({ valid: true }) },
      // While this poll asks the provider, another one settles the request.
      signing: {
        ...fakeSigning,
        readResult: async () => {
          await signatureRequests.settle(userId, record.id, { state: 'failed', reason: 'cancelled' });
          return { state: 'signed', jws: 'late.jws.here' };
        },
      },
    });
    expect((await racing.inquire(userId, record.id)).outcome).toEqual({ state: 'failed', reason: 'cancelled' });
    expect((await service.inquire(userId, record.id)).outcome).toEqual({ state: 'failed', reason: 'cancelled' });
  });

  it("stores the draft's campaign code beside the signed document, which stays the contract's", async () => {
    const { drafts, signatureRequests, applications, service } = setUp();
    const userId = await createTestUser(database().db, counting.cipher);
    const draft = completeNormalDraft(randomUUID(), clock.now());
    const document = confirmedDocument(draft.session.attributes, shippedProcedures)!;
    const plainDigest = sealParts(document, applicationParts(document), createSaltSource(Buffer.alloc(32, 7))).digest;
    await drafts.createDraftOnce(userId, 1, { ...draft, session: { ...draft.session, promo_code: 'SHINSEIKATSU2026' } });
    // The code is not in what the resident signs: the digest is that of the document's parts without it.
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
