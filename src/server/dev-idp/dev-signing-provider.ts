// The development signing provider (the SigningProvider seam, brief §4): a request is a row the
// signing page at <issuer>/sign/:id settles. It opens in a new tab, as the card app would open
// beside the browser, so the application page keeps polling signature_inquiry.
import type { Clock } from '../clock';
import type { DevSigningRequestRepository } from '../repositories/dev-signing-request-repository';
import type { SigningProvider } from '../signing/signing-provider';

/** Ten minutes, the same window as a login at the provider. */
export const DEV_SIGNING_TTL_MS = 10 * 60 * 1000;

export interface DevSigningProviderOptions {
  /** e.g. http://localhost:8080/dev-idp */
  issuer: string;
  requests: DevSigningRequestRepository;
  clock: Clock;
}

export function createDevSigningProvider({ issuer, requests, clock }: DevSigningProviderOptions): SigningProvider {
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
  };
}
