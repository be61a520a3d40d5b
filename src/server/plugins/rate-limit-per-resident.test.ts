// Signed-in operations are limited per resident (10 submission calls a minute), not per address:
// residents behind one address (a carrier NAT, an office kiosk) each keep their own budget,
// and one resident gets no fresh budget from a new address. The proxy is trusted here so that
// X-Forwarded-For can stand for the client's address.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { signInResident, type SignedInResident } from '../testing/signed-in-resident';
import { useTestServer } from '../testing/test-server';

const SUBMIT_LIMIT = 10;

describe('rate limits on signed-in operations', () => {
  const server = useTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  let aoki: SignedInResident;
  let suzuki: SignedInResident;
  beforeAll(async () => {
    aoki = await signInResident(server().baseUrl, { residentIndex: 0 });
    suzuki = await signInResident(server().baseUrl, { residentIndex: 1 });
  });

  const applicationStart = async (resident: SignedInResident, address: string) => {
    const { response } = await resident.browser.request(`${apiBasePath}/application_start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': resident.csrf, 'x-forwarded-for': address },
      body: JSON.stringify({ phase: 1 }),
    });
    return response.status;
  };

  it('counts one resident across addresses: the 11th call from a new address is refused', async () => {
    for (let call = 1; call <= SUBMIT_LIMIT; call += 1) {
      expect(await applicationStart(aoki, '198.51.100.1'), `call #${call}`).not.toBe(429);
    }
    expect(await applicationStart(aoki, '198.51.100.2')).toBe(429);
  });

  it("gives another resident at the same address a budget of their own", async () => {
    for (let call = 1; call <= SUBMIT_LIMIT; call += 1) {
      expect(await applicationStart(suzuki, '198.51.100.1'), `call #${call}`).not.toBe(429);
    }
    expect(await applicationStart(suzuki, '198.51.100.1')).toBe(429);
  });
});
