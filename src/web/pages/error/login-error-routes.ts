// The eight login-error routes of spec §2: the flow and the provider come from the path
// (`/error[/after|/revocation][/lp|/mint]/loginerror`, brief §4: the provider id is the segment).
import type { LoginProviderId, Phase } from '../../../../machines/login-start.machine';
import type { RouteName } from '../../../shared/routes';

export interface LoginErrorRoute {
  phase: Phase;
  provider: LoginProviderId;
}

export const loginErrorRoutes = {
  'error-loginerror': { phase: 1, provider: '' },
  'error-lp-loginerror': { phase: 1, provider: 'lp' },
  'error-after-loginerror': { phase: 2, provider: '' },
  'error-after-lp-loginerror': { phase: 2, provider: 'lp' },
  'error-after-mint-loginerror': { phase: 2, provider: 'mint' },
  'error-revocation-loginerror': { phase: 3, provider: '' },
  'error-revocation-lp-loginerror': { phase: 3, provider: 'lp' },
  'error-revocation-mint-loginerror': { phase: 3, provider: 'mint' },
} as const satisfies Partial<Record<RouteName, LoginErrorRoute>>;

export type LoginErrorRouteName = keyof typeof loginErrorRoutes;

export function isLoginErrorRoute(route: string): route is LoginErrorRouteName {
  return Object.hasOwn(loginErrorRoutes, route);
}

/** What the resident reads for each provider (the top page's button texts, brief §4). */
export const providerNames: Readonly<Record<LoginProviderId, string>> = {
  '': 'マイナンバーカード',
  lp: '他のログインサービス（LP）',
  mint: '他のログインサービス（MINT）',
};

const flowNames: Readonly<Record<Phase, string>> = {
  1: '引越しの手続き',
  2: 'ライフラインの追加申込み',
  3: '申請の取消し',
};

export interface LoginErrorContent {
  title: string;
  lead: string;
  buttonLabel: string;
}

export function loginErrorContent({ phase, provider }: LoginErrorRoute): LoginErrorContent {
  return {
    title: 'ログインできませんでした',
    lead: `${flowNames[phase]}のログインが完了しなかったか、ログインの有効期限が切れています。お手数ですが、もう一度ログインしてください。`,
    buttonLabel: `${providerNames[provider]}でもう一度ログイン`,
  };
}
