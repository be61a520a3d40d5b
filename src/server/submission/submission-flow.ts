// What the submission service needs to know of a flow beyond the registry entry: the shape its
// stored draft must have, the document it freezes from the draft, and who receives it. The
// normal flow's is here; the addition and revocation flows add theirs beside it.
import { z } from 'zod';
import { flows, type FlowDefinition } from '#shared/flows';
import type { StoredDraft } from '../drafts/session-data';
import type { NewRecipient } from '../repositories/application-repository';
import { confirmedDocument, type ApplicationDocument } from './canonical-document';

export interface SubmissionFlow<D = ApplicationDocument> {
  readonly flow: FlowDefinition;
  /** A stored draft without this shape cannot be read at all (SESSION_DESERIALIZE, spec §8). */
  readonly draftShape: z.ZodType;
  /** The document to sign and submit, or null while the draft is incomplete. */
  document(draft: StoredDraft): D | null;
  /** Each recipient, in the order the document lists them, as submitted. */
  recipients(document: D): NewRecipient[];
}

const section = z.looseObject({ status: z.number() });
const listSection = section.extend({ applications: z.array(z.looseObject({ sort: z.number() })) });

/** Each municipality application and each business, in the order the document lists them. */
export function normalRecipients(document: ApplicationDocument): NewRecipient[] {
  return [
    ...document.municipality_applications.map(
      (entry): NewRecipient => ({ kind: 'municipality', procedure: entry.procedure, name: entry.municipality_name, status: 'pending', address: { jis_code: entry.jis_code } }),
    ),
    ...document.business_applications.map(
      (entry): NewRecipient => ({ kind: 'business', procedure: 'businesses', name: entry.name, status: 'pending', address: { business_id: entry.business_id } }),
    ),
  ];
}

export const normalSubmission: SubmissionFlow = {
  flow: flows.normal,
  draftShape: z.looseObject({
    session: z.looseObject({
      uuid: z.string(),
      attributes: z.looseObject({
        applicant: section,
        moving: section,
        procedures: section,
        possibility: section.extend({ moving: z.array(z.unknown()), possible_statuses: z.array(z.looseObject({ code: z.string(), status: z.number() })) }),
        municipality: listSection,
        businesses: listSection,
      }),
    }),
  }),
  document: (draft) => confirmedDocument(draft.session.attributes),
  recipients: normalRecipients,
};
