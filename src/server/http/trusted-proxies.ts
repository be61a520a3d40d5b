// Which X-Forwarded-For hops the server believes (Fastify's `trustProxy`). The client address
// keys the login limits, so believing a hop that no proxy of ours wrote would let a client name
// a fresh address on every request. Nothing is trusted unless TRUSTED_PROXIES says so.
import { isIP } from 'node:net';
import { ConfigError } from '../errors/config-error';

/** `false`: the socket's peer is the client. A number: that many proxies in front. A list: these addresses and CIDRs. */
export type TrustedProxies = false | number | string[];

const usage = 'TRUSTED_PROXIES must be a hop count (e.g. 1) or a comma-separated list of IP addresses and CIDRs (e.g. 10.0.0.0/8,192.0.2.1)';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops)) throw new ConfigError(usage);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !isAddressOrCidr(entry))) throw new ConfigError(usage);
  return entries;
}
