// The revocation's pages (spec §2, issue 14): its four step pages.
import { flows, stepRoutesOf } from '#shared/flows';
import { chunk } from '../../routing/chunk';
import { pagesIn } from '../../routing/page-loader';

export const revocationPages = {
  // One chunk and one lazy component for the step routes, so moving between them never waits for code.
  ...pagesIn(chunk(() => import('./revocation-step-pages')), stepRoutesOf(flows.revocation), (m) => m.RevocationStepRoutePage),
};
