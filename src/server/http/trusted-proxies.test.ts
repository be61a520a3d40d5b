// Which X-Forwarded-For hop names the client (TRUSTED_PROXIES): none unless configured, also
// in production; a hop count (not in production) or a list of proxy addresses when it is. Seen through the login
// limit (30 calls a minute per client address), which keys on the address the server believes.
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { readConfig } from '../config';
import { ConfigError } from '../errors/config-error';
import { productionEnv } from '../testing/production-env';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import { parseTrustedProxies } from './trusted-proxies';

const LOGIN_LIMIT = 30;

describe('parseTrustedProxies', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.0/8, 192.0.2.1,2001:db8::/32', ['10.0.0.0/8', '192.0.2.1', '2001:db8::/32']],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustedProxies(value)).toEqual(expected);
  });

  it.each(['true', '*', 'loopback', '10.0.0.0/33', '10.0.0/8', '2001:db8::/129', '1.5', '-1', '10.0.0.1,,10.0.0.2'])('refuses %j', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/TRUSTED_PROXIES/);
  });

  it('trusts no proxy in production unless TRUSTED_PROXIES lists them, and refuses a hop count there', () => {
    expect(readConfig(productionEnv).trustedProxies).toBe(false);
    expect(readConfig({ ...productionEnv, TRUSTED_PROXIES: '10.0.0.0/8' }).trustedProxies).toEqual(['10.0.0.0/8']);
    // A hop count believes any peer: a client on the app's own port would name its address (issue 26).
    expect(() => readConfig({ ...productionEnv, TRUSTED_PROXIES: '1' })).toThrow(ConfigError);
    expect(() => readConfig({ ...productionEnv, TRUSTED_PROXIES: '1' })).toThrow('TRUSTED_PROXIES in production must list the proxies’ addresses or CIDRs');
    expect(readConfig({ TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
  });
});

/** Calls the login callback (limited per address) `times` times with this X-Forwarded-For; returns the statuses. */
async function callbacks(baseUrl: string, forwardedFor: (call: number) => string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < times; call += 1) {
    const { response } = await new TestBrowser(baseUrl).request(`${apiBasePath}/login/callback?state=x&code=y`, {
      headers: { 'x-forwarded-for': forwardedFor(call) },
    });
    statuses.push(response.status);
  }
  return statuses;
}

const allowed = (statuses: number[]) => statuses.every((status) => status !== 429);

describe('in production with no TRUSTED_PROXIES', () => {
  const server = useTestServer({ env: productionEnv });

  it('ignores X-Forwarded-For: a new address on every call buys no fresh budget', async () => {
    const statuses = await callbacks(server().baseUrl, (call) => `198.51.100.${call + 1}`, LOGIN_LIMIT + 1);
    expect(allowed(statuses.slice(0, LOGIN_LIMIT))).toBe(true);
    expect(statuses[LOGIN_LIMIT]).toBe(429);
  });
});

describe('with TRUSTED_PROXIES as a hop count', () => {
  const server = useTestServer({ env: { TRUSTED_PROXIES: '1' } });

  it('believes only the hop our one proxy appended, not what the client wrote before it', async () => {
    const spoofed = await callbacks(server().baseUrl, (call) => `203.0.113.${call + 1}, 198.51.100.10`, LOGIN_LIMIT + 1);
    expect(allowed(spoofed.slice(0, LOGIN_LIMIT))).toBe(true);
    expect(spoofed[LOGIN_LIMIT]).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect(allowed(await callbacks(server().baseUrl, () => '203.0.113.1, 198.51.100.11', 1))).toBe(true);
  });
});

describe('with TRUSTED_PROXIES as proxy addresses', () => {
  const server = useTestServer({ env: { TRUSTED_PROXIES: '127.0.0.0/8,192.0.2.7' } });

  it('walks back through the listed proxies to the first address that is not one', async () => {
    const viaTwo = await callbacks(server().baseUrl, (call) => `203.0.113.${call + 1}, 198.51.100.20, 192.0.2.7`, LOGIN_LIMIT + 1);
    expect(allowed(viaTwo.slice(0, LOGIN_LIMIT))).toBe(true);
    expect(viaTwo[LOGIN_LIMIT]).toBe(429);
    expect(allowed(await callbacks(server().baseUrl, () => '198.51.100.21', 1))).toBe(true);
  });
});

describe('in production with the proxies listed, for a client reaching the app port directly', () => {
  const server = useTestServer({ env: { ...productionEnv, TRUSTED_PROXIES: '192.0.2.7' } });

  it('ignores the X-Forwarded-For it wrote itself: it is not a listed proxy', async () => {
    const direct = await callbacks(server().baseUrl, (call) => `203.0.113.${call + 1}`, LOGIN_LIMIT + 1);
    expect(allowed(direct.slice(0, LOGIN_LIMIT))).toBe(true);
    expect(direct[LOGIN_LIMIT]).toBe(429);
  });
});
