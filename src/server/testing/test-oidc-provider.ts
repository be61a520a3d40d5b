// A small OpenID Connect provider for tests, outside the product: HTTPS on loopback, one client,
// the authorization code flow with PKCE S256, and no login page (it signs in the one resident it
// was given at once). It follows the rules a real provider keeps (exact redirect URIs, PKCE
// required, codes single use and bound to their redirect URI and challenge), and it can be told
// to misbehave in the ID token it issues next (another nonce, audience or issuer, an expired or
// unsigned token), which the relying party alone must then refuse. (A token signed by a key the
// provider does not publish is not among them: the relying party takes the ID token straight from
// the token endpoint over verified TLS, which OIDC Core §3.1.3.7 lets stand for the signature
// check, and openid-client checks it only with enableNonRepudiationChecks.)
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import type { TestCertificate } from './self-signed-certificate';

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  /** Registered exactly; a provider may hold more than one for a client (a staging callback). */
  redirectUris: string[];
}

/** What the next ID token does wrong; each field replaces the claim the provider would set. */
export interface IdTokenFault {
  nonce?: string;
  aud?: string | string[];
  azp?: string;
  iss?: string;
  /** Seconds from now: negative for a token that has expired. */
  expiresIn?: number;
  /** Not signed at all (`alg: none`). */
  unsigned?: boolean;
}

/** What the token endpoint was sent, for tests of what the relying party asks. */
export interface TokenRequestSeen {
  redirectUri: string | null;
  codeVerifier: string | null;
  answered: number;
}

export interface TestOidcProvider {
  readonly issuer: string;
  readonly tokenRequests: TokenRequestSeen[];
  /** The ID token issued next carries this fault (once). */
  misbehaveOnce(fault: IdTokenFault): void;
  close(): Promise<void>;
}

interface IssuedCode {
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  used: boolean;
}

const ALG = 'ES256';

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/** client_secret_basic: the client id and secret, each form-urlencoded (RFC 6749 §2.3.1). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  if (id === undefined || secret === undefined) return null;
  const decode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
  return { id: decode(id), secret: decode(secret) };
}

export async function startTestOidcProvider(options: {
  certificate: TestCertificate;
  client: TestOidcClient;
  /** The resident's subject and the claims every ID token carries. */
  subject: string;
  claims: Record<string, unknown>;
}): Promise<TestOidcProvider> {
  const { client, certificate } = options;
  const signing = await generateKeyPair(ALG);
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'test-key', alg: ALG, use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const tokenRequests: TokenRequestSeen[] = [];
  let fault: IdTokenFault | undefined;
  let issuer = '';

  async function idToken(code: IssuedCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const wrong = fault ?? {};
    fault = undefined;
    const payload: JWTPayload = {
      ...options.claims,
      ...(code.nonce === undefined && wrong.nonce === undefined ? {} : { nonce: wrong.nonce ?? code.nonce }),
      ...(wrong.azp === undefined ? {} : { azp: wrong.azp }),
    };
    const expires = now + (wrong.expiresIn ?? 300);
    const audience = wrong.aud ?? client.clientId;
    if (wrong.unsigned) {
      return new UnsecuredJWT(payload).setIssuer(wrong.iss ?? issuer).setSubject(options.subject).setAudience(audience).setIssuedAt(now).setExpirationTime(expires).encode();
    }
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, kid: 'test-key', typ: 'JWT' })
      .setIssuer(wrong.iss ?? issuer)
      .setSubject(options.subject)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(expires)
      .sign(signing.privateKey);
  }

  function authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    // An unknown client or redirect URI gets no redirect at all: the code must not leave.
    if (query.get('client_id') !== client.clientId || !client.redirectUris.includes(redirectUri)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('invalid client or redirect_uri');
      return;
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const challenge = query.get('code_challenge');
    if (query.get('response_type') !== 'code' || !challenge || query.get('code_challenge_method') !== 'S256') {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { redirectUri, codeChallenge: challenge, nonce: query.get('nonce') ?? undefined, used: false });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href, 'cache-control': 'no-store' }).end();
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await readForm(request);
    const seen: TokenRequestSeen = { redirectUri: form.get('redirect_uri'), codeVerifier: form.get('code_verifier'), answered: 400 };
    tokenRequests.push(seen);
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials?.id !== client.clientId || credentials.secret !== client.clientSecret) {
      seen.answered = 401;
      json(response, 401, { error: 'invalid_client' });
      return;
    }
    const code = codes.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const bound =
      code !== undefined &&
      !code.used &&
      form.get('grant_type') === 'authorization_code' &&
      form.get('redirect_uri') === code.redirectUri &&
      createHash('sha256').update(verifier).digest('base64url') === code.codeChallenge;
    if (code) code.used = true;
    if (!code || !bound) {
      json(response, 400, { error: 'invalid_grant' });
      return;
    }
    seen.answered = 200;
    json(response, 200, { access_token: randomBytes(24).toString('base64url'), token_type: 'Bearer', expires_in: 300, id_token: await idToken(code) });
  }

  const server: Server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [ALG],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    } else if (request.method === 'GET' && url.pathname === '/jwks') {
      json(response, 200, { keys: [jwk] });
    } else if (request.method === 'GET' && url.pathname === '/authorize') {
      authorize(url, response);
    } else if (request.method === 'POST' && url.pathname === '/token') {
      token(request, response).catch(() => json(response, 500, { error: 'server_error' }));
    } else {
      json(response, 404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    tokenRequests,
    misbehaveOnce: (next) => {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
