// Who may read an operator's endpoint (GET /metrics, the funnel page): the holder of a token from
// the environment, or, when none is set, a client on this machine (development only; production
// without a token serves no such endpoint at all).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The password of an HTTP Basic header (any user name), which a browser asks a person for. */
function basicPassword(authorization: string): string | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

/** Whether this request may read the endpoint; `basic` also takes the token as a Basic password. */
export function operatorAdmitted(request: FastifyRequest, token: string | undefined, { basic = false } = {}): boolean {
  if (token === undefined) {
    // A request a local proxy forwarded is not local, whatever the socket says.
    return isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
  }
  const authorization = request.headers.authorization ?? '';
  const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
  const given = bearer ?? (basic ? basicPassword(authorization) : undefined);
  return given !== undefined && sameSecret(given, token);
}
