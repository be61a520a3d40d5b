// The normal flow as the submission service reads it (brief §4): signed; its notices go to each
// municipality procedure and each chosen business.
import { z } from 'zod';
import { flows } from '#shared/flows';
import { normalRecipients, procedureLabel } from '../../applications/document-recipients';
import { applicationParts } from '../../applications/recipient-parts';
import { sessionShape, type SubmissionFlow } from '../submission-flow';
import { confirmedDocument } from './normal-document';
import { documentVisits } from '../../visits/document-visits';

export const normalSubmission: SubmissionFlow = {
  flow: flows.normal,
  draftShape: z.looseObject({ session: sessionShape }),
  document: (draft, procedures) => confirmedDocument(draft.session.attributes, procedures),
  recipients: normalRecipients,
  parts: applicationParts,
  visits: documentVisits,
  signedContent: (document, procedures) => ({ kind: 'application', revokes: null, procedures: normalRecipients(document).map(procedureLabel(procedures)) }),
};
