// The resident's mail preferences (issue 27): GET and POST mail_preferences.
import type { components } from '#shared/api/schema';
import { unwrap } from './api-error';
import type { ApiClient } from './client';

export type MailPreference = components['schemas']['MailPreference'];
export type MailTemplate = components['schemas']['MailTemplate'];

export async function getMailPreferences(client: ApiClient): Promise<MailPreference[]> {
  return unwrap(await client.GET('/mail_preferences')).mails;
}

/** Saves the mails turned off; answers the preferences as saved. */
export async function saveMailPreferences(client: ApiClient, disabled: readonly MailTemplate[]): Promise<MailPreference[]> {
  return unwrap(await client.POST('/mail_preferences', { body: { disabled: [...disabled] } })).mails;
}
