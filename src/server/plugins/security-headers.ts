// Security headers for every response (brief §6): a CSP without inline script, no framing,
// no sniffing, a strict referrer policy, no indexing, and no caching of API answers.
// helmet computes them once at start: they depend on configuration only, and building them
// per response (as @fastify/helmet does) cost about a tenth of a zip lookup's CPU.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { isApiRequest } from '../http/api-request';

export interface SecurityHeadersOptions {
  production: boolean;
  /** Origins the login pages post forms to or redirect through (the identity providers). */
  formActionOrigins: string[];
  /** Allow Google Analytics 4 (only when the SPA was built with a measurement id). */
  analytics: boolean;
}

// What gtag.js loads and where it sends events.
const ga4 = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/** Runs helmet's middleware once against a recorder and returns the headers it set. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as never, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = headersOf(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.analytics ? ga4.script : [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.analytics ? ga4.connect : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.analytics ? ga4.connect : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...options.formActionOrigins],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.production ? { maxAge: 63072000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  }));

  // On the raw response, as helmet itself does: the dev IdP's provider answers through it
  // directly (so an onSend hook never sees its discovery, jwks or /auth answers), and a route's
  // own header (the dev IdP pages' stricter CSP) still wins at writeHead.
  const entries = Object.entries({ ...headers, 'x-robots-tag': 'noindex, nofollow' });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });

  // A callback hook: it runs on every response (built files included) and never waits for anything.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'utsuru-security-headers' });
