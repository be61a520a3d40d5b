// A draft saved before a release that added a field still opens, reads and saves, over real HTTP
// on the real app (the repository upgrades it as it opens it).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validLifeline } from '#shared/forms/testing/valid-values';
import { createDocumentCipher } from '../crypto/document-cipher';
import { writeDraft } from '../repositories/test-fixtures';
import { completeNormalDraft } from '../submission/testing/complete-draft';
import { fixClock, knownKeys, submittingResident } from '../submission/testing/submission-client';
import { useTestServer } from '../testing/test-server';
import { upgradeStoredDraft } from './stored-draft-upgrade';

/** A complete draft as the release before issue 11 stored it: no `serves` on its businesses. */
function draftWithoutServes(now: Date) {
  const draft = completeNormalDraft(randomUUID(), now);
  for (const business of draft.session.attributes.businesses.applications) delete (business as { serves?: unknown }).serves;
  return draft;
}

describe('drafts stored by an earlier release', () => {
  const keys = knownKeys();
  const server = useTestServer({ env: keys.env });

  it('gives a business without a direction every date of its form', () => {
    const upgraded = upgradeStoredDraft(draftWithoutServes(new Date())) as ReturnType<typeof completeNormalDraft>;
    expect(upgraded.session.attributes.businesses.applications.map((entry) => entry.serves)).toEqual(['both', 'both']);
    expect(upgradeStoredDraft({ not: 'a draft' })).toEqual({ not: 'a draft' });
  });

  it('reads and saves such a draft instead of failing', async () => {
    fixClock(server());
    const resident = await submittingResident(server(), keys, 0);
    await writeDraft(server().database.db, createDocumentCipher(keys.documentKey), resident.userId, 1, draftWithoutServes(server().clock.now()));

    // Saved first: a read would already have worked out each business's direction again.
    const saved = await resident.browser.postApi<{ field_errors: unknown[] }>(
      'user_session_form_update',
      { phase: 1, mode: 5, business_id: 'hikari-denryoku', values: validLifeline.electricity },
      resident.csrf,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.field_errors).toEqual([]);
    const read = await resident.browser.getApi<{ attributes: { businesses: { applications: { serves: string }[] } } }>('user_session/1');
    expect(read.status).toBe(200);
    expect(read.body.attributes.businesses.applications.map((entry) => entry.serves)).toEqual(['both', 'both']);
  });
});
