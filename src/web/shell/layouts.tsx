// The four layouts of spec §2. Step, after and revocation each run their login check; common has
// none. A signed-out resident of the after and revocation layouts is asked to log in in place. All of them show a failed call's error page in place of the page (spec §8). The page
// frame (header, footer, progress bar, fade) is shared by all four and wraps them in app.tsx,
// so it stays mounted across pages (decision 005).
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { topPathOf } from '#machines/error-paths';
import { flowOfLayout } from '#shared/flows';
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

export const StepLayout = guardedLayout('step');
export const AfterLayout = guardedLayout('after');
export const RevocationLayout = guardedLayout('revocation');

export const layouts: Readonly<Record<Layout, ComponentType<LayoutProps>>> = {
  common: CommonLayout,
  step: StepLayout,
  after: AfterLayout,
  revocation: RevocationLayout,
};

/** Whether a layout (with its login check) has this name; a route naming another is spec §8's 'Unknown middleware'. */
export function isKnownLayout(name: string): name is Layout {
  return Object.hasOwn(layouts, name);
}
