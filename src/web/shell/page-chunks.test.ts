// pageChunkOf must name the chunk app-routes' PageOf renders each route's page from: boot loads
// it early, and a wrong chunk would be a wasted download and a page that still waits.
import { describe, expect, it } from 'vitest';
import { routes, type RouteName } from '#shared/routes';
import { pageChunkOf } from './page-chunks';

/** The export PageOf renders for each route (the top pages: their actions' chunk). */
function pageExportOf(name: RouteName): string {
  if (name === 'index' || name === 'index01') return 'TopPageActions';
  const named: Partial<Record<RouteName, string>> = {
    mypage: 'MyPage',
    personalinfo: 'PersonalInfoPage',
    address: 'AddressPage',
    procedureselection: 'ProcedureSelectionPage',
    movingout: 'MovingOutPage',
    movingin: 'MovingInPage',
    movinghouse: 'MovingHousePage',
    lifeline: 'LifelinePage',
    'lifeline-id': 'LifelineBusinessPage',
    step: 'StepRoutePage',
    'step-confirm': 'StepRoutePage',
    'step-promptauth': 'StepRoutePage',
    'step-thanks': 'StepRoutePage',
    'after-step': 'AdditionStepRoutePage',
    'after-step-confirm': 'AdditionStepRoutePage',
    'after-step-thanks': 'AdditionStepRoutePage',
    'revocation-step': 'RevocationStepRoutePage',
    'revocation-step-confirm': 'RevocationStepRoutePage',
    'revocation-step-promptauth': 'RevocationStepRoutePage',
    'revocation-step-thanks': 'RevocationStepRoutePage',
    'after-personalinfo': 'AfterPersonalInfoPage',
    'after-lifeline-id': 'AfterLifelinePage',
    'after-checkinformation': 'CheckInformationPage',
    'after-updateinformation': 'UpdateInformationPage',
    loadingupdate: 'LoadingUpdatePage',
  };
  return named[name] ?? (name.startsWith('error-') ? 'ErrorRoutePage' : 'PreparingPage');
}

describe('pageChunkOf', () => {
  for (const route of routes) {
    it(`${route.name}: the chunk that exports its page`, async () => {
      const expected = pageExportOf(route.name);
      const module = (await pageChunkOf(route.name)()) as Record<string, unknown>;
      expect(typeof module[expected]).toBe('function');
    });
  }
});
