// What the submission service needs to know of a flow beyond the registry entry: the shape its
// stored draft must have, the document it freezes from the draft, and who receives it. The
// normal, addition and revocation flows' are here.
import { z } from 'zod';
import { flows, type FlowDefinition } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import type { StoredDraft } from '../drafts/session-data';
import type { ApplicationRepository, NewRecipient } from '../repositories/application-repository';
import { admitRevocation } from '../revocation/revocation-admit';
import type { RevocationDocument } from '../revocation/revocation-document';
import type { SignedContent } from '../signing/signing-provider';
import { revocationDocumentOf } from '../revocation/revocation-draft';
import { admitAddition } from './addition-origin';
import { confirmedAddition, confirmedDocument, type AdditionDocument, type ApplicationDocument } from './canonical-document';

/** A confirmed draft: its uuid and its document's digest (one application per confirmation). */
export interface Confirmation {
  draftUuid: string;
  digest: string;
}

export interface SubmissionFlow<D = ApplicationDocument> {
  readonly flow: FlowDefinition;
  /** A stored draft without this shape cannot be read at all (SESSION_DESERIALIZE, spec §8). */
  readonly draftShape: z.ZodType;
  /** The document to sign and submit, or null while the draft is incomplete. */
  document(draft: StoredDraft, procedures: ProcedureRegistry): D | null;
  /** Each recipient, in the order the document lists them, as submitted. */
  recipients(document: D): NewRecipient[];
  /** What a signed flow's signing screen names (the provider shows it beside the digest); absent for a flow that is not signed. */
  signedContent?(document: D, procedures: ProcedureRegistry): SignedContent;
  /** The application an addition belongs to (decision 020); absent for a flow that adds to none. */
  originalApplicationId?(document: D): string;
  /**
   * The flow's own condition on a confirmed document, checked at its start step and at submit
   * (after the idempotency key): throws the ApiError that refuses it. `now` is the server's clock.
   */
  admit?(context: { applications: ApplicationRepository; userId: string; document: D; confirmation: Confirmation; now: Date; procedures: ProcedureRegistry }): Promise<void>;
}

const section = z.looseObject({ status: z.number() });
const listSection = section.extend({ applications: z.array(z.looseObject({ sort: z.number() })) });

const businessRecipients = (document: Pick<ApplicationDocument, 'business_applications'>) =>
  document.business_applications.map(
    (entry): NewRecipient => ({ kind: 'business', procedure: 'businesses', name: entry.name, status: 'pending', address: { business_id: entry.business_id } }),
  );

/** Each municipality application and each business, in the order the document lists them. */
export function normalRecipients(document: ApplicationDocument): NewRecipient[] {
  return [
    ...document.municipality_applications.map(
      (entry): NewRecipient => ({ kind: 'municipality', procedure: entry.procedure, name: entry.municipality_name, status: 'pending', address: { jis_code: entry.jis_code } }),
    ),
    ...businessRecipients(document),
  ];
}

const sessionShape = z.looseObject({
  uuid: z.string(),
  attributes: z.looseObject({
    applicant: section,
    moving: section,
    procedures: section,
    possibility: section.extend({ moving: z.array(z.unknown()), possible_statuses: z.array(z.looseObject({ code: z.string(), status: z.number() })) }),
    municipality: listSection,
    businesses: listSection,
  }),
});

/** A procedure as マイページ names it: 新宿区（転出届）. */
const procedureLabel =
  (procedures: ProcedureRegistry) =>
  ({ name, procedure }: Pick<NewRecipient, 'name' | 'procedure'>): string =>
    `${name}（${procedures.labelOf(procedure)}）`;

export const normalSubmission: SubmissionFlow = {
  flow: flows.normal,
  draftShape: z.looseObject({ session: sessionShape }),
  document: (draft, procedures) => confirmedDocument(draft.session.attributes, procedures),
  recipients: normalRecipients,
  signedContent: (document, procedures) => ({ kind: 'application', revokes: null, procedures: normalRecipients(document).map(procedureLabel(procedures)) }),
};

/** The addition (decision 020): not signed; its notices go to the added businesses only. */
export const additionSubmission: SubmissionFlow<AdditionDocument> = {
  flow: flows.addition,
  draftShape: z.looseObject({ session: sessionShape, addition_to: z.looseObject({ application_id: z.string(), reception_number: z.string() }) }),
  document: confirmedAddition,
  recipients: businessRecipients,
  originalApplicationId: (document) => document.addition_to.application_id,
  admit: admitAddition,
};

/**
 * The revocation (decision 021): signed like the normal application; each chosen procedure gets a
 * recipient row of its own that names the procedure's row (its cancellation message goes through
 * the outbox). It is stored under the application it revokes.
 */
export const revocationSubmission: SubmissionFlow<RevocationDocument> = {
  flow: flows.revocation,
  draftShape: z.looseObject({
    session: sessionShape,
    revocation: z.looseObject({
      revokes: z.looseObject({ application_id: z.string(), reception_number: z.string() }),
      move_date: z.string(),
      applicant: z.looseObject({}),
      items: z.array(z.looseObject({ recipient_id: z.string() })),
    }),
  }),
  document: revocationDocumentOf,
  recipients: (document) =>
    document.items.map(
      (item): NewRecipient => ({
        kind: item.recipient_kind,
        procedure: item.procedure,
        name: item.recipient_name,
        status: 'pending',
        address: item.address,
        cancelsRecipientId: item.recipient_id,
      }),
    ),
  signedContent: (document, procedures) => ({
    kind: 'cancellation',
    revokes: document.revokes.reception_number,
    procedures: document.items.map((item) => procedureLabel(procedures)({ name: item.recipient_name, procedure: item.procedure })),
  }),
  originalApplicationId: (document) => document.revokes.application_id,
  admit: admitRevocation,
};
