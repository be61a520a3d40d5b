// Answers of the normal flow's calls, shaped as the contract's examples, for the machine tests.
import type {
  InputConfirmResult,
  ReceptionIdSaveResult,
  SessionData,
  SessionSaveResult,
  SignatureInquiry,
  SigningStart,
  SubmissionResult,
} from '../normal-flow.machine';

type Attributes = SessionData['attributes'];
type Status = 0 | 1 | 2 | 3 | 9;

function draftWith(status: Record<'applicant' | 'moving' | 'procedures' | 'possibility' | 'municipality' | 'businesses', Status>): SessionData {
  const attributes: Attributes = {
    applicant: { status: status.applicant, active_form: { persons_name: { last: '青木', first: '陽斗' } }, values: null },
    moving: { status: status.moving, moving_type: 'other_municipality', values: null },
    procedures: { status: status.procedures, values: null },
    possibility: { status: status.possibility, moving: [], possible_statuses: [] },
    municipality: { status: status.municipality, applications: [] },
    businesses: { status: status.businesses, applications: [] },
  };
  return { uuid: '663278ed-6b54-4830-b6d5-2ddd6a1db9dc', phase: 1, attributes, updated_at: '2026-11-22T10:00:00+09:00' };
}

/** Every section complete: spec §4's readyToConfirm holds. */
export const readyDraft = draftWith({ applicant: 2, moving: 2, procedures: 2, possibility: 2, municipality: 2, businesses: 2 });
/** Just created: nothing entered yet. */
export const newDraft = draftWith({ applicant: 1, moving: 1, procedures: 1, possibility: 0, municipality: 0, businesses: 0 });

export const confirmed: InputConfirmResult = {
  uuid: readyDraft.uuid,
  document_digest: 'KhtpM4HNysz8y6_N68zwI2TfniDb1eWAsEuyjT7_tSQ',
  confirmed_at: '2026-11-22T10:18:00+09:00',
};

export const sessionSaved: SessionSaveResult = { uuid: readyDraft.uuid, saved_at: '2026-11-22T10:20:00+09:00' };

export const idempotencyKey = '8f860b85-4214-4d45-a5cd-a3e91a42b33d';

export const signing: SigningStart = {
  signature_request_id: 'bea328ce-d43c-47eb-99ef-db4710ac9269',
  signing_url: 'http://localhost:8080/dev-idp/sign/bea328ce-d43c-47eb-99ef-db4710ac9269',
  new_tab: true,
  expires_at: '2026-11-22T10:30:00+09:00',
};

export const secondSigning: SigningStart = { ...signing, signature_request_id: '2f0f4b1e-4c1a-4a55-9d7e-5b1b8d1f6c11' };

const inquiry = (state: SignatureInquiry['state'], reason: SignatureInquiry['reason'] = null, message: string | null = null): SignatureInquiry => ({
  signature_request_id: signing.signature_request_id,
  state,
  reason,
  message,
});

export const pending = inquiry('pending');
export const signed = inquiry('signed');
export const pinLockedMessage =
  '署名用電子証明書の暗証番号がロックされています。お住まいの市区町村の窓口でロックの解除と暗証番号の再設定を行ってから、もう一度お手続きください。';
export const pinLocked = inquiry('failed', 'pin_locked', pinLockedMessage);

export const submission: SubmissionResult = {
  application_id: 'c25ca0c1-58e2-4034-b032-320fd40dd913',
  reception_number: '7KQ2-M9XD-4T3H',
  submitted_at: '2026-11-22T10:25:00+09:00',
};

export const receptionSaved: ReceptionIdSaveResult = { reception_number: submission.reception_number, saved_at: '2026-11-22T10:25:30+09:00' };

/** What the web edge's actors reject with: the shape of src/web's ApiError. */
export const apiError = (httpStatus: number, code: string, message = code) => ({ name: 'ApiError', httpStatus, code, message });

export const systemFailure = apiError(500, 'INTERNAL_SERVER_ERROR');
/** A request timeout: the flow has expired. */
export const timeoutFailure = apiError(408, 'INTERNAL_SERVER_ERROR', 'HTTP 408');
/** fetch's own failure: no answer from the server at all. */
export const networkFailure = new TypeError('Failed to fetch');
