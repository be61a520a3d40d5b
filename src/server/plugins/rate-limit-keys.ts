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
/**
 * A recipient's status callbacks, per calling address and named recipient: a caller without a
 * valid signature costs a secrets read and a few HMACs each time, so it gets a budget too.
 */
export function recipientCallerKey(request: FastifyRequest): string {
  const { recipient_id: recipient } = (request.params ?? {}) as { recipient_id?: string };
  return `callback:${request.ip}:${String(recipient ?? '').slice(0, 80)}`;
}

export function residentKey(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) return `address:${request.ip}`;
  return `resident:${createHash('sha256').update(userId).digest('base64url')}`;
}
