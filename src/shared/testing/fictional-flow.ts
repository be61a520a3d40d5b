// A fourth flow that ships nowhere (issue 25 point 5): 転送届の連絡, the resident telling the
// post office where to forward mail after the move. It is what docs/adding-a-flow.md says a new
// flow adds to the registry and the route table, kept out of both: the tests hand it to the code
// that iterates the flows. Its name, phase, layout and route names are none of the shipped
// types' members, hence the casts.
import type { FlowDefinition, FlowName, Phase } from '../flows';
import type { Layout, RouteDef, RouteName } from '../routes';

const layout = 'forwarding' as Layout;
const route = (name: string) => name as RouteName;

/** What the flow adds to the route table (src/shared/routes.ts). */
export const forwardingRoutes: readonly RouteDef[] = [
  { name: 'forwarding-step-readiness', pattern: '/forwarding/step/readiness', layout, title: '転送届の連絡を始める前に' },
  { name: 'forwarding-step', pattern: '/forwarding/step', layout, title: '転送届の連絡' },
  { name: 'forwarding-step-confirm', pattern: '/forwarding/step/confirm', layout, title: '転送届の確認' },
  { name: 'forwarding-step-thanks', pattern: '/forwarding/step/thanks', layout, title: '転送届の連絡の完了' },
  { name: 'error-forwarding-loginerror', pattern: '/error/forwarding/loginerror', layout: 'common', title: 'ログインできませんでした' },
  { name: 'error-forwarding-mint-loginerror', pattern: '/error/forwarding/mint/loginerror', layout: 'common', title: 'ログインできませんでした' },
];

/** What the flow adds to the flow registry (src/shared/flows.ts). */
export const forwardingFlow: FlowDefinition = {
  name: 'forwarding' as FlowName,
  phase: 4 as Phase,
  label: '転送届の連絡',
  layout,
  steps: { input: route('forwarding-step'), confirm: route('forwarding-step-confirm'), promptauth: null, thanks: route('forwarding-step-thanks') },
  draftStart: route('forwarding-step'),
  readiness: route('forwarding-step-readiness'),
  session: { request: 'forwarding_user_session', exemptRoutes: [route('forwarding-step'), route('forwarding-step-thanks')] },
  landing: route('forwarding-step'),
  loginErrors: { '': route('error-forwarding-loginerror'), mint: route('error-forwarding-mint-loginerror') },
  signed: false,
  available: true,
  applicationAction: '郵便物の転送を届け出る',
  cancelsApplication: false,
  sectionsCreateFirstDraft: false,
  signedOut: 'log-in',
};
