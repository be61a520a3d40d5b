// The Fastify options about how requests are read before any route runs: which proxies'
// X-Forwarded-For hops are believed, and how protocol-level failures are answered.
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';
import { protocolErrorOptions } from './protocol-errors';
import type { TrustedProxies } from './trusted-proxies';

/** Fastify takes a hop count as a function of the hop's position (0 is the socket's peer). */
function trustProxyOf(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}

export function requestHandlingOptions(config: Pick<AppConfig, 'trustedProxies'>) {
  return { trustProxy: trustProxyOf(config.trustedProxies), ...protocolErrorOptions };
}
