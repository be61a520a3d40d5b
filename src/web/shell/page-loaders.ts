// Pages other than the top page load as separate chunks (React.lazy): the first page's JS stays
// small, and the idle prefetch (routing/prefetch-routes.ts) fetches their files in advance (spec §9).
import { lazyPage } from '../routing/lazy-page';
import {
  loadAdditionStepPages,
  loadAddressPage,
  loadAfterLifelinePage,
  loadAfterPersonalInfoPage,
  loadCheckInformationPage,
  loadErrorRoutePages,
  loadLifelinePages,
  loadLoadingUpdatePage,
  loadMunicipalityPages,
  loadMyPage,
  loadPersonalInfoPage,
  loadPreparingPage,
  loadProcedureSelectionPage,
  loadRevocationStepPages,
  loadStepPages,
  loadUpdateInformationPage,
} from './page-chunks';

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
/** The request to log in, in place of a page of the addition or the revocation opened signed out (issue 24). */
export const LazyLoginRequiredPage = lazyPage(loadErrorRoutePages, (m) => m.LoginRequiredPage);
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
export const LazyAfterPersonalInfoPage = lazyPage(loadAfterPersonalInfoPage, (m) => m.AfterPersonalInfoPage);
export const LazyAfterLifelinePage = lazyPage(loadAfterLifelinePage, (m) => m.AfterLifelinePage);
