// Which mails each resident receives (issue 27): the templates they turned off, one row per
// resident, no row meaning every mail. The fraud alert is never stored as off, whatever is asked.
import { eq, sql } from 'drizzle-orm';
import { mailNames } from '#shared/mail-names';
import type { Db } from '../db/database-handle';
import { mailPreferences } from '../db/schema';
import { isUuid } from '../repositories/ids';
import { mailTemplates, optionalTemplates, type MailTemplate } from './templates';

export interface MailPreference {
  template: MailTemplate;
  label: string;
  enabled: boolean;
  optional: boolean;
}

export function createMailPreferenceRepository(db: Db) {
  return {
    async disabledOf(userId: string): Promise<MailTemplate[]> {
      if (!isUuid(userId)) return [];
      const [row] = await db.select({ disabled: mailPreferences.disabled }).from(mailPreferences).where(eq(mailPreferences.userId, userId)).limit(1);
      return (row?.disabled ?? []).filter((template): template is MailTemplate => optionalTemplates.includes(template as MailTemplate));
    },
    async save(userId: string, disabled: readonly MailTemplate[]): Promise<void> {
      const kept = [...new Set(disabled.filter((template) => optionalTemplates.includes(template)))];
      await db
        .insert(mailPreferences)
        .values({ userId, disabled: kept })
        .onConflictDoUpdate({ target: mailPreferences.userId, set: { disabled: kept, updatedAt: sql`now()` } });
    },
  };
}

/** Every template as マイページ lists it, with the resident's choice. */
export const preferencesOf = (disabled: readonly MailTemplate[]): MailPreference[] =>
  mailTemplates.map((template) => {
    const optional = optionalTemplates.includes(template);
    return { template, label: mailNames[template], enabled: !optional || !disabled.includes(template), optional };
  });
