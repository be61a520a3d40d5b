// Whom a rate limit counts. Login is limited per client address: nobody is known yet. Signed-in
// operations are limited per resident, so residents sharing one address (a carrier NAT, an office
// kiosk) each keep their own budget, and one resident gains nothing by changing address.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The resident's user id, hashed so the key never carries it (the store hashes keys again).
 * It runs in the route's own onRequest hook, after the session plugin's, so the session is known.
 * Without a signed-in session the security handler will refuse anyway; count the address meanwhile.
 */
export function residentKey(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) return `address:${request.ip}`;
  return `resident:${createHash('sha256').update(userId).digest('base64url')}`;
}
