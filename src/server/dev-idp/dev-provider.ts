// The oidc-provider v9 instance behind /dev-idp: authorization code flow only, PKCE (S256)
// required, exact redirect URIs, confidential clients authenticating with client_secret_basic.
//
// Its models (interactions, sessions, grants, codes, tokens) go to the adapter it is given: the
// app's database, so that a login goes on at any app process behind a load balancer (decision
// 026); without one, oidc-provider's in-memory adapter, which only the IdP's own tests use.
import type { JWK } from 'jose';
import Provider, { interactionPolicy, type AdapterFactory, type Configuration } from 'oidc-provider';
import { pageHeaders } from './html';
import { providerError, renderMessagePage } from './message-page';
import { residentClaims, type TestResident } from './residents';

export interface DevIdpClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  /** Shown on the login page; defaults to the product's name. */
  client_name?: string;
}

/** The subset of a pino logger the IdP uses; it logs no tokens, codes or claims. */
export interface DevIdpLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DevProviderSettings {
  issuer: string;
  mountPath: string;
  clients: readonly DevIdpClient[];
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  residents: readonly TestResident[];
  formActionOrigins: readonly string[];
  logger: DevIdpLogger;
  /** The resident as the card reads now (an identity-data update may have changed it); default: the fixture. */
  currentCard?: (person: TestResident) => Promise<TestResident>;
  /** Where the models are stored; default: oidc-provider's in-memory adapter (one process only). */
  adapter?: AdapterFactory;
}

/** Ten minutes: the same window the relying party gives a pending login. */
const FLOW_TTL_SECONDS = 600;

export const supportedScopes = ['openid', 'profile', 'email', 'address'] as const;

function interactionPolicyWithCardEveryTime() {
  const policy = interactionPolicy.base();
  // A My Number card login is a fresh card authentication every time: never reuse an IdP
  // session silently. On the resume after our login page the result carries `login`.
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'card_authentication',
      'the card must be presented for every authorization',
      (ctx) => !ctx.oidc.result?.login,
    ),
  );
  return policy;
}

export function createDevProvider(settings: DevProviderSettings): Provider {
  const { mountPath, logger } = settings;
  const residentsBySub = new Map(settings.residents.map((person) => [person.sub, person]));
  const currentCard = settings.currentCard ?? (async (person: TestResident) => person);
  const secure = new URL(settings.issuer).protocol === 'https:';

  const configuration: Configuration = {
    ...(settings.adapter ? { adapter: settings.adapter } : {}),
    clients: settings.clients.map((client) => ({
      client_id: client.client_id,
      client_secret: client.client_secret,
      redirect_uris: [...client.redirect_uris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      ...(client.client_name ? { client_name: client.client_name } : {}),
    })),
    jwks: settings.jwks,
    cookies: {
      names: { session: 'devidp_session', interaction: 'devidp_interaction', resume: 'devidp_resume' },
      // Works over plain http in development (brief §9); Secure follows the issuer's scheme.
      long: { httpOnly: true, sameSite: 'lax', secure, path: mountPath },
      short: { httpOnly: true, sameSite: 'lax', secure },
      keys: settings.cookieKeys,
    },
    scopes: [...supportedScopes],
    claims: {
      openid: ['sub'],
      profile: ['name', 'family_name', 'given_name', 'name_kana', 'family_name_kana', 'given_name_kana', 'birthdate', 'gender'],
      email: ['email', 'email_verified'],
      address: ['address'],
    },
    // The relying party reads the resident's claims straight from the ID token.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: true },
    },
    ttl: {
      AccessToken: FLOW_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: FLOW_TTL_SECONDS,
      Interaction: FLOW_TTL_SECONDS,
      Session: FLOW_TTL_SECONDS,
      Grant: FLOW_TTL_SECONDS,
    },
    interactions: {
      policy: interactionPolicyWithCardEveryTime(),
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, sub) => {
      const person = residentsBySub.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => residentClaims(await currentCard(person)) };
    },
    renderError: (ctx, out) => {
      ctx.set(pageHeaders(settings.formActionOrigins));
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        mountPath,
        ...providerError,
        // Developers need the OAuth error to fix their request; it holds no personal data.
        details: [out.error, out.error_description].filter(Boolean).join(': '),
      });
    },
  };

  const provider = new Provider(settings.issuer, configuration);
  // Behind an https issuer the TLS terminates at a proxy; trust its X-Forwarded-Proto.
  provider.proxy = secure;
  provider.on('server_error', (_ctx, error) => {
    logger.error({ err: { name: error.name, message: error.message } }, 'dev-idp server error');
  });
  // Replaces Koa's default console logger for errors that escape oidc-provider.
  (provider as NodeJS.EventEmitter).on('error', (error: Error) => {
    logger.error({ err: { name: error.name, message: error.message } }, 'dev-idp internal error');
  });
  return provider;
}
