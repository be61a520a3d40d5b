// A resident with real state of every kind, built over HTTP as the SPA builds it (issue 26,
// point 4): a normal application filed (filled section by section, confirmed, signed at the dev
// IdP, submitted), an addition filed, a cancellation filed, and open drafts of the three flows
// with a signing request still pending, and an identity-data update. Every identifier the
// resident was given on the way is kept, with the values the resident typed.
import { randomUUID } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import { validApplicant, validLifeline, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import type { Keys } from '../../submission/testing/submission-client';
import { submittingResident } from '../../submission/testing/submission-client';
import type { TestServer } from '../../testing/test-server';
import { residentApi, signAtDevIdp, type ResidentApi } from './resident-api';

type Schemas = components['schemas'];
type SessionAttributes = Schemas['SessionAttributes'];

/** The kinds of identifier a resident is given, by what an operation reads them as. */
export type IdentifierKind = 'signature-request' | 'reception-number' | 'document-digest' | 'uuid';

export interface Identifier {
  kind: IdentifierKind;
  /** Where it came from, for a failing case's message. */
  what: string;
  value: string;
}

/** What the resident types: unique per resident, so an answer naming them is found. */
export interface Persona {
  name: { last: string; first: string };
  name_kana: { last: string; first: string };
  phone: string;
  email: string;
  /** The street line of the new address. */
  line: string;
  customerNumber: string;
  accountNumber: string;
  holderKana: string;
}

export interface FiledResident {
  api: ResidentApi;
  identifiers: Identifier[];
  /** The values typed, as sent. */
  values: string[];
}

const attributesOf = (session: Schemas['SessionData']): SessionAttributes => session.attributes;

/** What the normal flow's forms are filled with: each section's values, as the SPA sends them. */
export interface NormalFormValues {
  applicant: Schemas['ApplicantValues'];
  moving: Schemas['MovingValues'];
  municipality: Record<'move_out' | 'move_in', Schemas['MunicipalityApplicationValues']>;
  /** By business id: ひかり電力 and さくらガス. */
  businesses: Record<'hikari-denryoku' | 'sakura-gas', Schemas['LifelineValues']>;
}

/** The persona's values: 千代田区 → 横浜市中区, ひかり電力 and さくらガス. */
function personaValues(persona: Persona): NormalFormValues {
  const applicant = { ...validApplicant, name: persona.name, name_kana: persona.name_kana, phone: persona.phone, email: persona.email };
  const moving = {
    ...validMoving,
    to: { ...validMoving.to!, line: persona.line },
    household: { ...validMoving.household, head_name: persona.name, members: [{ ...validMoving.household.members[0]!, name: { last: persona.name.last, first: '花子' } }] },
  };
  const payment = { ...validLifeline.electricity.payment!, account_number: persona.accountNumber, account_holder_kana: persona.holderKana };
  return {
    applicant,
    moving,
    municipality: { move_out: { ...validMunicipality.move_out, contact_phone: persona.phone }, move_in: { ...validMunicipality.move_in, contact_phone: persona.phone } },
    businesses: {
      'hikari-denryoku': { ...validLifeline.electricity, customer_number: persona.customerNumber, contact_phone: persona.phone, payment },
      'sakura-gas': { ...validLifeline.gas, contact_phone: persona.phone, payment },
    },
  };
}

/** Fills the normal draft section by section (modes 1–5), as the SPA's forms save them. */
export async function fillNormalDraft(api: ResidentApi, values: NormalFormValues): Promise<SessionAttributes> {
  const update = async (body: object) => {
    const answer = await api.ok<Schemas['UserSessionFormUpdateResponse']>('POST', 'user_session_form_update', { phase: 1, ...body });
    if (answer.field_errors.length > 0) throw new Error(`the form refused: ${JSON.stringify(answer.field_errors)}`);
    return attributesOf(answer.session);
  };
  await api.ok('POST', 'user_session_form_create', {});
  await update({ mode: 1, values: values.applicant });
  await update({ mode: 2, values: values.moving });
  const chosen = await update({ mode: 3, values: { procedures: ['move_out', 'move_in', 'businesses'], business_ids: Object.keys(values.businesses) } });
  for (const application of sortedMunicipalityApplications(chosen)) {
    await update({ mode: 4, application_id: application.id, values: values.municipality[application.procedure as 'move_out' | 'move_in'] });
  }
  let attributes = chosen;
  for (const [businessId, businessValues] of Object.entries(values.businesses)) attributes = await update({ mode: 5, business_id: businessId, values: businessValues });
  return attributes;
}

/**
 * Logs the resident in and builds their state; `markDelivered` stands in for the delivery job
 * (a procedure can be cancelled once its recipient has it).
 */
export async function fileEverything(server: TestServer, keys: Keys, residentIndex: number, persona: Persona): Promise<FiledResident> {
  const signedIn = await submittingResident(server, keys, residentIndex);
  const api = residentApi(signedIn, signedIn.userId);
  const identifiers: Identifier[] = [];
  const keep = (kind: IdentifierKind, what: string, value: string | null | undefined) => {
    if (value) identifiers.push({ kind, what, value });
  };

  // The normal application: filled, confirmed, signed and submitted.
  const attributes = await fillNormalDraft(api, personaValues(persona));
  for (const application of attributes.municipality.applications) keep('uuid', `municipality application ${application.procedure}`, application.id);
  const confirmed = await api.ok<Schemas['InputConfirmResponse']>('POST', 'input_confirm', { phase: 1 });
  keep('uuid', 'normal draft', confirmed.uuid);
  keep('document-digest', 'normal digest', confirmed.document_digest);
  const signing = await api.ok<Schemas['SigningStartResponse']>('POST', 'application_start', { document_digest: confirmed.document_digest });
  keep('signature-request', 'normal signing (used)', signing.signature_request_id);
  await signAtDevIdp(signing.signing_url);
  await api.ok('POST', 'signature_inquiry', { signature_request_id: signing.signature_request_id });
  const normalKey = randomUUID();
  keep('uuid', 'normal idempotency key', normalKey);
  const filed = await api.ok<Schemas['SubmissionResult']>('POST', 'application', { idempotency_key: normalKey, signature_request_id: signing.signature_request_id });
  keep('reception-number', 'normal 受付番号', filed.reception_number);
  keep('uuid', 'normal application', filed.application_id);
  await server.database.query(`update application_recipients set status = 'delivered' where application_id = $1`, [filed.application_id]);

  // An addition of そよかぜ光, filed.
  const addition = await api.ok<Schemas['SessionData']>('POST', 'user_session_initialize/?phase=2', {});
  keep('uuid', 'addition draft', addition.uuid);
  await api.ok('POST', 'additional_user_session_form_create', { business_id: 'soyokaze-hikari' });
  await api.ok('POST', 'user_session_form_update', { phase: 2, mode: 5, business_id: 'soyokaze-hikari', values: { ...validLifeline.internet, contact_phone: persona.phone } });
  await api.ok('POST', 'user_session_form_update', { phase: 2, mode: 1, values: personaValues(persona).applicant });
  const additionConfirmed = await api.ok<Schemas['InputConfirmResponse']>('POST', 'input_confirm', { phase: 2 });
  keep('document-digest', 'addition digest', additionConfirmed.document_digest);
  await api.ok('POST', 'additional_application_start', { document_digest: additionConfirmed.document_digest });
  const additionKey = randomUUID();
  keep('uuid', 'addition idempotency key', additionKey);
  const added = await api.ok<Schemas['SubmissionResult']>('POST', 'additional_application', { idempotency_key: additionKey, document_digest: additionConfirmed.document_digest });
  keep('reception-number', 'addition 受付番号', added.reception_number);
  keep('uuid', 'addition application', added.application_id);

  // A cancellation of さくらガス, filed.
  const revocation = await api.ok<Schemas['SessionData']>('POST', 'user_session_initialize/?phase=3', { reception_number: filed.reception_number });
  keep('uuid', 'revocation draft', revocation.uuid);
  const cancellable = await api.ok<Schemas['CancellableConfirmResponse']>('GET', 'cancel_application_cancellable_confirm');
  for (const item of cancellable.items) keep('uuid', `cancel item ${item.recipient_name}`, item.id);
  const itemOf = (name: string) => cancellable.items.find((item) => item.recipient_name === name)?.id ?? '';
  const revocationConfirmed = await api.ok<Schemas['InputConfirmResponse']>('POST', 'cancel_application_input_confirm', { item_ids: [itemOf('さくらガス')], reason: null });
  keep('document-digest', 'revocation digest', revocationConfirmed.document_digest);
  const revocationSigning = await api.ok<Schemas['SigningStartResponse']>('POST', 'cancel_application_start', { document_digest: revocationConfirmed.document_digest });
  keep('signature-request', 'revocation signing (used)', revocationSigning.signature_request_id);
  await signAtDevIdp(revocationSigning.signing_url);
  await api.ok('POST', 'signature_inquiry', { signature_request_id: revocationSigning.signature_request_id });
  const cancelKey = randomUUID();
  keep('uuid', 'cancellation idempotency key', cancelKey);
  const cancelled = await api.ok<Schemas['SubmissionResult']>('POST', 'cancel_application', { idempotency_key: cancelKey, signature_request_id: revocationSigning.signature_request_id });
  keep('reception-number', 'cancellation 受付番号', cancelled.reception_number);
  keep('uuid', 'cancellation application', cancelled.application_id);

  // Open drafts: a revocation of ひかり電力 waiting at the signing page, signed once but not sent.
  const reopened = await api.ok<Schemas['SessionData']>('POST', 'user_session_initialize/?phase=3', { reception_number: filed.reception_number });
  keep('uuid', 'open revocation draft', reopened.uuid);
  const openConfirmed = await api.ok<Schemas['InputConfirmResponse']>('POST', 'cancel_application_input_confirm', { item_ids: [itemOf('ひかり電力')], reason: null });
  keep('document-digest', 'open revocation digest', openConfirmed.document_digest);
  const signedOnly = await api.ok<Schemas['SigningStartResponse']>('POST', 'cancel_application_start', { document_digest: openConfirmed.document_digest });
  keep('signature-request', 'revocation signing (signed, not sent)', signedOnly.signature_request_id);
  await signAtDevIdp(signedOnly.signing_url);
  await api.ok('POST', 'signature_inquiry', { signature_request_id: signedOnly.signature_request_id });
  const pending = await api.ok<Schemas['SigningStartResponse']>('POST', 'cancel_application_start', { document_digest: openConfirmed.document_digest });
  keep('signature-request', 'revocation signing (pending)', pending.signature_request_id);
  // An addition of あおぞら新聞 begun, and an identity-data update asked for.
  const openAddition = await api.ok<Schemas['SessionData']>('POST', 'user_session_initialize/?phase=2', {});
  keep('uuid', 'open addition draft', openAddition.uuid);
  await api.ok('POST', 'additional_user_session_form_create', { business_id: 'aozora-shimbun' });
  const update = await api.ok<Schemas['XidUpdateRequestResponse']>('POST', 'xid_data_update_request', {});
  keep('uuid', 'identity update request', update.xid_request_id);

  const values = [persona.name.last + persona.name.first, persona.name.last, persona.name.first, persona.name_kana.last, persona.name_kana.first, persona.phone, persona.email, persona.line, persona.customerNumber, persona.accountNumber, persona.holderKana];
  return { api, identifiers, values };
}
