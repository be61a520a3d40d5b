// operationId → handler for every operation of openapi/openapi.yaml. Operations whose
// behaviour a later issue builds answer NOT_IMPLEMENTED (see the README's status table).
import { keepRawBody } from '../plugins/raw-body';
import { recipientCallerKey, residentKey } from '../plugins/rate-limit-keys';
import { createAdditionDraftHandlers } from './handlers/addition-draft-handlers';
import { createAddressHandlers } from './handlers/address-handlers';
import { createApplicationHandlers, type ApplicationHandlerDeps } from './handlers/application-handlers';
import { createAuthHandlers, type AuthHandlerDeps } from './handlers/auth-handlers';
import { createCatalogueHandlers } from './handlers/catalogue-handlers';
import { createIdentityUpdateHandlers, type IdentityUpdateHandlerDeps } from './handlers/identity-update-handlers';
import { createPromoHandlers, promoMessages, type PromoHandlerDeps } from './handlers/promo-handlers';
import { createRecipientCallbackHandlers, type RecipientCallbackDeps } from './handlers/recipient-callback-handlers';
import { createSessionHandlers, type SessionHandlerDeps } from './handlers/session-handlers';
import { notImplemented } from './not-implemented';
import type { OperationTable } from './typed-handlers';

/** Login is rate-limited per client address, submission per resident (brief §6, decision 016). */
const loginLimit = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
const submitLimit = { config: { rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: residentKey } } };
/** The address catalogue answers everyone alike: its routes skip the session read (decision 014). */
const referenceData = { config: { referenceData: true } };
/**
 * A recipient's server calls it (decision 019): no session or CSRF token; signed over the raw
 * body; limited per calling address and recipient (a recipient reporting a busy day stays well
 * under 5 a second; a 429 is retried by its sender).
 */
export const CALLBACK_LIMIT = 300;
const signedByRecipient = {
  config: { serverToServer: true, rateLimit: { max: CALLBACK_LIMIT, timeWindow: 60_000, keyGenerator: recipientCallerKey } },
  preParsing: keepRawBody,
};

const later = notImplemented('取消申請: 後続の issue');

export type OperationTableDeps = AuthHandlerDeps &
  SessionHandlerDeps &
  ApplicationHandlerDeps &
  RecipientCallbackDeps &
  IdentityUpdateHandlerDeps &
  PromoHandlerDeps;

export function createOperationTable(deps: OperationTableDeps): OperationTable {
  const auth = createAuthHandlers(deps);
  const address = createAddressHandlers();
  const drafts = createSessionHandlers(deps);
  const submission = createApplicationHandlers(deps);
  const identityUpdate = createIdentityUpdateHandlers(deps);
  const additionDrafts = createAdditionDraftHandlers(deps);
  const promo = createPromoHandlers(deps);
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
    getLifelineBusinesses: createCatalogueHandlers().getLifelineBusinesses,
    recipientStatusCallback: { handler: createRecipientCallbackHandlers(deps).recipientStatusCallback, options: signedByRecipient },

    userSessionInitialize: additionDrafts.userSessionInitialize,
    additionalUserSessionFormCreate: additionDrafts.additionalUserSessionFormCreate,
    additionalApplicationStart: { handler: submission.additionalApplicationStart, options: submitLimit },
    additionalApplication: { handler: submission.additionalApplication, options: submitLimit },
    // Each request is work at the provider: limited per resident, as submission is.
    xidDataUpdateRequest: { handler: identityUpdate.xidDataUpdateRequest, options: submitLimit },
    xidDataUpdateRequestStatus: identityUpdate.xidDataUpdateRequestStatus,
    getUserInfoUpdated: identityUpdate.getUserInfoUpdated,
    cancelApplicationCancellableConfirm: later,
    cancelApplicationInput: later,
    cancelApplicationInputConfirm: later,
    cancelApplicationSessionSave: later,
    cancelApplicationStart: { handler: later, options: submitLimit },
    cancelApplication: { handler: later, options: submitLimit },
    getPromoCode: promo.getPromoCode,
    // Spec §8: an empty (or malformed) code is the one 400 of this call, whatever the contract's check caught.
    promoCodeSave: { handler: promo.promoCodeSave, options: { config: { validationMessage: promoMessages.empty } } },
    promoCodeRestore: promo.promoCodeRestore,
    cancelPromoCodeRestore: promo.cancelPromoCodeRestore,
  };
}
