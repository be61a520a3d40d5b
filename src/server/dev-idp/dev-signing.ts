// Everything the development IdP needs to sign (brief §4), built once at start: its CA from the
// data folder, its requests table, and the provider the API talks to.
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { createDevPinFailureStore } from '../repositories/dev-pin-failure-store';
import { createDevSigningRequestRepository } from '../repositories/dev-signing-request-repository';
import { loadOrCreateDevSigningCa } from '../signing/dev-signing-ca';
import type { SigningProvider } from '../signing/signing-provider';
import { openCertificateRevocations, type CertificateRevocations } from './certificate-revocations';
import { devRevocationList } from './dev-revocation-list';
import { createDevSigningProvider } from './dev-signing-provider';
import { PinAttempts } from './pin-attempts';
import { SIGNING_PIN_TRIES, type DevIdpSigningOptions } from './register-dev-idp';
import { loadTestResidents } from './residents';

export interface DevSigning {
  /** For registerDevIdp's signing pages. */
  pages: DevIdpSigningOptions;
  provider: SigningProvider;
  /** The test residents' certificate revocations (issue 28): the dev inbox's 転入 完了 revokes. */
  revocations: CertificateRevocations;
}

export async function setUpDevSigning(input: {
  db: Db;
  cipher: DocumentCipher;
  clock: Clock;
  dataDir: string;
  issuer: string;
  residentsFile?: string | undefined;
}): Promise<DevSigning> {
  const requests = createDevSigningRequestRepository(input.db, { cipher: input.cipher });
  const authority = await loadOrCreateDevSigningCa(input.dataDir);
  // A start renews every revoked certificate, as it resets the PIN counters.
  const revocations = await openCertificateRevocations(input.db);
  // The counters the signing page keeps in the database (registerDevIdp resets them at start).
  const signingAttempts = new PinAttempts(SIGNING_PIN_TRIES, createDevPinFailureStore(input.db, 'signing'));
  return {
    pages: { requests, authority, clock: input.clock, revocations, revocationList: devRevocationList(authority, revocations) },
    revocations,
    provider: createDevSigningProvider({
      issuer: input.issuer,
      requests,
      clock: input.clock,
      residents: await loadTestResidents(input.residentsFile),
      signingAttempts,
      isRevoked: async (subject) => (await revocations.revokedAt(subject)) !== null,
    }),
  };
}
