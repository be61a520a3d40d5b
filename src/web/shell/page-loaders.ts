// Pages other than the top page load as separate chunks (React.lazy): the first page's JS stays
// small, and the idle prefetch (routing/prefetch-routes.ts) fetches their files in advance (spec §9).
import type { RouteName } from '#shared/routes';
import { lazyPage } from '../routing/lazy-page';
import { loadTopPageActions } from '../flows/common/top/top-page';

const loadMyPage = () => import('../flows/common/my-page/my-page');
const loadPreparingPage = () => import('../flows/common/preparing-page');
const loadErrorRoutePages = () => import('../flows/common/error/error-route-pages');
const loadPersonalInfoPage = () => import('../flows/shared/sections/personal-info-page');
const loadAddressPage = () => import('../flows/shared/sections/address-page');
const loadProcedureSelectionPage = () => import('../flows/shared/sections/procedure-selection-page');
const loadMunicipalityPages = () => import('../flows/shared/sections/municipality-page');
const loadLifelinePages = () => import('../flows/shared/sections/lifeline-page');
const loadStepPages = () => import('../flows/normal/step/step-pages');
const loadAdditionStepPages = () => import('../flows/addition/step/addition-step-pages');
const loadRevocationStepPages = () => import('../flows/revocation/revocation-step-pages');
const loadAdditionSectionPages = () => import('../flows/addition/sections/after-section-pages');
const loadCheckInformationPage = () => import('../flows/identity-update/check-information-page');
const loadUpdateInformationPage = () => import('../flows/identity-update/update-information-page');
const loadLoadingUpdatePage = () => import('../flows/identity-update/loading-update-page');

/**
 * The chunk a route's page is in, as app-routes' PageOf renders it (for the top pages, which are
 * in the first chunk, the chunk of their actions (login, campaign code)). Boot starts it at once, beside the login
 * check, instead of after it.
 */
export function pageChunkOf(name: RouteName): () => Promise<unknown> {
  if (name === 'index' || name === 'index01') return loadTopPageActions;
  if (name === 'mypage') return loadMyPage;
  if (name === 'personalinfo') return loadPersonalInfoPage;
  if (name === 'address') return loadAddressPage;
  if (name === 'procedureselection') return loadProcedureSelectionPage;
  if (name === 'movingout' || name === 'movingin' || name === 'movinghouse') return loadMunicipalityPages;
  if (name === 'lifeline' || name === 'lifeline-id') return loadLifelinePages;
  if (name === 'step' || name === 'step-confirm' || name === 'step-promptauth' || name === 'step-thanks') return loadStepPages;
  if (name === 'after-step' || name === 'after-step-confirm' || name === 'after-step-thanks') return loadAdditionStepPages;
  if (name === 'after-personalinfo' || name === 'after-lifeline-id') return loadAdditionSectionPages;
  if (name === 'revocation-step' || name === 'revocation-step-confirm' || name === 'revocation-step-promptauth' || name === 'revocation-step-thanks') return loadRevocationStepPages;
  if (name === 'after-checkinformation') return loadCheckInformationPage;
  if (name === 'after-updateinformation') return loadUpdateInformationPage;
  if (name === 'loadingupdate') return loadLoadingUpdatePage;
  if (name.startsWith('error-')) return loadErrorRoutePages;
  return loadPreparingPage;
}


export const LazyMyPage = lazyPage(loadMyPage, (m) => m.MyPage);
export const LazyPreparingPage = lazyPage(loadPreparingPage, (m) => m.PreparingPage);
export const LazyErrorRoutePage = lazyPage(loadErrorRoutePages, (m) => m.ErrorRoutePage);
/**
 * The generic error page, shown in place of a page whose call failed (layouts) or that threw (the
 * page error boundary): in the error pages' chunk, since it runs the error-routing machine.
 */
export const LazyErrorPage = lazyPage(loadErrorRoutePages, (m) => m.ErrorPage);
export const LazyUnknownMiddlewarePage = lazyPage(loadErrorRoutePages, (m) => m.UnknownMiddlewarePage);
/** The 404 page (paths outside the route table, failed validate checks, spec §2/§8), with the error pages. */
export const LazyNotFoundPage = lazyPage(loadErrorRoutePages, (m) => m.NotFoundPage);
export const LazyPersonalInfoPage = lazyPage(loadPersonalInfoPage, (m) => m.PersonalInfoPage);
export const LazyAddressPage = lazyPage(loadAddressPage, (m) => m.AddressPage);
export const LazyProcedureSelectionPage = lazyPage(loadProcedureSelectionPage, (m) => m.ProcedureSelectionPage);
export const LazyMovingOutPage = lazyPage(loadMunicipalityPages, (m) => m.MovingOutPage);
export const LazyMovingInPage = lazyPage(loadMunicipalityPages, (m) => m.MovingInPage);
export const LazyMovingHousePage = lazyPage(loadMunicipalityPages, (m) => m.MovingHousePage);
export const LazyLifelinePage = lazyPage(loadLifelinePages, (m) => m.LifelinePage);
export const LazyLifelineBusinessPage = lazyPage(loadLifelinePages, (m) => m.LifelineBusinessPage);
export const LazyCheckInformationPage = lazyPage(loadCheckInformationPage, (m) => m.CheckInformationPage);
export const LazyUpdateInformationPage = lazyPage(loadUpdateInformationPage, (m) => m.UpdateInformationPage);
export const LazyLoadingUpdatePage = lazyPage(loadLoadingUpdatePage, (m) => m.LoadingUpdatePage);
/** The four step routes share one chunk and one lazy component, so moving between them never suspends. */
export const LazyStepRoutePage = lazyPage(loadStepPages, (m) => m.StepRoutePage);
/** The addition's three step routes share one chunk and one lazy component, like the normal flow's. */
export const LazyAdditionStepRoutePage = lazyPage(loadAdditionStepPages, (m) => m.AdditionStepRoutePage);
/** The revocation's four step routes share one chunk and one lazy component, like the normal flow's. */
export const LazyRevocationStepRoutePage = lazyPage(loadRevocationStepPages, (m) => m.RevocationStepRoutePage);
export const LazyAfterPersonalInfoPage = lazyPage(loadAdditionSectionPages, (m) => m.AfterPersonalInfoPage);
export const LazyAfterLifelinePage = lazyPage(loadAdditionSectionPages, (m) => m.AfterLifelinePage);
