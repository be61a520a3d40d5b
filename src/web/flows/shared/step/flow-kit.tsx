// One flow's step pages from its registry entry and its logic (issue 25): the live machine (the
// flow's effects with the app's client, navigation and failure reporting), its one actor bound to
// the URL (flow-binding.tsx), the page that renders each step route inside that actor's provider,
// and the thanks page. Each flow writes only what is its own: its calls, its pages, its texts.
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createActor, type AnyStateMachine, type ActorRefFrom, type ContextFrom, type SnapshotFrom } from 'xstate';
import type { SubmissionResult } from '#machines/signing.machine';
import { stepPathsOf, type FlowDefinition, type StepRouteOf } from '#shared/flows';
import { pathOf } from '#shared/routes';
import { apiClient } from '../../../api/client';
import { primaryButton } from '../../../components/button.css';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { lead, stack } from '../../../layout/page-heading.css';
import { PendingContent } from '../../../layout/pending-content';
import type { PageComponent } from '../../../routing/page-loader';
import { loadRouteDraft } from '../../../session/current-route-session';
import { createFlowBinding } from './flow-binding';
import type { FlowLogicDeps } from './flow-effects';
import { ReceiptLink } from '../receipt-link';
import { ReceptionNumber } from './reception-number';
import { StepHeading, stepTitleOf } from './step-page-parts';
import * as css from './step-pages.css';

export interface FlowKitOptions<F extends FlowDefinition, M extends AnyStateMachine> {
  /** The flow's registry entry: its step routes, its phase. */
  flow: F;
  /** The flow's machine with its effects provided (e.g. normal/step/flow-logic.ts). */
  logic: (deps: FlowLogicDeps) => M;
  /** What the machine's input has besides the requested path and the flow (read when the actor starts). */
  input?: () => object;
  /** The URL of the machine's state (`#machines/<flow>.machine`'s `pathForState`). */
  pathForState: (snapshot: SnapshotFrom<M>) => string | null;
}

/** What the thanks page says around the reception number, from the flow's context. */
export interface ThanksTexts<C> {
  heading: string;
  lead: (context: C) => ReactNode;
  /** After the reception number, before the way to マイページ. */
  body: (context: C) => ReactNode;
}

export function createFlowKit<F extends FlowDefinition, M extends AnyStateMachine>({ flow, logic, input, pathForState }: FlowKitOptions<F, M>) {
  type Actor = ActorRefFrom<M>;
  /** What the thanks page reads of the flow's snapshot (every flow keeps the submission's answer). */
  type ThanksSnapshot = { context: { submission: SubmissionResult | null }; matches(state: 'thanks'): boolean };

  const machine = logic({
    client: apiClient,
    navigate,
    reportFailure: (operation, error) => {
      reportApiFailure(operation, error);
    },
    loadDraft: (signal) => loadRouteDraft(flow.phase, signal),
  });

  const { FlowProvider, useFlow } = createFlowBinding<Actor>({
    create: (requestedPath) => createActor(machine as AnyStateMachine, { input: { requestedPath, flow, ...input?.() }, ...inspectOptions() }) as Actor,
    flowPaths: Object.values(stepPathsOf(flow)),
    pathForState,
  });

  /**
   * The flow's step routes as one page, each route's page inside the provider of the flow's one
   * actor; `gates` wrap a route's page in what must come before the actor (e.g. a question).
   */
  function stepRoutePage(
    pages: Readonly<Record<StepRouteOf<F>, ComponentType>>,
    gates: Partial<Record<StepRouteOf<F>, ComponentType<{ children: ReactNode }>>> = {},
  ): PageComponent<StepRouteOf<F>> {
    return function StepRoutePage({ route }) {
      const Page: ComponentType = pages[route];
      const Gate: ComponentType<{ children: ReactNode }> | undefined = gates[route];
      const flowPage = (
        <FlowProvider>
          <Page />
        </FlowProvider>
      );
      return Gate ? <Gate>{flowPage}</Gate> : flowPage;
    };
  }

  /** The thanks page: the flow's texts around the reception number, and the way to マイページ. */
  function thanksPage(texts: ThanksTexts<ContextFrom<M>>): ComponentType {
    return function ThanksPage() {
      const snapshot = useFlow().snapshot as ThanksSnapshot;
      const { submission } = snapshot.context;
      const context = snapshot.context as ContextFrom<M>;
      if (!snapshot.matches('thanks') || !submission) return <PendingContent />;
      return (
        <>
          <StepHeading title={stepTitleOf(flow.steps.thanks)} view="thanks">{texts.heading}</StepHeading>
          <div className={stack}>
            <p className={lead}>{texts.lead(context)}</p>
            <ReceptionNumber number={submission.reception_number} />
            <p>
              <ReceiptLink applicationId={submission.application_id} receptionNumber={submission.reception_number} />
            </p>
            {texts.body(context)}
            <div className={css.actions}>
              <Link href={pathOf('mypage')} className={primaryButton}>
                マイページへ
              </Link>
            </div>
          </div>
        </>
      );
    };
  }

  return { FlowProvider, useFlow, stepRoutePage, thanksPage };
}
