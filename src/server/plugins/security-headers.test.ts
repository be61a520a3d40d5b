import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

describe('security headers', () => {
  const server = useTestServer();

  it('sends a CSP without inline script and forbids framing on pages', async () => {
    const response = await fetch(`${server().baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('marks API answers no-store and noindex', async () => {
    const response = await fetch(`${server().baseUrl}/utsuru-api/v1/auth_status`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the session cookie away from scripts and other sites', async () => {
    const response = await fetch(`${server().baseUrl}/utsuru-api/v1/csrf_token`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('utsuru_sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });
});

describe('security headers with Google Analytics configured', () => {
  const server = useTestServer({ env: { VITE_GA_MEASUREMENT_ID: 'G-TEST123' } });

  it('lets gtag.js load and report, and nothing else', async () => {
    const csp = (await fetch(`${server().baseUrl}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com(;|$)/);
    expect(csp).toContain('connect-src \'self\' https://*.google-analytics.com');
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('security headers on the development provider', () => {
  const server = useTestServer();

  it('marks every /dev-idp answer noindex, also those oidc-provider writes itself: discovery, jwks, /auth', async () => {
    const discovery = await fetch(`${server().baseUrl}/dev-idp/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const { jwks_uri: jwksUri, authorization_endpoint: authorizationEndpoint } = (await discovery.json()) as Record<string, string>;
    const jwks = await fetch(jwksUri!);
    const authorization = await fetch(`${authorizationEndpoint!}?client_id=nobody`, { redirect: 'manual' });
    const interactionPage = await fetch(`${server().baseUrl}/dev-idp/interaction/unknown`, { redirect: 'manual' });
    for (const response of [discovery, jwks, authorization, interactionPage]) {
      expect(response.headers.get('x-robots-tag'), response.url).toContain('noindex');
    }
  });
});
