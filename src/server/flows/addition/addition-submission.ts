// The addition as the submission service reads it (decision 020).
import { z } from 'zod';
import { flows } from '#shared/flows';
import type { AdditionDocument } from '../../applications/canonical-document';
import { businessRecipients } from '../../applications/document-recipients';
import { sessionShape, type SubmissionFlow } from '../submission-flow';
import { confirmedAddition } from './addition-document';
import { admitAddition } from './addition-origin';

/** The addition (decision 020): not signed; its notices go to the added businesses only. */
export const additionSubmission: SubmissionFlow<AdditionDocument> = {
  flow: flows.addition,
  draftShape: z.looseObject({ session: sessionShape, addition_to: z.looseObject({ application_id: z.string(), reception_number: z.string() }) }),
  document: confirmedAddition,
  recipients: businessRecipients,
  originalApplicationId: (document) => document.addition_to.application_id,
  admit: admitAddition,
};
