// With a production identity provider configured there is no identity-update client yet
// (decision 020): xid_data_update_request answers an honest NOT_IMPLEMENTED instead of pretending
// to refresh, while user_info_updated still answers the stored profile.
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { createDocumentCipher } from '../../crypto/document-cipher';
import { testProfile } from '../../flows/normal/testing/fresh-draft';
import { identityUpdateNotImplementedMessage } from '../../identity-update/identity-update-provider';
import { createSessionRepository } from '../../repositories/session-repository';
import { createUserRepository } from '../../repositories/user-repository';
import { knownKeys } from '../../submission/testing/submission-client';
import { TestBrowser } from '../../testing/test-browser';
import { useTestServer } from '../../testing/test-server';

describe('the identity-data update with a production identity provider configured', () => {
  const keys = knownKeys();
  const server = useTestServer({
    env: { ...keys.env, IDP_PROVIDERS: JSON.stringify([{ id: '', issuer: 'https://idp.example.jp', client_id: 'c', client_secret: 's' }]) },
  });

  /** A resident signed in at the production provider: its users row and a logged-in session. */
  async function signedInAtProduction(): Promise<{ browser: TestBrowser; csrf: string }> {
    const { db } = server().database;
    const cipher = createDocumentCipher(keys.documentKey);
    const user = await createUserRepository(db, { cipher }).upsertVerifiedUser({ providerId: '', subjectHash: 'h', profile: { ...testProfile, subject: 'sub-1' } });
    const { token } = await createSessionRepository(db, { cipher }).create({ userId: user.id, data: { providerId: '' }, now: server().clock.now() });
    const browser = new TestBrowser(server().baseUrl);
    browser.setCookie('utsuru_sid', token);
    return { browser, csrf: await browser.csrfToken() };
  }

  it('answers NOT_IMPLEMENTED to a refresh, and the stored data to user_info_updated', async () => {
    const { browser, csrf } = await signedInAtProduction();
    const refused = await browser.postApi<components['schemas']['ErrorBody']>('xid_data_update_request', {}, csrf);
    expect(refused.status).toBe(501);
    expect(refused.body).toEqual({ status: { code: 'NOT_IMPLEMENTED', message: identityUpdateNotImplementedMessage } });
    const { rows } = await server().database.query('select count(*)::int as n from identity_update_requests');
    expect(rows[0]?.n).toBe(0);

    const info = await browser.getApi<components['schemas']['UserInfoUpdated']>('user_info_updated');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ updated: false, updated_at: null, user_info: { address: { city: '千代田区' } } });
  });
});
