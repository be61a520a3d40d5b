// The chunk of each route's page, as functions that import it (spec §9): no React here, so that the
// entry (main.tsx) can start the current route's chunk while the first chunk is still arriving.
// page-loaders.ts makes the lazy components of the same chunks.
import type { RouteName } from '#shared/routes';
import { chunk } from '../routing/chunk';
import { topPageActionsChunk } from '../flows/common/top/top-page-actions-chunk';

export const loadTopPageActions = topPageActionsChunk;
export const loadMyPage = chunk(() => import('../flows/common/my-page/my-page'));
export const loadPreparingPage = chunk(() => import('../flows/common/preparing-page'));
export const loadErrorRoutePages = chunk(() => import('../flows/common/error/error-route-pages'));
export const loadPersonalInfoPage = chunk(() => import('../flows/shared/sections/personal-info-page'));
export const loadAddressPage = chunk(() => import('../flows/shared/sections/address-page'));
export const loadProcedureSelectionPage = chunk(() => import('../flows/shared/sections/procedure-selection-page'));
export const loadMunicipalityPages = chunk(() => import('../flows/shared/sections/municipality-page'));
export const loadLifelinePages = chunk(() => import('../flows/shared/sections/lifeline-page'));
export const loadStepPages = chunk(() => import('../flows/normal/step/step-pages'));
export const loadAdditionStepPages = chunk(() => import('../flows/addition/step/addition-step-pages'));
export const loadRevocationStepPages = chunk(() => import('../flows/revocation/revocation-step-pages'));
export const loadAfterPersonalInfoPage = chunk(() => import('../flows/addition/sections/after-personal-info-page'));
export const loadAfterLifelinePage = chunk(() => import('../flows/addition/sections/after-lifeline-page'));
export const loadCheckInformationPage = chunk(() => import('../flows/identity-update/check-information-page'));
export const loadUpdateInformationPage = chunk(() => import('../flows/identity-update/update-information-page'));
export const loadLoadingUpdatePage = chunk(() => import('../flows/identity-update/loading-update-page'));

/**
 * The chunk a route's page is in, as app-routes' PageOf renders it (for the top pages, which are
 * in the first chunk, the chunk of their actions: login, campaign code). The entry starts it
 * beside the first chunk and the login check, instead of after them.
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
  if (name === 'after-personalinfo') return loadAfterPersonalInfoPage;
  if (name === 'after-lifeline-id') return loadAfterLifelinePage;
  if (name === 'revocation-step' || name === 'revocation-step-confirm' || name === 'revocation-step-promptauth' || name === 'revocation-step-thanks') return loadRevocationStepPages;
  if (name === 'after-checkinformation') return loadCheckInformationPage;
  if (name === 'after-updateinformation') return loadUpdateInformationPage;
  if (name === 'loadingupdate') return loadLoadingUpdatePage;
  if (name.startsWith('error-')) return loadErrorRoutePages;
  return loadPreparingPage;
}
