// The addition's pages (spec §2, issue 13): its step pages and the sections it asks again.
import { flows, stepRoutesOf } from '#shared/flows';
import { chunk } from '../../routing/chunk';
import { pagesIn } from '../../routing/page-loader';

export const additionPages = {
  // One chunk and one lazy component for the step routes, so moving between them never waits for code.
  ...pagesIn(chunk(() => import('./step/addition-step-pages')), stepRoutesOf(flows.addition), (m) => m.AdditionStepRoutePage),
  ...pagesIn(chunk(() => import('./sections/after-personal-info-page')), ['after-personalinfo'], (m) => m.AfterPersonalInfoPage),
  ...pagesIn(chunk(() => import('./sections/after-lifeline-page')), ['after-lifeline-id'], (m) => m.AfterLifelinePage),
};
