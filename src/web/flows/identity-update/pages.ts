// The identity update's pages (brief §4): the check, the update, and the wait for it.
import { chunk } from '../../routing/chunk';
import { pagesIn } from '../../routing/page-loader';

export const identityUpdatePages = {
  ...pagesIn(chunk(() => import('./check-information-page')), ['after-checkinformation'], (m) => m.CheckInformationPage),
  ...pagesIn(chunk(() => import('./update-information-page')), ['after-updateinformation'], (m) => m.UpdateInformationPage),
  ...pagesIn(chunk(() => import('./loading-update-page')), ['loadingupdate'], (m) => m.LoadingUpdatePage),
};
