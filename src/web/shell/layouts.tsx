// The layouts of spec §2: each flow's (step, after, revocation) runs its login check; common has
// none. A signed-out resident of the after and revocation layouts is asked to log in in place. All of them show a failed call's error page in place of the page (spec §8). The page
// frame (header, footer, progress bar, fade) is shared by all of them and wraps them in app.tsx,
// so it stays mounted across pages (decision 005).
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { topPathOf } from '#machines/error-paths';
import { flowList, flowOfLayout, type FlowDefinition } from '#shared/flows';
import type { AppRoute, Layout } from '#shared/routes';
import { shownFailureStore } from '../errors/failure-reporting';
import { flowOf, pageKindOf, rememberedStartPath } from '../routing/route-context';
import { useRouteSession } from '../session/current-route-session';
import { useStore } from '../stores/use-store';
import { loginCheck, type GuardedLayout } from '../layout/login-checks';
import { PendingContent } from '../layout/pending-content';
import { ChunkLoading } from '../routing/chunk-loading';
import { LazyErrorPage, LazyLoginRequiredPage } from './error-pages';

export interface LayoutProps {
  route: AppRoute;
  children: ReactNode;
}

/** The error page in place of the page while a failure is shown, else the page. */
function PageOrFailure({ route, children }: LayoutProps) {
  const failure = useStore(shownFailureStore);
  if (!failure) return children;
  return (
    // The error page's chunk (with its machine) loads the first time a failure shows.
    <Suspense fallback={<ChunkLoading />}>
      <LazyErrorPage
        // A different failure is a different page: start its machine afresh.
        key={`${failure.status}:${failure.code}`}
        status={failure.status}
        flow={flowOf(route.layout)}
        pageKind={pageKindOf(route.name)}
        temporarily={failure.temporarily}
        inPlace
      />
    </Suspense>
  );
}

export function CommonLayout({ route, children }: LayoutProps) {
  return <PageOrFailure route={route}>{children}</PageOrFailure>;
}

function LoginCheckedLayout({ layout, route, children }: LayoutProps & { layout: GuardedLayout }) {
  const session = useRouteSession();
  const failure = useStore(shownFailureStore);
  if (!failure) {
    // 'failed' without a shown failure: a 408 on its way to the expired page.
    if (session.status !== 'ready') return <PendingContent />;
    const check = loginCheck(layout, session.value.auth, topPathOf(rememberedStartPath()));
    if (!check.allowed && 'redirectTo' in check) return <Redirect to={check.redirectTo} replace />;
    if (!check.allowed) {
      return (
        <Suspense fallback={<ChunkLoading />}>
          <LazyLoginRequiredPage flow={flowOfLayout(layout)} />
        </Suspense>
      );
    }
  }
  return <PageOrFailure route={route}>{children}</PageOrFailure>;
}

function guardedLayout(layout: GuardedLayout): ComponentType<LayoutProps> {
  const GuardedLayoutOf = (props: LayoutProps) => <LoginCheckedLayout layout={layout} {...props} />;
  GuardedLayoutOf.displayName = `${layout}Layout`;
  return GuardedLayoutOf;
}

/** Common's, and each flow's with its login check: a new flow's layout comes with its registry entry. */
export function layoutsOf(list: readonly FlowDefinition[]): Readonly<Record<Layout, ComponentType<LayoutProps>>> {
  const guarded = list.map((flow) => [flow.layout, guardedLayout(flow.layout as GuardedLayout)] as const);
  return Object.fromEntries([['common', CommonLayout], ...guarded]) as Record<Layout, ComponentType<LayoutProps>>;
}

export const layouts = layoutsOf(flowList);

/** Whether a layout (with its login check) has this name; a route naming another is spec §8's 'Unknown middleware'. */
export function isKnownLayout(name: string): name is Layout {
  return Object.hasOwn(layouts, name);
}
