// The route table of spec §2. Both the SPA router and the server (which answers 200 for
// these paths and 404 for anything else) read it, so the two can never disagree.
import { stepOneSectionNames } from './forms/section-names';

export type Layout = 'common' | 'step' | 'after' | 'revocation';

export interface RouteParams {
  readonly id?: string | undefined;
}

export interface RouteDef {
  /** Route name; spec §2 names some of them. */
  readonly name: string;
  /** wouter pattern; `:id` is required, `:id?` optional. */
  readonly pattern: string;
  readonly layout: Layout;
  /**
   * The page's title (`{title}｜うつる 引越し手続き`), set as soon as the route is entered so that
   * analytics and assistive technology never get the previous page's title; a page may refine it.
   */
  readonly title: string;
  /**
   * Spec §2: a page may have a validate check; when it fails the SPA shows the 404 page.
   * (The server answers such a path 200, as it cannot run page checks; the SPA decides.)
   */
  readonly validate?: (params: RouteParams) => boolean;
}

/** Lifeline business ids, as `BusinessId` in openapi/components/schemas/BusinessId.yaml. */
export const businessIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;


const validBusinessId = ({ id }: RouteParams) => id === undefined || businessIdPattern.test(id);

export const routes = [
  { name: 'index', pattern: '/', layout: 'common', title: 'トップ' },
  { name: 'index01', pattern: '/index01', layout: 'common', title: 'トップ' },
  { name: 'mypage', pattern: '/mypage', layout: 'common', title: 'マイページ' },
  { name: 'procedureselection', pattern: '/procedureselection', layout: 'common', title: stepOneSectionNames.procedures },
  { name: 'personalinfo', pattern: '/personalinfo', layout: 'common', title: stepOneSectionNames.applicant },
  { name: 'address', pattern: '/address', layout: 'common', title: stepOneSectionNames.moving },
  { name: 'movingout', pattern: '/movingout', layout: 'common', title: '転出届' },
  { name: 'movingin', pattern: '/movingin', layout: 'common', title: '転入予定連絡' },
  { name: 'movinghouse', pattern: '/movinghouse', layout: 'common', title: '転居予定連絡' },
  { name: 'lifeline', pattern: '/lifeline', layout: 'common', title: 'ライフラインの手続き' },
  { name: 'lifeline-id', pattern: '/lifeline/:id', layout: 'common', title: 'ライフラインの申込み', validate: validBusinessId },
  { name: 'loadingupdate', pattern: '/loadingupdate', layout: 'common', title: '本人情報を更新しています' },
  // Help pages (issue 28), signed out too: the footer links to them on every page.
  { name: 'faq', pattern: '/faq', layout: 'common', title: 'よくある質問' },
  { name: 'contact', pattern: '/contact', layout: 'common', title: 'お問い合わせ' },
  { name: 'accessibility', pattern: '/accessibility', layout: 'common', title: 'アクセシビリティ方針' },

  { name: 'step-readiness', pattern: '/step/readiness', layout: 'step', title: '手続きを始める前に' },
  { name: 'step', pattern: '/step', layout: 'step', title: '申請内容の入力' },
  { name: 'step-confirm', pattern: '/step/confirm', layout: 'step', title: '申請内容の確認' },
  { name: 'step-promptauth', pattern: '/step/promptauth', layout: 'step', title: '電子署名' },
  { name: 'step-thanks', pattern: '/step/thanks', layout: 'step', title: '申請の完了' },

  { name: 'after-step-readiness', pattern: '/after/step/readiness', layout: 'after', title: '追加申込みを始める前に' },
  { name: 'after-step', pattern: '/after/step', layout: 'after', title: 'ライフラインの追加申込み' },
  { name: 'after-step-confirm', pattern: '/after/step/confirm', layout: 'after', title: '追加申込み内容の確認' },
  { name: 'after-step-thanks', pattern: '/after/step/thanks', layout: 'after', title: '追加申込みの完了' },
  { name: 'after-personalinfo', pattern: '/after/personalinfo', layout: 'after', title: '申請者の情報' },
  { name: 'after-checkinformation', pattern: '/after/checkinformation', layout: 'after', title: '本人情報の確認' },
  { name: 'after-updateinformation', pattern: '/after/updateinformation', layout: 'after', title: '本人情報の更新' },
  { name: 'after-lifeline-id', pattern: '/after/lifeline/:id?', layout: 'after', title: 'ライフラインの追加申込み', validate: validBusinessId },

  { name: 'revocation-step-readiness', pattern: '/revocation/step/readiness', layout: 'revocation', title: '取消しを始める前に' },
  { name: 'revocation-step', pattern: '/revocation/step', layout: 'revocation', title: '申請の取消し' },
  { name: 'revocation-step-confirm', pattern: '/revocation/step/confirm', layout: 'revocation', title: '取消し内容の確認' },
  { name: 'revocation-step-promptauth', pattern: '/revocation/step/promptauth', layout: 'revocation', title: '電子署名' },
  { name: 'revocation-step-thanks', pattern: '/revocation/step/thanks', layout: 'revocation', title: '取消しの完了' },

  { name: 'error-confirmation', pattern: '/error/confirmation', layout: 'common', title: '入力内容にエラーがあります' },
  { name: 'error-expired', pattern: '/error/expired', layout: 'common', title: '受付期限を過ぎています' },
  { name: 'error-loginerror', pattern: '/error/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-after-loginerror', pattern: '/error/after/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-lp-loginerror', pattern: '/error/lp/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-revocation-loginerror', pattern: '/error/revocation/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-after-lp-loginerror', pattern: '/error/after/lp/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-after-mint-loginerror', pattern: '/error/after/mint/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-revocation-lp-loginerror', pattern: '/error/revocation/lp/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-revocation-mint-loginerror', pattern: '/error/revocation/mint/loginerror', layout: 'common', title: 'ログインできませんでした' },
] as const satisfies readonly RouteDef[];

/** The title of the 404 page (paths outside the table, failed validate checks). */
export const notFoundTitle = 'ページが見つかりません';

export type AppRoute = (typeof routes)[number];
export type RouteName = AppRoute['name'];

const segment = /^[A-Za-z0-9_-]+$/;

/** True when `path` (no query string) matches a route of the table. */
export function matchRoute(path: string): AppRoute | undefined {
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

/** False when the route's validate check (if any) rejects the parameters: show the 404 page. */
export function routeParamsValid(route: RouteDef, params: RouteParams): boolean {
  return route.validate ? route.validate(params) : true;
}

/** The parameters `path` gives `route` (the route matchRoute found for it). */
export function routeParamsOf(route: RouteDef, path: string): RouteParams {
  const parts = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  route.pattern.split('/').filter(Boolean).forEach((p, i) => {
    const part = parts[i];
    if (p.startsWith(':') && part !== undefined) params[p.slice(1).replace(/\?$/, '')] = part;
  });
  return params;
}

/** The route whose page `path` shows: none for the 404 page (outside the table, or a failed validate check). */
export function routeShownAt(path: string): AppRoute | undefined {
  const route = matchRoute(path);
  return route && routeParamsValid(route, routeParamsOf(route, path)) ? route : undefined;
}

/** The route table's title of a page (the document title). */
export function routeTitleOf(name: RouteName): string {
  return routes.find((route) => route.name === name)?.title ?? '';
}

/** Path of a named route, with its parameter filled in. */
export function pathOf(name: RouteName, params: { id?: string } = {}): string {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route.pattern.replace(/\/:id\??/, params.id ? `/${encodeURIComponent(params.id)}` : '');
}
