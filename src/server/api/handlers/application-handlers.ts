// The normal application from confirmation to マイページ (brief §4, §5, §6): input_confirm freezes
// the draft as a canonical document and answers its digest; application_start asks the signing
// provider for a signature over that digest; signature_inquiry verifies what came back; the
// submission takes only a verified signature over the current draft, once per idempotency key,
// and issues the reception number; reception_id_save closes the draft; GET applications lists
// what was submitted. Every row is read for the logged-in resident only.
import type { FastifyRequest } from 'fastify';
import { pathOf } from '../../../shared/routes';
import type { Clock } from '../../clock';
import type { ApplicationRepository, Submitted } from '../../repositories/application-repository';
import type { DraftRepository } from '../../repositories/draft-repository';
import type { SignatureRequestRecord, SignatureRequestRepository } from '../../repositories/signature-request-repository';
import type { UserRepository } from '../../repositories/user-repository';
import { signatureFailureMessages } from '../../signing/failure-messages';
import { signerOf } from '../../signing/signer';
import type { ProviderResult, SigningProvider } from '../../signing/signing-provider';
import { verifySignature } from '../../signing/verify-signature';
import type { x509 } from '../../signing/x509';
import { confirmNormalDraft } from '../../submission/confirmed-draft';
import { newReceptionNumber } from '../../submission/reception-number';
import { applicationSummary, recipientsOf, type StoredApplication } from '../../submission/stored-application';
import { ApiError } from '../../errors/api-error';
import type { Handler } from '../typed-handlers';

export interface ApplicationHandlerDeps {
  users: UserRepository;
  drafts: DraftRepository;
  applications: ApplicationRepository;
  signatureRequests: SignatureRequestRepository;
  signing: SigningProvider;
  /** The CA certificates a signer's chain must end at (SIGNING_TRUST_ANCHOR_PEM or the dev CA). */
  trustAnchors: readonly x509.X509Certificate[];
  clock: Clock;
  publicUrl: string;
}

/** Draws of a reception number before giving up; with 55 random bits one draw is all but certain. */
const RECEPTION_NUMBER_DRAWS = 5;

const messages = {
  incomplete: '入力が終わっていない項目があります。入力内容を確認してから、もう一度お手続きください。',
  changed: '確認した後に入力内容が変更されています。入力内容を確認してから、もう一度お手続きください。',
  notSigned: '電子署名が完了していません。署名してから送信してください。',
  signatureUsed: 'この電子署名はすでに別の申請の送信に使われています。もう一度署名してから送信してください。',
  noSignatureRequest: '署名の要求が見つかりません。',
  noApplication: 'この受付番号の申請が見つかりません。',
  emptyReceptionNumber: '受付番号がありません。',
  signInAgain: 'もう一度ログインしてから、署名してください。',
  additionLater: '追加申請の確認はまだ提供していません（後続の issue）。',
} as const;

/** The security handler has already required a login; this only narrows the type. */
function ownerOf(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) throw new ApiError('AUTH_REQUIRED', 'ログインが必要です。');
  return userId;
}

function inquiryAnswer({ id, outcome }: SignatureRequestRecord) {
  const failed = outcome.state === 'failed';
  return {
    signature_request_id: id,
    state: outcome.state,
    reason: failed ? outcome.reason : null,
    message: failed ? signatureFailureMessages[outcome.reason] : null,
  };
}

const submissionResult = (submission: Submitted) => ({
  application_id: submission.id,
  reception_number: submission.receptionNumber,
  submitted_at: submission.createdAt.toISOString(),
});

export function createApplicationHandlers(deps: ApplicationHandlerDeps) {
  const { drafts, applications, signatureRequests, signing, clock } = deps;

  /** The current draft's document and digest, or BAD_REQUEST (spec §8: re-entry needed). */
  async function confirmableDraft(userId: string) {
    const confirmation = await confirmNormalDraft(drafts, userId);
    if (confirmation.kind !== 'confirmable') throw new ApiError('BAD_REQUEST', messages.incomplete);
    return confirmation;
  }

  /** What the provider answered, verified: a JWS counts as signed only after every check passes. */
  async function verifiedOutcome(record: SignatureRequestRecord): Promise<ProviderResult> {
    const result = await signing.readResult(record.providerRequestId);
    if (result.state === 'pending') {
      return clock.now() > record.expiresAt ? { state: 'failed', reason: 'request_expired' } : result;
    }
    if (result.state === 'failed') return result;
    const verification = await verifySignature({
      jws: result.jws,
      digest: record.documentDigest,
      providerRequestId: record.providerRequestId,
      trustAnchors: deps.trustAnchors,
      now: clock.now(),
    });
    return verification.valid ? result : { state: 'failed', reason: verification.reason };
  }

  const inputConfirm: Handler<'inputConfirm'> = async (request) => {
    if (request.body.phase !== 1) throw new ApiError('NOT_IMPLEMENTED', messages.additionLater);
    const userId = ownerOf(request);
    const confirmation = await confirmNormalDraft(drafts, userId);
    if (confirmation.kind === 'no-draft') throw new ApiError('NOT_FOUND', '申請中のデータが見つかりません。');
    if (confirmation.kind === 'incomplete') throw new ApiError('BAD_REQUEST', messages.incomplete);
    return { uuid: confirmation.draft.session.uuid, document_digest: confirmation.digest, confirmed_at: clock.now().toISOString() };
  };

  const applicationStart: Handler<'applicationStart'> = async (request) => {
    const userId = ownerOf(request);
    const { digest } = await confirmableDraft(userId);
    if (digest !== request.body.document_digest) throw new ApiError('BAD_REQUEST', messages.changed);
    const signer = await signerOf(deps.users, request, userId);
    if (!signer) throw new ApiError('AUTH_REQUIRED', messages.signInAgain);
    const ticket = await signing.createRequest({ digest, signer, returnUrl: `${deps.publicUrl}${pathOf('step-promptauth')}` });
    const record = await signatureRequests.create(userId, {
      phase: 1,
      documentDigest: digest,
      providerId: signer.providerId,
      providerRequestId: ticket.providerRequestId,
      expiresAt: ticket.expiresAt,
    });
    return {
      signature_request_id: record.id,
      signing_url: ticket.url,
      new_tab: ticket.newTab,
      expires_at: ticket.expiresAt.toISOString(),
    };
  };

  const signatureInquiry: Handler<'signatureInquiry'> = async (request) => {
    const userId = ownerOf(request);
    const record = await signatureRequests.findForUser(userId, request.body.signature_request_id);
    if (!record) throw new ApiError('NOT_FOUND', messages.noSignatureRequest);
    if (record.outcome.state !== 'pending') return inquiryAnswer(record);
    const outcome = await verifiedOutcome(record);
    if (outcome.state === 'pending') return inquiryAnswer(record);
    // A poll that lost a race reads the outcome the first one stored.
    return inquiryAnswer((await signatureRequests.settle(userId, record.id, outcome)) ?? record);
  };

  const submitApplication: Handler<'submitApplication'> = async (request) => {
    const userId = ownerOf(request);
    const { idempotency_key: idempotencyKey, signature_request_id: signatureRequestId } = request.body;
    // A retry returns the first result, even once the draft is closed.
    const first = await applications.findSubmissionByKey(userId, idempotencyKey);
    if (first) return submissionResult(first);

    const record = await signatureRequests.findForUser(userId, signatureRequestId);
    if (!record || record.phase !== 1 || record.outcome.state !== 'signed') throw new ApiError('BAD_REQUEST', messages.notSigned);
    const { document, digest } = await confirmableDraft(userId);
    if (digest !== record.documentDigest) throw new ApiError('BAD_REQUEST', messages.changed);

    const stored: StoredApplication = {
      document,
      document_digest: digest,
      signature: { jws: record.outcome.jws, signature_request_id: record.id },
      recipients: recipientsOf(document),
    };
    for (let draw = 0; draw < RECEPTION_NUMBER_DRAWS; draw += 1) {
      const insert = await applications.insertSubmission(userId, {
        phase: 1,
        idempotencyKey,
        signatureRequestId: record.id,
        receptionNumber: newReceptionNumber(),
        status: 'submitted',
        document: stored,
        submittedAt: clock.now(),
      });
      if (insert.kind === 'created' || insert.kind === 'existing') return submissionResult(insert.submission);
      if (insert.kind === 'signature-used') throw new ApiError('BAD_REQUEST', messages.signatureUsed);
    }
    throw new Error('no free reception number after several draws');
  };

  const receptionIdSave: Handler<'receptionIdSave'> = async (request) => {
    const userId = ownerOf(request);
    const { phase, reception_number: receptionNumber } = request.body;
    if (!receptionNumber) throw new ApiError('BAD_REQUEST', messages.emptyReceptionNumber);
    const application = await applications.findByReceptionNumber<StoredApplication>(userId, receptionNumber);
    if (!application || application.phase !== phase) throw new ApiError('NOT_FOUND', messages.noApplication);
    // Close the draft that was submitted; a draft changed since (a new application begun) stays.
    if (phase === 1) {
      const confirmation = await confirmNormalDraft(drafts, userId).catch(() => null);
      if (confirmation?.kind === 'confirmable' && confirmation.digest === application.document.document_digest) {
        await drafts.deleteDraft(userId, 1);
      }
    }
    return { reception_number: receptionNumber, saved_at: clock.now().toISOString() };
  };

  const getApplications: Handler<'getApplications'> = async (request) => {
    const list = await applications.listForUser<StoredApplication>(ownerOf(request));
    return { applications: list.filter((record) => record.receptionNumber !== null).map(applicationSummary) };
  };

  return { inputConfirm, applicationStart, signatureInquiry, submitApplication, receptionIdSave, getApplications };
}
