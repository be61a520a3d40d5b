// A pending login's state, nonce and PKCE verifier are secrets until the callback: whoever reads
// them from the sessions table could finish a resident's login in their place. So the pending
// login is kept sealed with the document cipher, bound to its session row by the AAD (a copy in
// another row fails to open), and only the session that started the login can use it.
import type { DocumentCipher } from '../crypto/document-cipher';
import type { PendingLogin, SessionData } from './session-record';

/** The row's `data` as stored: the pending login as base64 ciphertext. */
export type StoredSessionData = Omit<SessionData, 'pendingLogin'> & { pendingLogin?: string };

export const pendingLoginAad = (sessionId: string) => `sessions:${sessionId}:pendingLogin`;

export function sealSessionData(cipher: DocumentCipher | undefined, sessionId: string, data: SessionData): StoredSessionData {
  const { pendingLogin, ...rest } = data;
  if (!pendingLogin) return rest;
  // Without the cipher (e.g. a housekeeping job's repository) a pending login is never written.
  if (!cipher) throw new Error('storing a pending login needs the document cipher');
  return { ...rest, pendingLogin: cipher.seal(pendingLogin, pendingLoginAad(sessionId)).toString('base64') };
}

export function openSessionData(cipher: DocumentCipher | undefined, sessionId: string, stored: unknown): SessionData {
  const { pendingLogin, ...rest } = (stored ?? {}) as StoredSessionData & { pendingLogin?: unknown };
  // A pending login that does not open (another row's, tampered, or plaintext from before
  // sealing) is no pending login: the callback then sends the resident to the login-error page.
  if (typeof pendingLogin !== 'string' || !cipher) return rest;
  try {
    return { ...rest, pendingLogin: cipher.open<PendingLogin>(Buffer.from(pendingLogin, 'base64'), pendingLoginAad(sessionId)) };
  } catch {
    return rest;
  }
}
