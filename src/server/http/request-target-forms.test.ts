// The same operation reached through another form of request target — absolute form
// (`POST http://host/utsuru-api/v1/…`) or an escaped letter in the prefix — meets the same CSRF
// check, session lookup and API headers as the origin form. Raw sockets: fetch would normalise.
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http';
import { signInResident, type SignedInResident } from '../testing/signed-in-resident';
import { useTestServer } from '../testing/test-server';

describe('request target forms', () => {
  const server = useTestServer();
  let resident: SignedInResident;
  let host: string;
  beforeAll(async () => {
    resident = await signInResident(server().baseUrl);
    host = new URL(server().baseUrl).host;
  });

  const targets = (path: string) => [
    ['origin form', `/utsuru-api/v1/${path}`],
    ['absolute form', `http://${host}/utsuru-api/v1/${path}`],
    ['absolute form naming another host', `http://elsewhere.example/utsuru-api/v1/${path}`],
    ['an escaped letter in the prefix', `/%75tsuru-api/v1/${path}`],
  ] as const;

  const cookie = () => `Cookie: utsuru_sid=${resident.browser.cookie('utsuru_sid')}`;

  it.each(targets('pref_to_towns/'))('%s: a POST without the CSRF token is refused', async (_form, target) => {
    const body = JSON.stringify({ zipcode: '1000001' });
    const reply = await rawRequest(
      server().baseUrl,
      `POST ${target} HTTP/1.1\r\nHost: ${host}\r\n${cookie()}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`,
      body,
    );
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({ status: { code: 'INVALID_CSRF_TOKEN', message: expect.any(String) } });
  });

  it.each(targets('auth_status'))('%s: the session is looked up, and the answer is no-store', async (_form, target) => {
    const reply = await rawRequest(server().baseUrl, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${cookie()}`);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ authenticated: true });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it.each(targets('user_session_form_create'))('%s: a signed-in POST with the token gets through', async (_form, target) => {
    const reply = await rawRequest(
      server().baseUrl,
      `POST ${target} HTTP/1.1\r\nHost: ${host}\r\n${cookie()}\r\nX-CSRF-Token: ${resident.csrf}\r\nContent-Type: application/json\r\nContent-Length: 2`,
      '{}',
    );
    expect(reply.status).toBe(200);
  });
});
