// The resident's mail preferences (issue 27): GET lists every mail with whether it is sent, POST
// replaces the ones turned off. Naming the fraud alert is refused: it is how a resident notices a
// filing they did not make.
import { requireUser } from '../../auth/require-user';
import type { Db } from '../../db/database-handle';
import { ApiError } from '../../errors/api-error';
import { createMailPreferenceRepository, preferencesOf } from '../../mail/mail-preferences';
import { optionalTemplates } from '../../mail/templates';
import type { Handler } from '../typed-handlers';

export const fraudAlertRefusal = '不正な申請に気づくためのメールのため、止めることはできません。';

export function createMailPreferenceHandlers({ db }: { db: Db }) {
  const preferences = createMailPreferenceRepository(db);

  const getMailPreferences: Handler<'getMailPreferences'> = async (request) => {
    const userId = requireUser(request);
    return { mails: preferencesOf(await preferences.disabledOf(userId)) };
  };

  const mailPreferencesSave: Handler<'mailPreferencesSave'> = async (request) => {
    const userId = requireUser(request);
    const { disabled } = request.body;
    if (disabled.some((template) => !optionalTemplates.includes(template))) throw new ApiError('BAD_REQUEST', fraudAlertRefusal);
    await preferences.save(userId, disabled);
    return { mails: preferencesOf(await preferences.disabledOf(userId)) };
  };

  return { getMailPreferences, mailPreferencesSave };
}
