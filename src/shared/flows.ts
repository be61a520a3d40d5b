// The flow registry (issue 10, decision 015): what each of the three flows *is*, in one table.
// Routing, the session-fetch policy, login landings and login-error pages, the error page's
// confirm button, the offered providers and the submission service all read it, so a new flow
// is a definition here plus its own pages and machine. Paths come from the route table.
// Phase numbers and flow names stand nowhere else in the code: lint refuses them (src/lint/no-flow-literals.js).
import type { components, operations } from './api/schema';
import { pathOf, type Layout, type RouteName } from './routes';

/** Phase codes of spec §3/§9: 1 normal, 2 addition, 3 revocation. */
export type Phase = components['schemas']['Phase'];

/** Login provider id (brief §4): '' the primary one (My Number card), 'lp' and 'mint' the second services. */
export type ProviderId = NonNullable<NonNullable<operations['getLoginAuthzUrl']['parameters']['query']>['provider']>;
export const providerIds = ['', 'lp', 'mint'] as const satisfies readonly ProviderId[];

/**
 * What the resident reads for each provider: the login buttons, the login-error pages. Named for
 * what each is, never by its id (decision 018): 'lp' is a partner's login service.
 */
export const providerNames: Readonly<Record<ProviderId, string>> = {
  '': 'マイナンバーカード',
  lp: '提携ログインサービス',
  mint: '他のログインサービス（MINT）',
};

export type FlowName = 'normal' | 'addition' | 'revocation';

export interface FlowStepRoutes {
  /** The overview the resident fills the application in from. */
  readonly input: RouteName;
  readonly confirm: RouteName;
  /** The signing page; null for a flow that is not signed. */
  readonly promptauth: RouteName | null;
  readonly thanks: RouteName;
}

export interface FlowDefinition {
  readonly name: FlowName;
  readonly phase: Phase;
  /** What the resident reads for the flow (login-error page, マイページ). */
  readonly label: string;
  /** The layout of the flow's step pages (spec §2). */
  readonly layout: Layout;
  readonly steps: FlowStepRoutes;
  /**
   * The one page that may create the flow's draft (issue 24). Any other page of the flow opened
   * without a draft (a reload of thanks, a link to confirm) creates nothing and leads to マイページ,
   * where what was sent is shown.
   */
  readonly draftStart: RouteName;
  /**
   * The page before any form (issue 28): whether the resident can finish the flow online. The
   * start actions (マイページ, the top page) lead here, and it leads on to `draftStart`.
   */
  readonly readiness: RouteName;
  /** Spec §7's named request for the flow's session, and the routes that must not fetch it (spec §2). */
  readonly session: { readonly request: string; readonly exemptRoutes: readonly RouteName[] };
  /** Where a login for this flow lands. */
  readonly landing: RouteName;
  /** The providers the flow offers, in display order, each with its login-error route (spec §2). */
  readonly loginErrors: Readonly<Partial<Record<ProviderId, RouteName>>>;
  /** Whether the resident signs the flow's application with the signing certificate (brief §4). */
  readonly signed: boolean;
  /**
   * Whether the flow's pages are built. A flow that is not available offers nothing: マイページ
   * shows no action leading to it rather than a dead link (decision 018).
   */
  readonly available: boolean;
  /** What マイページ offers on a submitted application to start this flow; null when it is not started from one. */
  readonly applicationAction: string | null;
  /**
   * Whether the flow cancels the submitted application it is started from: マイページ offers it on
   * each one with something left to cancel, and names that one by its 受付番号 (decision 021 L3).
   * Otherwise the flow builds on the resident's newest application (decision 020 L2).
   */
  readonly cancelsApplication: boolean;
  /**
   * Whether a section page opened without a draft begins the flow's first filing (issue 24 1a):
   * otherwise only `draftStart` creates the draft.
   */
  readonly sectionsCreateFirstDraft: boolean;
  /**
   * Where a resident who is not signed in goes (decision 005): 'start', the remembered start page
   * (the top page offers the normal flow's login); 'log-in', in place of the page, the request to
   * log in with the flow's services. A deep link while signed out is not a login that failed, so
   * not a login-error page (issue 24).
   */
  readonly signedOut: 'start' | 'log-in';
}

export const flows = {
  normal: {
    name: 'normal',
    phase: 1,
    label: '引越しの手続き',
    layout: 'step',
    steps: { input: 'step', confirm: 'step-confirm', promptauth: 'step-promptauth', thanks: 'step-thanks' },
    draftStart: 'step',
    readiness: 'step-readiness',
    session: { request: 'user_session', exemptRoutes: ['step', 'step-promptauth', 'step-thanks'] },
    landing: 'mypage',
    loginErrors: { '': 'error-loginerror', lp: 'error-lp-loginerror' },
    signed: true,
    available: true,
    applicationAction: null,
    cancelsApplication: false,
    sectionsCreateFirstDraft: true,
    signedOut: 'start',
  },
  addition: {
    name: 'addition',
    phase: 2,
    label: 'ライフラインの追加申込み',
    layout: 'after',
    steps: { input: 'after-step', confirm: 'after-step-confirm', promptauth: null, thanks: 'after-step-thanks' },
    draftStart: 'after-step',
    readiness: 'after-step-readiness',
    session: { request: 'addition_user_session', exemptRoutes: [] },
    landing: 'after-step',
    loginErrors: { '': 'error-after-loginerror', lp: 'error-after-lp-loginerror', mint: 'error-after-mint-loginerror' },
    signed: false,
    available: true,
    applicationAction: 'ライフラインの手続きを追加する',
    cancelsApplication: false,
    sectionsCreateFirstDraft: false,
    signedOut: 'log-in',
  },
  revocation: {
    name: 'revocation',
    phase: 3,
    label: '申請の取消し',
    layout: 'revocation',
    steps: {
      input: 'revocation-step',
      confirm: 'revocation-step-confirm',
      promptauth: 'revocation-step-promptauth',
      thanks: 'revocation-step-thanks',
    },
    draftStart: 'revocation-step',
    readiness: 'revocation-step-readiness',
    session: {
      request: 'revocation_user_session',
      exemptRoutes: ['revocation-step', 'revocation-step-promptauth', 'revocation-step-thanks'],
    },
    landing: 'revocation-step',
    loginErrors: {
      '': 'error-revocation-loginerror',
      lp: 'error-revocation-lp-loginerror',
      mint: 'error-revocation-mint-loginerror',
    },
    signed: true,
    available: true,
    applicationAction: '申請を取り消す',
    cancelsApplication: true,
    sectionsCreateFirstDraft: false,
    signedOut: 'log-in',
  },
} as const satisfies Readonly<Record<FlowName, FlowDefinition>>;

/** Every flow, in phase order. */
export const flowList: readonly FlowDefinition[] = [flows.normal, flows.addition, flows.revocation];

export const phases: readonly Phase[] = flowList.map((flow) => flow.phase);

/** A flow's draft read (GET user_session/{phase}) as the error catalogue names the operation. */
export type SessionReadOperation = `user_session/${Phase}`;

export function sessionReadOf(flow: FlowDefinition): SessionReadOperation {
  return `user_session/${flow.phase}`;
}

export function flowOfPhase(phase: Phase): FlowDefinition {
  const flow = flowList.find((candidate) => candidate.phase === phase);
  if (!flow) throw new Error(`no flow has phase ${String(phase)}`);
  return flow;
}

/** The flow a page belongs to: its layout's flow; the common layout's pages are the normal flow's. */
export function flowOfLayout(layout: Layout): FlowDefinition {
  return flowList.find((flow) => flow.layout === layout) ?? flows.normal;
}

/** What a submitted application offers: the flows started from one that are available, each starting at its readiness page. */
export function applicationActions(list: readonly FlowDefinition[] = flowList): { flow: FlowDefinition; label: string; path: string }[] {
  return list.flatMap((flow) =>
    flow.available && flow.applicationAction ? [{ flow, label: flow.applicationAction, path: readinessPathOf(flow) }] : [],
  );
}

/** The path of the page before any form of the flow (issue 28). */
export function readinessPathOf(flow: FlowDefinition): string {
  return pathOf(flow.readiness);
}

/** The flow whose readiness page a route is, if any. */
export function flowOfReadiness(route: RouteName): FlowDefinition | undefined {
  return flowList.find((flow) => flow.readiness === route);
}

/** The providers a flow offers, in display order. */
export function flowProviders(flow: FlowDefinition): ProviderId[] {
  return providerIds.filter((id) => flow.loginErrors[id] !== undefined);
}

/** The four step pages of a flow as paths (a flow that is not signed has no promptauth path). */
export function stepPathsOf(flow: FlowDefinition): { input: string; confirm: string; promptauth: string | null; thanks: string } {
  const { input, confirm, promptauth, thanks } = flow.steps;
  return { input: pathOf(input), confirm: pathOf(confirm), promptauth: promptauth && pathOf(promptauth), thanks: pathOf(thanks) };
}

/**
 * Whether the flow builds on the resident's newest submitted application (decision 020 L2): one
 * started from an application that does not cancel it. It cannot start without one (issue 28).
 */
export function buildsOnApplication(flow: FlowDefinition): boolean {
  return flow.applicationAction !== null && !flow.cancelsApplication;
}

/** The path of the one page that may create the flow's draft. */
export function draftStartPathOf(flow: FlowDefinition): string {
  return pathOf(flow.draftStart);
}

export function landingPathOf(flow: FlowDefinition): string {
  return pathOf(flow.landing);
}

export function confirmPathOf(flow: FlowDefinition): string {
  return pathOf(flow.steps.confirm);
}

/** The login-error page for a flow and provider; a provider the flow does not offer gets the primary one's. */
export function loginErrorPathOf(flow: FlowDefinition, provider: ProviderId): string {
  return pathOf(flow.loginErrors[provider] ?? flow.loginErrors[''] ?? 'error-loginerror');
}

export interface LoginErrorRoute {
  readonly flow: FlowDefinition;
  readonly provider: ProviderId;
}

/** Every login-error route with the flow and provider it belongs to. */
export function loginErrorRoutesOf(list: readonly FlowDefinition[]): ReadonlyMap<RouteName, LoginErrorRoute> {
  return new Map(list.flatMap((flow) => flowProviders(flow).map((provider) => [flow.loginErrors[provider] as RouteName, { flow, provider }] as const)));
}

export const loginErrorRoutes: ReadonlyMap<RouteName, LoginErrorRoute> = loginErrorRoutesOf(flowList);

/** Whether a route is one of a flow's confirm pages. */
export function isConfirmRoute(route: RouteName): boolean {
  return flowList.some((flow) => flow.steps.confirm === route);
}

/** A flow's step routes, as the registry names them (a flow that is not signed has no promptauth route). */
export type StepRouteOf<F extends FlowDefinition> = NonNullable<F['steps'][keyof FlowStepRoutes]>;

export function stepRoutesOf<F extends FlowDefinition>(flow: F): StepRouteOf<F>[] {
  return Object.values(flow.steps).filter((route): route is StepRouteOf<F> => route !== null);
}
