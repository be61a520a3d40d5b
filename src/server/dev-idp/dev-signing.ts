// Everything the development IdP needs to sign (brief §4), built once at start: its CA from the
// data folder, its requests table, and the provider the API talks to.
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { createDevSigningRequestRepository } from '../repositories/dev-signing-request-repository';
import { loadOrCreateDevSigningCa } from '../signing/dev-signing-ca';
import type { SigningProvider } from '../signing/signing-provider';
import { createDevSigningProvider } from './dev-signing-provider';
import type { DevIdpSigningOptions } from './register-dev-idp';

export interface DevSigning {
  /** For registerDevIdp's signing pages. */
  pages: DevIdpSigningOptions;
  provider: SigningProvider;
}

export async function setUpDevSigning(input: { db: Db; cipher: DocumentCipher; clock: Clock; dataDir: string; issuer: string }): Promise<DevSigning> {
  const requests = createDevSigningRequestRepository(input.db, { cipher: input.cipher });
  const authority = await loadOrCreateDevSigningCa(input.dataDir);
  return {
    pages: { requests, authority, clock: input.clock },
    provider: createDevSigningProvider({ issuer: input.issuer, requests, clock: input.clock }),
  };
}
