// The eight login-error routes of spec §2 (`/error[/after|/revocation][/lp|/mint]/loginerror`,
// brief §4: the provider id is the segment), with their flow and provider from the flow registry.
import { flowOfPhase, flows, loginErrorRoutes as registryRoutes, providerNames, type FlowName, type Phase, type ProviderId } from '#shared/flows';

export interface LoginErrorRoute {
  phase: Phase;
  provider: ProviderId;
}

type LoginErrorsOf<F extends FlowName> = (typeof flows)[F]['loginErrors'];
export type LoginErrorRouteName = { [F in FlowName]: LoginErrorsOf<F>[keyof LoginErrorsOf<F>] }[FlowName];

export const loginErrorRoutes = Object.fromEntries(
  [...registryRoutes].map(([name, { flow, provider }]) => [name, { phase: flow.phase, provider }]),
) as Readonly<Record<LoginErrorRouteName, LoginErrorRoute>>;

export function isLoginErrorRoute(route: string): route is LoginErrorRouteName {
  return Object.hasOwn(loginErrorRoutes, route);
}

export interface LoginErrorContent {
  title: string;
  lead: string;
  buttonLabel: string;
  /** The button label in the phrases a line may end between (never inside ログイン). */
  buttonPhrases: readonly string[];
}

export function loginErrorContent({ phase, provider }: LoginErrorRoute): LoginErrorContent {
  return {
    title: 'ログインできませんでした',
    lead: `${flowOfPhase(phase).label}のログインが完了しなかったか、ログインの有効期限が切れています。お手数ですが、もう一度ログインしてください。`,
    buttonLabel: `${providerNames[provider]}でもう一度ログイン`,
    buttonPhrases: [`${providerNames[provider]}で`, 'もう一度', 'ログイン'],
  };
}
