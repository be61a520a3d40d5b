// The seam between the app and whoever holds the resident's identity data (brief §4, decision
// 020): the app asks the provider to refresh it (e.g. the new address on the card after the
// 転入届) and later reads how that went. In development /dev-idp implements this; a production
// provider would implement it over its HTTP API, as it would signing (signing-provider.ts).
import { ApiError } from '../errors/api-error';
import type { Signer } from '../signing/signing-provider';

/**
 * What the provider says about a refresh. `claims` are the provider's raw claims, as at login
 * (toResidentClaims maps them); `message` is the provider's Japanese explanation of a failure.
 */
export type IdentityUpdateState =
  | { state: 'pending' }
  | { state: 'completed'; claims: Record<string, unknown> }
  | { state: 'failed'; message: string };

export interface IdentityUpdateProvider {
  /** Asks for a refresh of this resident's identity data; answers the provider's request id. */
  requestRefresh(signer: Signer): Promise<{ providerRequestId: string }>;
  readState(providerRequestId: string): Promise<IdentityUpdateState>;
}

export const identityUpdateNotImplementedMessage = '本人情報の更新サービスとの接続はまだ提供していません。';

/**
 * With production identity providers configured there is no identity-update client yet: say so
 * honestly instead of pretending to refresh.
 */
export const unconfiguredIdentityUpdateProvider: IdentityUpdateProvider = {
  async requestRefresh() {
    throw new ApiError('NOT_IMPLEMENTED', identityUpdateNotImplementedMessage);
  },
  async readState() {
    throw new ApiError('NOT_IMPLEMENTED', identityUpdateNotImplementedMessage);
  },
};
