// The addition on the server (decision 020): user_session_initialize?phase=2 begins it from the
// resident's latest submitted normal application (an unfinished one is replaced); the resident
// writes the applicant and the businesses added one by one, the move is the submitted one.
import { step11Complete } from '#shared/domain/completion';
import type { AdditionDocument } from '../../applications/canonical-document';
import { serverRuleContext } from '../../address/server-rule-context';
import { loginRequired } from '../../auth/require-user';
import type { ResidentClaims } from '../../auth/resident-claims';
import { ApiError } from '../../errors/api-error';
import type { ServerFlow } from '../server-flow';
import { additionComplete, newAdditionDraft } from './addition-draft';
import { findAdditionOrigin, noAdditionOriginMessage } from './addition-origin';
import { additionSubmission } from './addition-submission';

export const additionServerFlow: ServerFlow<AdditionDocument> = {
  ...additionSubmission,
  async newDraft({ userId, uuid, now, users, applications }) {
    const profile = await users.findProfile<ResidentClaims>(userId);
    if (!profile) throw loginRequired();
    const origin = await findAdditionOrigin(applications, userId);
    if (!origin) throw new ApiError('NOT_FOUND', noAdditionOriginMessage);
    const { original } = origin;
    return newAdditionDraft({
      uuid,
      now,
      context: await serverRuleContext(now),
      profile,
      original: { application_id: original.id, reception_number: original.receptionNumber, document: original.document.document },
    });
  },
  sectionModes: [1, 5],
  derivesSections: false,
  // Step 1 is the applicant it checks again, step 2 the businesses it adds.
  stepsComplete: ({ session }) => [step11Complete(session.attributes), additionComplete(session.attributes)],
  inputConfirm: true,
};
