// Routes come from the shared table (src/shared/routes.ts) that the server also serves,
// so every path it answers 200 has a page here and everything else is the 404 page. Each
// route renders in its layout (layout/layouts.tsx); a route whose validate check rejects
// the parameters shows the 404 page too (spec §2), and one whose layout names a login check
// that does not exist shows the 500 page with 'Unknown middleware' (spec §8).
import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { FlowDefinition } from '#shared/flows';
import { routeParamsValid, routes, type AppRoute, type RouteName, type RouteParams } from '#shared/routes';
import { isKnownLayout, layouts } from './layouts';
import { TopPage } from '../flows/common/top/top-page';
import { ChunkLoading } from '../routing/chunk-loading';
import { lazyPage } from '../routing/lazy-page';
import type { FirstChunkPageLoader, LazyPageLoader, PageComponent, PageProps } from '../routing/page-loader';
import { LoginRequiredPageContext } from '../routing/login-required';
import { NotFoundPageContext } from '../routing/page-not-found';
import { PageErrorBoundary } from './page-error-boundary';
import { LazyLoginRequiredPage, LazyNotFoundPage, LazyUnknownMiddlewarePage } from './error-pages';
import { pageTable } from './page-table';

type FirstChunkRoute = { [R in RouteName]: (typeof pageTable)[R] extends FirstChunkPageLoader ? R : never }[RouteName];

/** The pages the first chunk carries, rendered without a lazy load. */
const firstChunkPages: { [R in FirstChunkRoute]: PageComponent<R> } = { index: TopPage, index01: TopPage };

/** One lazy component per loader: routes that share a loader share the component. */
const lazyPages = new Map<LazyPageLoader<never>, ComponentType<PageProps<never>>>();
function lazyPageOf(loader: LazyPageLoader<never>): ComponentType<PageProps<never>> {
  let page = lazyPages.get(loader);
  if (!page) lazyPages.set(loader, (page = lazyPage(loader.chunk, loader.page)));
  return page;
}

function PageOf({ route }: { route: RouteName }) {
  const loader = pageTable[route];
  // The table gives each route a page that takes it: the one place the route and its page meet.
  const Page = ('inFirstChunk' in loader ? firstChunkPages[route as FirstChunkRoute] : lazyPageOf(loader)) as ComponentType<PageProps>;
  return <Page route={route} />;
}

function RouteView({ route, params }: { route: AppRoute; params: RouteParams }) {
  if (!routeParamsValid(route, params)) return <LazyNotFoundPage />;
  if (!isKnownLayout(route.layout)) return <LazyUnknownMiddlewarePage />;
  const Layout = layouts[route.layout];
  return (
    <Layout route={route}>
      <PageOf route={route.name} />
    </Layout>
  );
}

/** The request to log in that a flow's page shows signed out (routing/login-required.tsx). */
const loginRequiredPage = (flow: FlowDefinition) => <LazyLoginRequiredPage flow={flow} />;

/** `table`: the shared route table; a test may register a route of its own. */
export function AppRoutes({ table = routes }: { table?: readonly AppRoute[] }) {
  const [path] = useLocation();
  return (
    // Keyed by path: a page that failed does not keep the next route on the error page.
    <PageErrorBoundary key={path}>
      {/* A page whose draft holds nothing for it shows this same 404 page (spec §4). */}
      <NotFoundPageContext value={<LazyNotFoundPage />}>
        <LoginRequiredPageContext value={loginRequiredPage}>
          <Suspense fallback={<ChunkLoading />}>
            <Switch>
              {table.map((route) => (
                <Route key={route.name} path={route.pattern}>
                  {(params) => <RouteView route={route} params={params} />}
                </Route>
              ))}
              <Route>
                <LazyNotFoundPage />
              </Route>
            </Switch>
          </Suspense>
        </LoginRequiredPageContext>
      </NotFoundPageContext>
    </PageErrorBoundary>
  );
}
