// operationId → handler for every operation of openapi/openapi.yaml (see the README's status table).
import type { FastifyInstance } from 'fastify';
import { keepRawBody } from '../plugins/raw-body';
import type { Services } from '../services';
import { residentKey } from '../plugins/rate-limit-keys';
import { createAdditionDraftHandlers } from './handlers/addition-draft-handlers';
import { createAddressHandlers } from './handlers/address-handlers';
import { createApplicationHandlers, type ApplicationHandlerDeps } from './handlers/application-handlers';
import { createAuthHandlers, type AuthHandlerDeps } from './handlers/auth-handlers';
import { createCatalogueHandlers } from './handlers/catalogue-handlers';
import { createCounterChecklistHandlers } from './handlers/counter-checklist-handlers';
import { createFlowEventHandlers } from './handlers/flow-event-handlers';
import { createIdentityUpdateHandlers, type IdentityUpdateHandlerDeps } from './handlers/identity-update-handlers';
import { createMailPreferenceHandlers } from './handlers/mail-preference-handlers';
import { createPromoHandlers, type PromoHandlerDeps } from './handlers/promo-handlers';
import { createReadinessHandlers } from './handlers/readiness-handlers';
import { createRecipientCallbackHandlers, type RecipientCallbackDeps } from './handlers/recipient-callback-handlers';
import { receiptCaPath } from '../receipts/receipt-ca-route';
import { createReceiptIssuer } from '../receipts/receipt-issuer';
import { createReceiptHandlers } from './handlers/receipt-handlers';
import { createHouseholdAnswersRepository } from '../repositories/household-answers-repository';
import { createRevocationDraftHandlers } from './handlers/revocation-draft-handlers';
import { createSessionHandlers, type SessionHandlerDeps } from './handlers/session-handlers';
import { createVisitHandlers, type VisitHandlerDeps } from './handlers/visit-handlers';
import type { OperationTable } from './typed-handlers';

/** Login is rate-limited per client address, submission per resident (brief §6, decision 016). */
const loginLimit = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
const submitLimit = { config: { rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: residentKey } } };
/**
 * Each identity-update status poll asks the provider (decision 020 I2): limited per resident,
 * generously (the machine polls every IDENTITY_UPDATE_POLL_SECONDS, 30 a minute at the default).
 */
export const POLL_LIMIT = 120;
const pollLimit = { config: { rateLimit: { max: POLL_LIMIT, timeWindow: 60_000, keyGenerator: residentKey } } };
/** Each receipt is a PDF laid out and signed afresh: limited per resident, well above anyone's clicks. */
const receiptLimit = { config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: residentKey } } };
/** The address catalogue answers everyone alike: its routes skip the session read (decision 014). */
const referenceData = { config: { referenceData: true } };
/**
 * A recipient's server calls it (decision 019): no session or CSRF token; signed over the raw
 * body. Its limits need the signature's verdict, so the handler keeps them (callback-budget.ts).
 */
/**
 * The funnel's events (issue 29) come by sendBeacon, which cannot set headers: the CSRF token is in
 * the body. They need no session row (the token is checked from the cookie alone), so none is read.
 */
const beaconed = { config: { csrfInBody: true, referenceData: true } };
const signedByRecipient = { config: { serverToServer: true }, preParsing: keepRawBody };

type OperationTableDeps = AuthHandlerDeps &
  SessionHandlerDeps &
  ApplicationHandlerDeps &
  RecipientCallbackDeps &
  IdentityUpdateHandlerDeps &
  PromoHandlerDeps &
  VisitHandlerDeps;

/** The operations over the composition root's services, on the app they are registered with. */
export function createOperationTable(app: FastifyInstance, services: Services): OperationTable {
  // The handlers take each service by its name in Services; these few they take as the part they use.
  const deps: OperationTableDeps = {
    ...services,
    app,
    identityHashKey: services.secrets.identityHashKey,
    publicUrl: services.config.publicUrl,
    onSubmitted: services.outboxSignal.notify,
    identityUpdateTiming: services.config.identityUpdate,
  };
  const auth = createAuthHandlers(deps);
  const address = createAddressHandlers();
  const drafts = createSessionHandlers(deps);
  const submission = createApplicationHandlers(deps);
  const identityUpdate = createIdentityUpdateHandlers(deps);
  const additionDrafts = createAdditionDraftHandlers(deps);
  const promo = createPromoHandlers(deps);
  const revocationDrafts = createRevocationDraftHandlers(deps);
  const visits = createVisitHandlers(deps);
  const receipts = createReceiptHandlers({
    receipts: createReceiptIssuer({ ...services, caUrl: `${services.config.publicUrl}${receiptCaPath}` }),
    settledDays: services.config.retention.settledDays,
  });
  return {
    getCsrfToken: auth.getCsrfToken,
    getLoginAuthzUrl: { handler: auth.getLoginAuthzUrl, options: loginLimit },
    loginCallback: { handler: auth.loginCallback, options: loginLimit },
    getAuthStatus: auth.getAuthStatus,
    getUserInfo: auth.getUserInfo,
    logout: auth.logout,

    getPrefs: { handler: address.getPrefs, options: referenceData },
    getCities: { handler: address.getCities, options: referenceData },
    getTowns: { handler: address.getTowns, options: referenceData },
    getZipcodes: { handler: address.getZipcodes, options: referenceData },
    getPrefToTowns: { handler: address.getPrefToTowns, options: referenceData },
    postPrefToTowns: { handler: address.postPrefToTowns, options: referenceData },
    getExactMatchCities: { handler: address.getExactMatchCities, options: referenceData },

    getUserSession: drafts.getUserSession,
    getUserSessionSummaries: drafts.getUserSessionSummaries,
    userSessionFormCreate: drafts.userSessionFormCreate,
    userSessionFormUpdate: drafts.userSessionFormUpdate,
    userSessionTmpSave: drafts.userSessionTmpSave,
    inputConfirm: submission.inputConfirm,
    applicationStart: { handler: submission.applicationStart, options: submitLimit },
    signatureInquiry: submission.signatureInquiry,
    submitApplication: { handler: submission.submitApplication, options: submitLimit },
    receptionIdSave: submission.receptionIdSave,
    getApplications: submission.getApplications,
    getVisitSlots: visits.getVisitSlots,
    getApplicationVisitIcs: visits.getApplicationVisitIcs,
    visitChange: visits.visitChange,
    getApplicationReceipt: { handler: receipts.getApplicationReceipt, options: receiptLimit },
    getLifelineBusinesses: createCatalogueHandlers().getLifelineBusinesses,
    recipientStatusCallback: { handler: createRecipientCallbackHandlers(deps).recipientStatusCallback, options: signedByRecipient },

    userSessionInitialize: drafts.userSessionInitialize,
    additionalUserSessionFormCreate: additionDrafts.additionalUserSessionFormCreate,
    additionalApplicationStart: { handler: submission.additionalApplicationStart, options: submitLimit },
    additionalApplication: { handler: submission.additionalApplication, options: submitLimit },
    // Each request is work at the provider: limited per resident, as submission is.
    xidDataUpdateRequest: { handler: identityUpdate.xidDataUpdateRequest, options: submitLimit },
    xidDataUpdateRequestStatus: { handler: identityUpdate.xidDataUpdateRequestStatus, options: pollLimit },
    getUserInfoUpdated: identityUpdate.getUserInfoUpdated,
    cancelApplicationCancellableConfirm: revocationDrafts.cancelApplicationCancellableConfirm,
    cancelApplicationInput: revocationDrafts.cancelApplicationInput,
    cancelApplicationInputConfirm: revocationDrafts.cancelApplicationInputConfirm,
    cancelApplicationChoiceSave: revocationDrafts.cancelApplicationChoiceSave,
    cancelApplicationSessionSave: revocationDrafts.cancelApplicationSessionSave,
    cancelApplicationStart: { handler: submission.cancelApplicationStart, options: submitLimit },
    cancelApplication: { handler: submission.cancelApplication, options: submitLimit },
    getPromoCode: promo.getPromoCode,
    // Spec §8: an empty (or malformed) code is the one 400 of this call, whatever the contract's check caught.
    promoCodeSave: promo.promoCodeSave,
    promoCodeRestore: promo.promoCodeRestore,
    cancelPromoCodeRestore: promo.cancelPromoCodeRestore,
    ...createMailPreferenceHandlers({ db: services.db }),
    ...createCounterChecklistHandlers({ applications: services.applications, householdAnswers: createHouseholdAnswersRepository(services.db, services) }),
    ...createReadinessHandlers(services),
    recordFlowEvents: { handler: createFlowEventHandlers(services).recordFlowEvents, options: beaconed },
  };
}
