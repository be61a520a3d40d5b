// The revocation as the submission service reads it (decision 021).
import { z } from 'zod';
import { flows } from '#shared/flows';
import { procedureLabel } from '../../applications/document-recipients';
import { revocationParts } from '../../applications/recipient-parts';
import type { RevocationDocument } from '../../applications/revocation-document';
import type { NewRecipient } from '../../repositories/application-repository';
import { sessionShape, type SubmissionFlow } from '../submission-flow';
import { admitRevocation } from './revocation-admit';
import { revocationDocumentOf } from './revocation-draft';

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
  parts: revocationParts,
  signedContent: (document, procedures) => ({
    kind: 'cancellation',
    revokes: document.revokes.reception_number,
    procedures: document.items.map((item) => procedureLabel(procedures)({ name: item.recipient_name, procedure: item.procedure })),
  }),
  originalApplicationId: (document) => document.revokes.application_id,
  admit: admitRevocation,
};
