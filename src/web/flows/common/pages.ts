// The common pages (spec §2): the top pages, マイページ, the help pages and the /error/... routes.
import { flows } from '#shared/flows';
import { routes, type RouteName } from '#shared/routes';
import { chunk } from '../../routing/chunk';
import { firstChunkPages, pagesIn } from '../../routing/page-loader';
import { topPageActionsChunk } from './top/top-page-actions-chunk';

/** The error pages' chunk: the /error/... routes, and the pages the shell shows in place of another (404, failures). */
export const errorPagesChunk = chunk(() => import('./error/error-route-pages'));

const helpPagesChunk = chunk(() => import('./help/help-pages'));

type ErrorRouteName = Extract<RouteName, `error-${string}`>;
const errorRoutes = routes.map((route) => route.name).filter((name): name is ErrorRouteName => name.startsWith('error-'));

export const commonPages = {
  // The usual first page: the top page ships in the first chunk, its actions (login, campaign code) load at once.
  ...firstChunkPages(topPageActionsChunk, ['index', 'index01']),
  ...pagesIn(chunk(() => import('./my-page/my-page')), ['mypage'], (m) => m.MyPage),
  ...pagesIn(helpPagesChunk, ['faq'], (m) => m.FaqPage),
  ...pagesIn(helpPagesChunk, ['contact'], (m) => m.ContactPage),
  ...pagesIn(helpPagesChunk, ['accessibility'], (m) => m.AccessibilityPage),
  ...pagesIn(errorPagesChunk, errorRoutes, (m) => m.ErrorRoutePage),
  // Each flow's readiness page (issue 28), one page for the three, in its flow's layout.
  ...pagesIn(
    chunk(() => import('../shared/readiness/readiness-page')),
    [flows.normal.readiness, flows.addition.readiness, flows.revocation.readiness],
    (m) => m.ReadinessPage,
  ),
};
