// The OIDC `sub` identifies a resident across services, so only a keyed hash of it is stored
// (users.subject_hash). Issuer and sub are joined with "|" because a sub is unique per issuer.
import { createHmac } from 'node:crypto';

export function hashSubject(key: Buffer, issuer: string, sub: string): string {
  if (key.length < 32) throw new Error('the identity hash key must be at least 32 bytes');
  return createHmac('sha256', key).update(`${issuer}|${sub}`, 'utf8').digest('hex');
}
