// Routes come from the shared table (src/shared/routes.ts) that the server also serves,
// so every path it answers 200 has a page here and everything else is the 404 page. Each
// route renders in its layout (layout/layouts.tsx); a route whose validate check rejects
// the parameters shows the 404 page too (spec §2), and one whose layout names a login check
// that does not exist shows the 500 page with 'Unknown middleware' (spec §8).
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { routeParamsValid, routes, type AppRoute, type RouteParams } from '#shared/routes';
import { isKnownLayout, layouts } from './layouts';
import { TopPage } from '../flows/common/top/top-page';
import { ChunkLoading } from '../routing/chunk-loading';
import { NotFoundPageContext } from '../routing/page-not-found';
import { PageErrorBoundary } from './page-error-boundary';
import {
  LazyAdditionStepRoutePage,
  LazyAddressPage,
  LazyAfterLifelinePage,
  LazyAfterPersonalInfoPage,
  LazyCheckInformationPage,
  LazyLoadingUpdatePage,
  LazyUpdateInformationPage,
  LazyErrorRoutePage,
  LazyLifelineBusinessPage,
  LazyLifelinePage,
  LazyMovingHousePage,
  LazyMovingInPage,
  LazyMovingOutPage,
  LazyMyPage,
  LazyNotFoundPage,
  LazyPersonalInfoPage,
  LazyPreparingPage,
  LazyProcedureSelectionPage,
  LazyRevocationStepRoutePage,
  LazyStepRoutePage,
  LazyUnknownMiddlewarePage,
} from './page-loaders';

function PageOf({ route }: { route: AppRoute }) {
  // The top page is the usual first page: it ships in the first chunk, the others load lazily.
  if (route.name === 'index') return <TopPage />;
  if (route.name === 'index01') return <TopPage startButtonType="index01" />;
  if (route.name === 'mypage') return <LazyMyPage />;
  if (route.name === 'personalinfo') return <LazyPersonalInfoPage />;
  if (route.name === 'address') return <LazyAddressPage />;
  if (route.name === 'procedureselection') return <LazyProcedureSelectionPage />;
  if (route.name === 'movingout') return <LazyMovingOutPage />;
  if (route.name === 'movingin') return <LazyMovingInPage />;
  if (route.name === 'movinghouse') return <LazyMovingHousePage />;
  if (route.name === 'lifeline') return <LazyLifelinePage />;
  if (route.name === 'lifeline-id') return <LazyLifelineBusinessPage />;
  if (route.name === 'step' || route.name === 'step-confirm' || route.name === 'step-promptauth' || route.name === 'step-thanks') return <LazyStepRoutePage route={route.name} />;
  if (route.name === 'after-step' || route.name === 'after-step-confirm' || route.name === 'after-step-thanks') return <LazyAdditionStepRoutePage route={route.name} />;
  if (route.name === 'revocation-step' || route.name === 'revocation-step-confirm' || route.name === 'revocation-step-promptauth' || route.name === 'revocation-step-thanks') {
    return <LazyRevocationStepRoutePage route={route.name} />;
  }
  if (route.name === 'after-personalinfo') return <LazyAfterPersonalInfoPage />;
  if (route.name === 'after-lifeline-id') return <LazyAfterLifelinePage />;
  if (route.name === 'after-checkinformation') return <LazyCheckInformationPage />;
  if (route.name === 'after-updateinformation') return <LazyUpdateInformationPage />;
  if (route.name === 'loadingupdate') return <LazyLoadingUpdatePage />;
  if (route.name.startsWith('error-')) return <LazyErrorRoutePage route={route.name} />;
  return <LazyPreparingPage />;
}

function RouteView({ route, params }: { route: AppRoute; params: RouteParams }) {
  if (!routeParamsValid(route, params)) return <LazyNotFoundPage />;
  if (!isKnownLayout(route.layout)) return <LazyUnknownMiddlewarePage />;
  const Layout = layouts[route.layout];
  return (
    <Layout route={route}>
      <PageOf route={route} />
    </Layout>
  );
}

/** `table`: the shared route table; a test may register a route of its own. */
export function AppRoutes({ table = routes }: { table?: readonly AppRoute[] }) {
  const [path] = useLocation();
  return (
    // Keyed by path: a page that failed does not keep the next route on the error page.
    <PageErrorBoundary key={path}>
      {/* A page whose draft holds nothing for it shows this same 404 page (spec §4). */}
      <NotFoundPageContext value={<LazyNotFoundPage />}>
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
      </NotFoundPageContext>
    </PageErrorBoundary>
  );
}
