// What the submission service needs to know of a flow beyond the registry entry: the shape its
// stored draft must have, the document it freezes from the draft, and who receives it. Each flow
// folder defines its own (src/server/flows/<flow>/<flow>-submission.ts).
import { z } from 'zod';
import type { FlowDefinition } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import type { ApplicationDocument } from '../applications/canonical-document';
import type { Confirmation } from '../applications/confirmation';
import type { DisclosedPart } from '../applications/selective-disclosure';
import type { StoredDraft } from '../drafts/session-data';
import type { ApplicationRepository, NewRecipient } from '../repositories/application-repository';
import type { SignedContent } from '../signing/signing-provider';
import type { NewVisit } from '../repositories/visit-booking';

export interface SubmissionFlow<D = ApplicationDocument> {
  readonly flow: FlowDefinition;
  /** A stored draft without this shape cannot be read at all (SESSION_DESERIALIZE, spec §8). */
  readonly draftShape: z.ZodType;
  /** The document to sign and submit, or null while the draft is incomplete. */
  document(draft: StoredDraft, procedures: ProcedureRegistry): D | null;
  /** Each recipient, in the order the document lists them, as submitted. */
  recipients(document: D): NewRecipient[];
  /**
   * A signed flow's document as each recipient's part (recipient-parts.ts): the resident signs
   * their manifest, not the whole document, so no recipient receives another's values
   * (selective-disclosure.ts). Absent for a flow that is not signed.
   */
  parts?(document: D): DisclosedPart[];
  /** What a signed flow's signing screen names (the provider shows it beside the digest); absent for a flow that is not signed. */
  signedContent?(document: D, procedures: ProcedureRegistry): SignedContent;
  /** The application an addition belongs to (decision 020); absent for a flow that adds to none. */
  originalApplicationId?(document: D): string;
  /**
   * The flow's own condition on a confirmed document, checked at its start step and at submit
   * (after the idempotency key): throws the ApiError that refuses it. `now` is the server's clock.
   */
  /** The visits the document announces (issue 27), reserved in the submission's transaction; absent for a flow that announces none. */
  visits?(document: D): Promise<NewVisit[]>;
  admit?(context: { applications: ApplicationRepository; userId: string; document: D; confirmation: Confirmation; now: Date; procedures: ProcedureRegistry }): Promise<void>;
}

const section = z.looseObject({ status: z.number() });
const listSection = section.extend({ applications: z.array(z.looseObject({ sort: z.number() })) });

/** The session data every flow's stored draft has (spec §3): each flow's draft shape builds on it. */
export const sessionShape = z.looseObject({
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
