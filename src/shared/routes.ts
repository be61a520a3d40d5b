// The route table of spec §2. Both the SPA router and the server (which answers 200 for
// these paths and 404 for anything else) read it, so the two can never disagree.

export type Layout = 'common' | 'step' | 'after' | 'revocation';

export interface RouteDef {
  /** Route name; spec §2 names some of them. */
  readonly name: string;
  /** wouter pattern; `:id` is required, `:id?` optional. */
  readonly pattern: string;
  readonly layout: Layout;
}

export const routes = [
  { name: 'index', pattern: '/', layout: 'common' },
  { name: 'index01', pattern: '/index01', layout: 'common' },
  { name: 'mypage', pattern: '/mypage', layout: 'common' },
  { name: 'procedureselection', pattern: '/procedureselection', layout: 'common' },
  { name: 'personalinfo', pattern: '/personalinfo', layout: 'common' },
  { name: 'address', pattern: '/address', layout: 'common' },
  { name: 'movingout', pattern: '/movingout', layout: 'common' },
  { name: 'movingin', pattern: '/movingin', layout: 'common' },
  { name: 'movinghouse', pattern: '/movinghouse', layout: 'common' },
  { name: 'lifeline', pattern: '/lifeline', layout: 'common' },
  { name: 'lifeline-id', pattern: '/lifeline/:id', layout: 'common' },
  { name: 'loadingupdate', pattern: '/loadingupdate', layout: 'common' },

  { name: 'step', pattern: '/step', layout: 'step' },
  { name: 'step-confirm', pattern: '/step/confirm', layout: 'step' },
  { name: 'step-promptauth', pattern: '/step/promptauth', layout: 'step' },
  { name: 'step-thanks', pattern: '/step/thanks', layout: 'step' },

  { name: 'after-step', pattern: '/after/step', layout: 'after' },
  { name: 'after-step-confirm', pattern: '/after/step/confirm', layout: 'after' },
  { name: 'after-step-thanks', pattern: '/after/step/thanks', layout: 'after' },
  { name: 'after-personalinfo', pattern: '/after/personalinfo', layout: 'after' },
  { name: 'after-checkinformation', pattern: '/after/checkinformation', layout: 'after' },
  { name: 'after-updateinformation', pattern: '/after/updateinformation', layout: 'after' },
  { name: 'after-lifeline-id', pattern: '/after/lifeline/:id?', layout: 'after' },

  { name: 'revocation-step', pattern: '/revocation/step', layout: 'revocation' },
  { name: 'revocation-step-confirm', pattern: '/revocation/step/confirm', layout: 'revocation' },
  { name: 'revocation-step-promptauth', pattern: '/revocation/step/promptauth', layout: 'revocation' },
  { name: 'revocation-step-thanks', pattern: '/revocation/step/thanks', layout: 'revocation' },

  { name: 'error-confirmation', pattern: '/error/confirmation', layout: 'common' },
  { name: 'error-expired', pattern: '/error/expired', layout: 'common' },
  { name: 'error-loginerror', pattern: '/error/loginerror', layout: 'common' },
  { name: 'error-after-loginerror', pattern: '/error/after/loginerror', layout: 'common' },
  { name: 'error-lp-loginerror', pattern: '/error/lp/loginerror', layout: 'common' },
  { name: 'error-revocation-loginerror', pattern: '/error/revocation/loginerror', layout: 'common' },
  { name: 'error-after-lp-loginerror', pattern: '/error/after/lp/loginerror', layout: 'common' },
  { name: 'error-after-mint-loginerror', pattern: '/error/after/mint/loginerror', layout: 'common' },
  { name: 'error-revocation-lp-loginerror', pattern: '/error/revocation/lp/loginerror', layout: 'common' },
  { name: 'error-revocation-mint-loginerror', pattern: '/error/revocation/mint/loginerror', layout: 'common' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];

const segment = /^[A-Za-z0-9_-]+$/;

/** True when `path` (no query string) matches a route of the table. */
export function matchRoute(path: string): RouteDef | undefined {
  const parts = path.split('/').filter(Boolean);
  return routes.find((route) => {
    const pattern = route.pattern.split('/').filter(Boolean);
    const required = pattern.filter((p) => !p.endsWith('?')).length;
    if (parts.length < required || parts.length > pattern.length) return false;
    return pattern.every((p, i) => {
      const part = parts[i];
      if (p.startsWith(':')) return part === undefined ? p.endsWith('?') : segment.test(part);
      return part === p;
    });
  });
}

/** Path of a named route, with its parameter filled in. */
export function pathOf(name: RouteName, params: { id?: string } = {}): string {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route.pattern.replace(/\/:id\??/, params.id ? `/${encodeURIComponent(params.id)}` : '');
}
