// A confirmed draft (input_confirm and its like): one application is submitted per confirmation,
// so a second submit of the same one gets the first application back instead of a refusal.
import type { ApplicationRecord } from '../repositories/application-repository';

/** A confirmed draft: its uuid and its document's digest. */
export interface Confirmation {
  draftUuid: string;
  digest: string;
}

/** Whether the record was submitted from that confirmation. */
export const fromConfirmation = (record: ApplicationRecord<unknown>, confirmation: Confirmation | undefined): boolean =>
  confirmation !== undefined && record.draftUuid === confirmation.draftUuid && record.documentDigest === confirmation.digest;
