// The normal flow's pages (spec §2): the step-1 sections, the procedures' sections, the four step pages.
import { flows, stepRoutesOf } from '#shared/flows';
import { chunk } from '../../routing/chunk';
import { pagesIn } from '../../routing/page-loader';

const municipalityPages = chunk(() => import('../shared/sections/municipality-page'));
const lifelinePages = chunk(() => import('../shared/sections/lifeline-page'));

export const normalPages = {
  ...pagesIn(chunk(() => import('../shared/sections/personal-info-page')), ['personalinfo'], (m) => m.PersonalInfoPage),
  ...pagesIn(chunk(() => import('../shared/sections/address-page')), ['address'], (m) => m.AddressPage),
  ...pagesIn(chunk(() => import('../shared/sections/procedure-selection-page')), ['procedureselection'], (m) => m.ProcedureSelectionPage),
  ...pagesIn(municipalityPages, ['movingout'], (m) => m.MovingOutPage),
  ...pagesIn(municipalityPages, ['movingin'], (m) => m.MovingInPage),
  ...pagesIn(municipalityPages, ['movinghouse'], (m) => m.MovingHousePage),
  ...pagesIn(lifelinePages, ['lifeline'], (m) => m.LifelinePage),
  ...pagesIn(lifelinePages, ['lifeline-id'], (m) => m.LifelineBusinessPage),
  // One chunk and one lazy component for the four step routes, so moving between them never waits for code.
  ...pagesIn(chunk(() => import('./step/step-pages')), stepRoutesOf(flows.normal), (m) => m.StepRoutePage),
};
