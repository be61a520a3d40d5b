// The identity-data update (brief §4, decision 020) between the HTTP handlers and the provider
// seam: ask the provider for a refresh, and, while a request is pending, ask it again on each poll.
// A completed refresh replaces the resident's encrypted profile in the transaction that settles
// the request, so it happens once however many polls race.
import { isDeepStrictEqual } from 'node:util';
import { toResidentClaims } from '../auth/resident-claims';
import { userInfoOf } from '../auth/user-info';
import type { Clock } from '../clock';
import type { UserRepository } from '../repositories/user-repository';
import type { StoredProfile } from '../signing/signer';
import type { Signer } from '../signing/signing-provider';
import type { IdentityUpdateProvider } from './identity-update-provider';
import type { IdentityUpdateRequestRecord, IdentityUpdateRequestRepository } from './identity-update-request-repository';

export interface IdentityUpdateServiceDeps {
  identityUpdate: IdentityUpdateProvider;
  identityUpdateRequests: IdentityUpdateRequestRepository;
  users: UserRepository;
  clock: Clock;
}

export function createIdentityUpdateService({ identityUpdate, identityUpdateRequests: requests, users, clock }: IdentityUpdateServiceDeps) {
  return {
    async request(userId: string, signer: Signer): Promise<IdentityUpdateRequestRecord> {
      const { providerRequestId } = await identityUpdate.requestRefresh(signer);
      return requests.create(userId, { providerId: signer.providerId, providerRequestId, at: clock.now() });
    },

    /** The request's state, asking the provider while it is pending; null when it is not the resident's. */
    async status(userId: string, id: string): Promise<IdentityUpdateRequestRecord | null> {
      const record = await requests.findForUser(userId, id);
      if (!record || record.state !== 'pending') return record;
      const answer = await identityUpdate.readState(record.providerRequestId);
      if (answer.state === 'pending') return record;
      if (answer.state === 'failed') return requests.settle(userId, id, answer, clock.now());
      // The provider's subject stays: signing and later refreshes name the resident by it.
      const current = await users.findProfile<StoredProfile>(userId);
      const refreshed: StoredProfile = { ...toResidentClaims(answer.claims), ...(current?.subject ? { subject: current.subject } : {}) };
      // Changed as the resident reads it (氏名・住所・生年月日…): the refresh may bring nothing new (issue 24).
      const changed = current === null || !isDeepStrictEqual(userInfoOf(current), userInfoOf(refreshed));
      return requests.settle(userId, id, { state: 'completed', changed }, clock.now(), (tx) => users.replaceProfile(userId, refreshed, tx));
    },

    /** The latest of the resident's updates that completed at or after `since` (their login, or a filing). */
    completedSince: (userId: string, since: Date) => requests.latestCompletedSince(userId, since),
  };
}
