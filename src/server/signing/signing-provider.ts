// The seam between the app and whoever holds the resident's signing key (brief §4, promptauth).
// The app asks for a signature over a digest and later reads what came back; it never trusts
// that answer before verify-signature.ts has checked it. In development /dev-idp implements
// this; a production provider would implement it over its HTTP API.
import type { components } from '#shared/api/schema';
import { ApiError } from '../errors/api-error';

export type SignatureFailureReason = components['schemas']['SignatureFailureReason'];

/** The resident as the identity provider knows them (the provider id and its subject). */
export interface Signer {
  providerId: string;
  subject: string;
}

/**
 * What the resident signs, as the provider's signing screen names it: built by the app from the
 * confirmed document (never from what the browser sends), so the screen can say whether it is an
 * application or a cancellation, and of which procedures, beside the digest it signs.
 */
export interface SignedContent {
  kind: 'application' | 'cancellation';
  /** The 受付番号 of the application a cancellation revokes; null for an application. */
  revokes: string | null;
  /** Each procedure, named as マイページ names it: 新宿区（転出届）, なにわ電気（ライフラインの手続き）. */
  procedures: string[];
}

export interface NewSigningRequest {
  /** Base64url SHA-256 of the canonical document. */
  digest: string;
  /** What the digest is of, for the signing screen. */
  content: SignedContent;
  signer: Signer;
  /** The app's page to go back to once the resident has signed or declined. */
  returnUrl: string;
}

export interface SigningTicket {
  /** The provider's id of the request; the JWS payload names it. */
  providerRequestId: string;
  /** Where the resident signs: a deep link into the provider's app, or its page. */
  url: string;
  newTab: boolean;
  expiresAt: Date;
}

export type ProviderResult =
  | { state: 'pending' }
  | { state: 'signed'; jws: string }
  | { state: 'failed'; reason: SignatureFailureReason };

/** Where the signing certificate stands: 'revoked' once a new address is registered (issue 28). */
export type CertificateState = 'valid' | 'expired' | 'revoked';

/**
 * Whether the resident could sign now, as the provider sees the card (issue 28): a hint shown
 * before any typing. The signature itself is still verified in full (verify-signature.ts).
 */
export interface SigningReadiness {
  certificate: { state: CertificateState; notAfter: Date };
  /** Wrong 署名用パスワード entries left before the card locks. */
  pinAttemptsLeft: number;
  pinLocked: boolean;
}

export interface SigningProvider {
  createRequest(request: NewSigningRequest): Promise<SigningTicket>;
  readResult(providerRequestId: string): Promise<ProviderResult>;
  readiness(signer: Signer): Promise<SigningReadiness>;
}

/**
 * With production identity providers configured there is no signing client yet: say so
 * honestly instead of pretending to sign.
 */
export const unconfiguredSigningProvider: SigningProvider = {
  async createRequest() {
    throw new ApiError('NOT_IMPLEMENTED', '電子署名サービスとの接続はまだ提供していません。');
  },
  async readResult() {
    throw new ApiError('NOT_IMPLEMENTED', '電子署名サービスとの接続はまだ提供していません。');
  },
  async readiness() {
    throw new ApiError('NOT_IMPLEMENTED', '電子署名サービスとの接続はまだ提供していません。');
  },
};
