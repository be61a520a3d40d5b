// The submission of one flow, from confirmation to a closed draft (brief §4, §5, §6; decision
// 015): confirm the draft into the flow's canonical document and digest, start signing when the
// flow is signed, verify what the provider answers, submit idempotently with one application per
// confirmation, issue the reception number with the recipients' rows, and close the draft. A flow
// that is not signed (the addition, decision 020) submits with the confirmed digest instead of a
// signature. The API handlers are thin adapters over it; every row is read for the given resident only.
import { pathOf } from '#shared/routes';
import type { Confirmation } from '../applications/confirmation';
import type { SaltSource } from '../applications/selective-disclosure';
import type { AnyStoredApplication } from '../applications/stored-application';
import type { Clock } from '../clock';
import { noDraftMessage } from '../drafts/session-data';
import { ApiError } from '../errors/api-error';
import type { SubmissionFlow } from '../flows/submission-flow';
import type { ApplicationRepository, KeyedSubmission, Submitted } from '../repositories/application-repository';
import type { DraftRepository } from '../repositories/draft-repository';
import type { SignatureRequestRecord, SignatureRequestRepository } from '../repositories/signature-request-repository';
import type { ProviderResult, Signer, SigningProvider } from '../signing/signing-provider';
import type { SignatureVerifier } from '../signing/verify-signature';
import type { ProcedureRegistry } from '#shared/procedures';
import { withFiledEndpoints } from '../domain/filed-endpoints';
import { confirmDraft } from './confirmed-draft';
import { newReceptionNumber } from './reception-number';
import { visitMessages } from '../visits/visit-messages';

export interface SubmissionServiceDeps {
  drafts: DraftRepository;
  applications: ApplicationRepository;
  signatureRequests: SignatureRequestRepository;
  signing: SigningProvider;
  /** Checks a provider's JWS up to the trust anchors (SIGNING_TRUST_ANCHOR_PEM or the dev CA). */
  signatureVerifier: SignatureVerifier;
  /** The salts of a signed document's parts: the digest a resident signs is their manifest's. */
  disclosureSalts: SaltSource;
  clock: Clock;
  publicUrl: string;
  /** Called after a new submission committed its outbox messages (the delivery job's doorbell). */
  onSubmitted?: () => void;
  /** The procedures the documents are read with (the composition root's registry). */
  procedures: ProcedureRegistry;
}

/** Draws of a reception number before giving up; with 55 random bits one draw is all but certain. */
const RECEPTION_NUMBER_DRAWS = 5;

export const submissionMessages = {
  noDraft: noDraftMessage,
  incomplete: '入力が終わっていない項目があります。入力内容を確認してから、もう一度お手続きください。',
  changed: '確認した後に入力内容が変更されています。入力内容を確認してから、もう一度お手続きください。',
  notSigned: '電子署名が完了していません。署名してから送信してください。',
  signatureUsed: 'この電子署名はすでに別の申請の送信に使われています。もう一度署名してから送信してください。',
  noSignatureRequest: '署名の要求が見つかりません。',
  noApplication: 'この受付番号の申請が見つかりません。',
  notSignedFlow: 'この手続きには電子署名がありません。',
  keyUsedElsewhere: 'この送信は別の申請としてすでに受け付けています。入力内容を確認してから、もう一度お手続きください。',
  alreadyCancelled: '取り消す手続きのうち、すでに取消しを申し込んだものがあります。マイページで状況を確認してください。',
} as const;

/** A signed flow submits with its signing request; a flow that is not signed with the digest the resident confirmed. */
export type SubmitInput = { idempotencyKey: string } & ({ signatureRequestId: string } | { documentDigest: string });

export function createSubmissionService<D>(submission: SubmissionFlow<D>, deps: SubmissionServiceDeps) {
  const { drafts, applications, signatureRequests, signing, clock } = deps;
  const { flow } = submission;

  /** The current draft's document and digest (one decrypt, one hash), or BAD_REQUEST (spec §8: re-entry needed). */
  async function confirmable(userId: string) {
    const confirmation = await confirmDraft(drafts, userId, submission, deps);
    if (confirmation.kind !== 'confirmable') throw new ApiError('BAD_REQUEST', submissionMessages.incomplete);
    return confirmation;
  }

  /** What the provider answered, verified: a JWS counts as signed only after every check passes. */
  async function verifiedOutcome(record: SignatureRequestRecord): Promise<ProviderResult> {
    const result = await signing.readResult(record.providerRequestId);
    if (result.state === 'pending') {
      return clock.now() > record.expiresAt ? { state: 'failed', reason: 'request_expired' } : result;
    }
    if (result.state === 'failed') return result;
    const verification = await deps.signatureVerifier.verify({
      jws: result.jws,
      digest: record.documentDigest,
      providerRequestId: record.providerRequestId,
      now: clock.now(),
    });
    return verification.valid ? result : { state: 'failed', reason: verification.reason };
  }

  /** The signed request a signed flow submits with, or BAD_REQUEST (spec §8: sign again). */
  async function signedRequest(userId: string, input: SubmitInput) {
    const record = 'signatureRequestId' in input ? await signatureRequests.findForUser(userId, input.signatureRequestId) : null;
    if (!record || record.phase !== flow.phase || record.outcome.state !== 'signed') throw new ApiError('BAD_REQUEST', submissionMessages.notSigned);
    return { id: record.id, documentDigest: record.documentDigest, jws: record.outcome.jws };
  }

  /** A retry must repeat what its key first submitted: the flow, and the confirmed digest or the signing request. */
  function sameSubmission(first: KeyedSubmission, input: SubmitInput): boolean {
    if (first.phase !== flow.phase) return false;
    if ('signatureRequestId' in input) return first.signatureRequestId === input.signatureRequestId;
    return first.documentDigest === input.documentDigest;
  }

  /** The flow's own condition on a confirmed document (an addition's origin and businesses), if it has one. */
  async function admit(userId: string, document: D, confirmation: Confirmation): Promise<void> {
    await submission.admit?.({ applications, userId, document, confirmation, now: clock.now(), procedures: deps.procedures });
  }

  return {
    flow,

    /** input_confirm: the draft frozen as the flow's document; NOT_FOUND without a draft. */
    async confirm(userId: string): Promise<Confirmation> {
      const confirmation = await confirmDraft(drafts, userId, submission, deps);
      if (confirmation.kind === 'no-draft') throw new ApiError('NOT_FOUND', submissionMessages.noDraft);
      if (confirmation.kind === 'incomplete') throw new ApiError('BAD_REQUEST', submissionMessages.incomplete);
      return { draftUuid: confirmation.draft.session.uuid, digest: confirmation.digest };
    },

    /** The start step of a flow that is not signed: the draft still gives the confirmed digest; its document. */
    async checkConfirmed(userId: string, confirmedDigest: string): Promise<D> {
      const { draft, document, digest } = await confirmable(userId);
      if (digest !== confirmedDigest) throw new ApiError('BAD_REQUEST', submissionMessages.changed);
      await admit(userId, document, { draftUuid: draft.session.uuid, digest });
      return document;
    },

    /** application_start: a signing request over the confirmed digest, if the draft still has it. */
    async startSigning(userId: string, confirmedDigest: string, signer: () => Promise<Signer>) {
      if (!flow.signed || !flow.steps.promptauth || !submission.signedContent) throw new ApiError('BAD_REQUEST', submissionMessages.notSignedFlow);
      const { draft, document, digest } = await confirmable(userId);
      if (digest !== confirmedDigest) throw new ApiError('BAD_REQUEST', submissionMessages.changed);
      await admit(userId, document, { draftUuid: draft.session.uuid, digest });
      const who = await signer();
      // What is signed is named from the confirmed document on the server, never from the browser.
      const content = submission.signedContent(document, deps.procedures);
      const ticket = await signing.createRequest({ digest, content, signer: who, returnUrl: `${deps.publicUrl}${pathOf(flow.steps.promptauth)}` });
      const record = await signatureRequests.create(userId, {
        phase: flow.phase,
        documentDigest: digest,
        providerId: who.providerId,
        providerRequestId: ticket.providerRequestId,
        expiresAt: ticket.expiresAt,
      });
      return { record, ticket };
    },

    /** signature_inquiry: the stored outcome, or the provider's answer verified and stored. */
    async inquire(userId: string, signatureRequestId: string): Promise<SignatureRequestRecord> {
      const record = await signatureRequests.findForUser(userId, signatureRequestId);
      if (!record) throw new ApiError('NOT_FOUND', submissionMessages.noSignatureRequest);
      if (record.outcome.state !== 'pending') return record;
      const outcome = await verifiedOutcome(record);
      if (outcome.state === 'pending') return record;
      // A poll that lost a race reads the outcome the first one stored.
      return (await signatureRequests.settle(userId, record.id, outcome)) ?? record;
    },

    /**
     * application (additional_application): a verified signature over the current draft, or for a
     * flow that is not signed the digest the resident confirmed, becomes one application. A retry
     * with the same key, or another submit of the same confirmation, gets the first one.
     */
    async submit(userId: string, input: SubmitInput): Promise<Submitted> {
      // A retry returns the first result, even once the draft is closed; the key of another submission is refused.
      const first = await applications.findSubmissionByKey(userId, input.idempotencyKey);
      if (first) {
        if (!sameSubmission(first, input)) throw new ApiError('BAD_REQUEST', submissionMessages.keyUsedElsewhere);
        return { id: first.id, receptionNumber: first.receptionNumber, createdAt: first.createdAt };
      }

      const signature = flow.signed ? await signedRequest(userId, input) : null;
      const { draft, document, digest, salts } = await confirmable(userId);
      const expected = signature ? signature.documentDigest : 'documentDigest' in input ? input.documentDigest : null;
      if (digest !== expected) throw new ApiError('BAD_REQUEST', submissionMessages.changed);
      await admit(userId, document, { draftUuid: draft.session.uuid, digest });

      const promoCode = draft.session.promo_code;
      const stored: AnyStoredApplication = {
        document: document as AnyStoredApplication['document'],
        document_digest: digest,
        ...(salts ? { disclosure_salts: salts } : {}),
        ...(signature ? { signature: { jws: signature.jws, signature_request_id: signature.id } } : {}),
        ...(promoCode ? { promo_code: promoCode } : {}),
      };
      const originalApplicationId = submission.originalApplicationId?.(document);
      const visits = (await submission.visits?.(document)) ?? [];
      for (let draw = 0; draw < RECEPTION_NUMBER_DRAWS; draw += 1) {
        const insert = await applications.insertSubmission(userId, {
          phase: flow.phase,
          idempotencyKey: input.idempotencyKey,
          ...(signature ? { signatureRequestId: signature.id } : {}),
          ...(originalApplicationId ? { originalApplicationId } : {}),
          receptionNumber: newReceptionNumber(),
          status: 'submitted',
          document: stored,
          submittedAt: clock.now(),
          confirmation: { draftUuid: draft.session.uuid, documentDigest: digest },
          recipients: await withFiledEndpoints(submission.recipients(document)),
          ...(visits.length > 0 ? { visits } : {}),
        });
        if (insert.kind === 'signature-used') throw new ApiError('BAD_REQUEST', submissionMessages.signatureUsed);
        if (insert.kind === 'already-cancelled') throw new ApiError('BAD_REQUEST', submissionMessages.alreadyCancelled);
        if (insert.kind === 'slot-full') throw new ApiError('BAD_REQUEST', visitMessages.slotTakenAtSubmit);
        if (insert.kind === 'created') deps.onSubmitted?.();
        if (insert.kind !== 'number-taken') return insert.submission;
      }
      throw new Error('no free reception number after several draws');
    },

    /**
     * reception_id_save: closes the draft the application was submitted from. A draft changed
     * since (or a new application begun) stays. The application's digest is a plain column, so
     * its document is not opened.
     */
    async closeDraft(userId: string, receptionNumber: string): Promise<void> {
      const application = await applications.findSubmissionRow(userId, receptionNumber);
      if (!application || application.phase !== flow.phase) throw new ApiError('NOT_FOUND', submissionMessages.noApplication);
      if (!application.documentDigest) return;
      const confirmation = await confirmDraft(drafts, userId, submission, deps).catch(() => null);
      if (confirmation?.kind === 'confirmable' && confirmation.digest === application.documentDigest) {
        await drafts.deleteDraft(userId, flow.phase);
      }
    },
  };
}

export type SubmissionService<D = unknown> = ReturnType<typeof createSubmissionService<D>>;
