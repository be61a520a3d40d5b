// The HTTP side of the submission (brief §4, §5, §6): input_confirm, application_start,
// signature_inquiry, application, the addition's additional_application_start and
// additional_application (not signed, decision 020), the revocation's cancel_application_start and
// cancel_application (signed, decision 021), reception_id_save and GET applications, each a thin
// adapter from the contract's shapes to the flow's submission service (src/server/submission).
import type { FastifyRequest } from 'fastify';
import type { ServerErrorCode } from '#shared/api/error-codes';
import type { Phase } from '#shared/flows';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import { applicationSummaries } from '../../applications/application-summaries';
import { purgedApplicationSummaries } from '../../applications/purged-summaries';
import type { AnyStoredApplication } from '../../applications/stored-application';
import { requireUser } from '../../auth/require-user';
import { recipientSeeds } from '../../domain/domain-data';
import { recipientContactOf } from '../../domain/recipient-contacts';
import { ApiError } from '../../errors/api-error';
import { serverFlowList } from '../../flows/server-flows';
import type { Submitted } from '../../repositories/application-repository';
import type { SignatureRequestRecord } from '../../repositories/signature-request-repository';
import type { UserRepository } from '../../repositories/user-repository';
import { signatureFailureMessages } from '../../signing/failure-messages';
import { signerOf } from '../../signing/signer';
import type { MoveEventReader } from '../../events/move-event-reads';
import { submissionMessages, type SubmissionService, type SubmissionServiceDeps } from '../../submission/submission-service';
import { createSubmissionServices } from '../../submission/submission-services';
import type { VisitRepository } from '../../visits/visit-repository';
import { withVisits } from '../../visits/visit-summary';
import type { Handler } from '../typed-handlers';

export interface ApplicationHandlerDeps extends SubmissionServiceDeps {
  users: UserRepository;
  /** Each application's visit (issue 27). */
  visits?: Pick<VisitRepository, 'ofUser'>;
  /** The resident's move journal, マイページ's timeline (issue 27). */
  moveEvents: MoveEventReader;
}

const messages = {
  emptyReceptionNumber: '受付番号がありません。',
  signInAgain: 'もう一度ログインしてから、署名してください。',
  notConfirmedHere: 'この手続きはここでは確認できません。',
} as const;

function inquiryAnswer({ id, outcome }: SignatureRequestRecord) {
  const failed = outcome.state === 'failed';
  return {
    signature_request_id: id,
    state: outcome.state,
    reason: failed ? outcome.reason : null,
    message: failed ? signatureFailureMessages[outcome.reason] : null,
  };
}

const signingStarted = ({ record, ticket }: Awaited<ReturnType<SubmissionService['startSigning']>>) => ({
  signature_request_id: record.id,
  signing_url: ticket.url,
  new_tab: ticket.newTab,
  expires_at: ticket.expiresAt.toISOString(),
});

const submissionResult = (submission: Submitted) => ({
  application_id: submission.id,
  reception_number: submission.receptionNumber,
  submitted_at: submission.createdAt.toISOString(),
});

export function createApplicationHandlers(deps: ApplicationHandlerDeps) {
  const { applications, clock } = deps;
  // One service per flow; the operations of one flow's own use its service.
  const services = createSubmissionServices(deps);
  const { normal, addition, revocation } = services;
  const servicesByPhase = new Map<Phase, Pick<SubmissionService, 'confirm' | 'closeDraft'>>(serverFlowList.map((flow) => [flow.flow.phase, services[flow.flow.name]]));
  // input_confirm confirms the flows that say so; the revocation confirms with cancel_application_input_confirm.
  const confirming = new Set(serverFlowList.filter((flow) => flow.inputConfirm).map((flow) => flow.flow.phase));

  /** The resident as the identity provider knows them, to sign as; `missing` when the login kept no subject. */
  const signerFor = (request: FastifyRequest, userId: string, missing: ServerErrorCode) => async () => {
    const signer = await signerOf(deps.users, request, userId);
    if (!signer) throw new ApiError(missing, messages.signInAgain);
    return signer;
  };

  const inputConfirm: Handler<'inputConfirm'> = async (request) => {
    const service = confirming.has(request.body.phase) ? servicesByPhase.get(request.body.phase) : undefined;
    if (!service) throw new ApiError('BAD_REQUEST', messages.notConfirmedHere);
    const { draftUuid, digest } = await service.confirm(requireUser(request));
    return { uuid: draftUuid, document_digest: digest, confirmed_at: clock.now().toISOString() };
  };

  const applicationStart: Handler<'applicationStart'> = async (request) => {
    const userId = requireUser(request);
    return signingStarted(await normal.startSigning(userId, request.body.document_digest, signerFor(request, userId, 'AUTH_REQUIRED')));
  };

  // Spec §8: cancel_application_start's UNAUTHORIZED is the client's 404. The revocation's own
  // check (move date, every chosen procedure still cancellable) runs in the service.
  const cancelApplicationStart: Handler<'cancelApplicationStart'> = async (request) => {
    const userId = requireUser(request);
    return signingStarted(await revocation.startSigning(userId, request.body.document_digest, signerFor(request, userId, 'UNAUTHORIZED')));
  };

  const cancelApplication: Handler<'cancelApplication'> = async (request) => {
    const { idempotency_key: idempotencyKey, signature_request_id: signatureRequestId } = request.body;
    return submissionResult(await revocation.submit(requireUser(request), { idempotencyKey, signatureRequestId }));
  };

  const signatureInquiry: Handler<'signatureInquiry'> = async (request) =>
    inquiryAnswer(await normal.inquire(requireUser(request), request.body.signature_request_id));

  const submitApplication: Handler<'submitApplication'> = async (request) => {
    const { idempotency_key: idempotencyKey, signature_request_id: signatureRequestId } = request.body;
    return submissionResult(await normal.submit(requireUser(request), { idempotencyKey, signatureRequestId }));
  };

  const additionalApplicationStart: Handler<'additionalApplicationStart'> = async (request) => {
    const userId = requireUser(request);
    const digest = request.body.document_digest;
    // The addition's own check (its application stands, no business notified twice) runs in the service.
    const document = await addition.checkConfirmed(userId, digest);
    return { document_digest: digest, original_reception_number: document.addition_to.reception_number };
  };

  const additionalApplication: Handler<'additionalApplication'> = async (request) => {
    const { idempotency_key: idempotencyKey, document_digest: documentDigest } = request.body;
    return submissionResult(await addition.submit(requireUser(request), { idempotencyKey, documentDigest }));
  };

  const receptionIdSave: Handler<'receptionIdSave'> = async (request) => {
    const userId = requireUser(request);
    const { phase, reception_number: receptionNumber } = request.body;
    if (!receptionNumber) throw new ApiError('BAD_REQUEST', messages.emptyReceptionNumber);
    const service = servicesByPhase.get(phase);
    if (!service) throw new ApiError('NOT_FOUND', submissionMessages.noApplication);
    await service.closeDraft(userId, receptionNumber);
    return { reception_number: receptionNumber, saved_at: clock.now().toISOString() };
  };

  const getApplications: Handler<'getApplications'> = async (request) => {
    const userId = requireUser(request);
    const [list, events, purgedList] = await Promise.all([
      applications.listForUser<AnyStoredApplication>(userId),
      deps.moveEvents.listForUser(userId),
      applications.listPurgedForUser(userId),
    ]);
    const seeds = await recipientSeeds();
    const today = calendarDayInJapan(clock.now());
    const summaries = applicationSummaries(list, recipientContactOf(seeds), today, deps.procedures, events);
    // The moves whose content the retention job deleted (issue 28): their minimal records only.
    const purged = purgedApplicationSummaries(purgedList);
    return {
      applications: deps.visits ? withVisits(summaries, await deps.visits.ofUser(userId), seeds.participation, today) : summaries,
      ...(purged.length > 0 ? { purged_applications: purged } : {}),
    };
  };

  return {
    inputConfirm,
    applicationStart,
    signatureInquiry,
    submitApplication,
    additionalApplicationStart,
    additionalApplication,
    cancelApplicationStart,
    cancelApplication,
    receptionIdSave,
    getApplications,
  };
}
