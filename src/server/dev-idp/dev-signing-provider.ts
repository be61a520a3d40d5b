// The development signing provider (the SigningProvider seam, brief §4): a request is a row the
// signing page at <issuer>/sign/:id settles. It opens in a new tab, as the card app would open
// beside the browser, so the application page keeps polling signature_inquiry.
import type { Clock } from '../clock';
import type { DevSigningRequestRepository } from '../repositories/dev-signing-request-repository';
import type { SigningProvider } from '../signing/signing-provider';
import type { PinAttempts } from './pin-attempts';
import type { TestResident } from './residents';

/** Ten minutes, the same window as a login at the provider. */
export const DEV_SIGNING_TTL_MS = 10 * 60 * 1000;

export interface DevSigningProviderOptions {
  /** e.g. http://localhost:8080/dev-idp */
  issuer: string;
  requests: DevSigningRequestRepository;
  clock: Clock;
  /** The test residents, whose `signing_certificate.expires_at` is their certificate's end. */
  residents: readonly TestResident[];
  /** The cards' 署名用パスワード counters, the same the signing page counts on. */
  signingAttempts: PinAttempts;
  /** Whether the resident's certificate was revoked (the new address registered); none revoked when left out. */
  isRevoked?: (subject: string) => Promise<boolean>;
}

export function createDevSigningProvider({ issuer, requests, clock, residents, signingAttempts, isRevoked }: DevSigningProviderOptions): SigningProvider {
  const base = issuer.replace(/\/+$/, '');
  return {
    async createRequest({ digest, content, signer, returnUrl }) {
      const expiresAt = new Date(clock.now().getTime() + DEV_SIGNING_TTL_MS);
      const row = await requests.create({ subject: signer.subject, documentDigest: digest, content, returnUrl, expiresAt });
      return { providerRequestId: row.id, url: `${base}/sign/${row.id}`, newTab: true, expiresAt };
    },

    async readResult(providerRequestId) {
      const row = await requests.find(providerRequestId);
      if (!row) throw new Error('the dev IdP has no such signing request');
      return row.result;
    },

    async readiness({ subject }) {
      const person = residents.find((candidate) => candidate.sub === subject);
      if (!person) throw new Error('the dev IdP has no such resident');
      const notAfter = new Date(person.signing_certificate.expires_at);
      const revoked = (await isRevoked?.(subject)) ?? false;
      const state = revoked ? 'revoked' : notAfter.getTime() < clock.now().getTime() ? 'expired' : 'valid';
      const [pinAttemptsLeft, pinLocked] = await Promise.all([signingAttempts.remaining(subject), signingAttempts.isLocked(subject)]);
      return { certificate: { state, notAfter }, pinAttemptsLeft, pinLocked };
    },
  };
}
