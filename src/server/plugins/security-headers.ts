// Security headers for every response (brief §6): a CSP without inline script, no framing,
// no sniffing, a strict referrer policy, no indexing, and no caching of API answers.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiBasePath } from '../../shared/config/brand';

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

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
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
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (request.url.startsWith(`${apiBasePath}/`)) reply.header('Cache-Control', 'no-store');
  });
}

export default fp(securityHeaders, { name: 'utsuru-security-headers' });
