// Issue 11: the procedures page says why the section is 入力エラー — the saved choices checked
// against the saved move and the businesses serving its destination, with the server's messages.
import { describe, expect, it } from 'vitest';
import { domainMessages } from '#shared/domain/domain-messages';
import { validMoving, validProcedures } from '#shared/forms/testing/valid-values';
import type { LifelineBusiness, SessionData } from './draft-requests';
import { proceduresCrossSectionErrors } from './procedures-section';

function draft(procedures: SessionData['attributes']['procedures']['values'], moving = validMoving): SessionData {
  return {
    uuid: '828d049d-1926-4fe9-ae68-506fc1d5f357',
    phase: 1,
    updated_at: '2026-11-22T09:00:00+09:00',
    attributes: {
      applicant: { status: 2, active_form: { persons_name: { last: '青木', first: '陽斗' } }, values: null },
      moving: { status: 2, moving_type: moving.moving_type, values: moving },
      procedures: { status: 3, values: procedures },
      possibility: { status: 0, moving: [], possible_statuses: [] },
      municipality: { status: 0, applications: [] },
      businesses: { status: 0, applications: [] },
    },
  };
}

const serving = (...ids: string[]) => ids.map((business_id) => ({ business_id, name: business_id, category: 'electricity' }) as LifelineBusiness);

describe('proceduresCrossSectionErrors', () => {
  it('names 手続きをする事業者 when a chosen business does not serve the new address', () => {
    const errors = proceduresCrossSectionErrors(draft({ ...validProcedures, business_ids: ['naniwa-denki'] }), serving('hikari-denryoku'));
    expect(errors).toEqual([{ field: 'business_ids', message: domainMessages.businessOutsideArea }]);
  });

  it('names 希望する手続き when a procedure does not fit the moving type', () => {
    const sameTown = { ...validMoving, moving_type: 'same_municipality' as const };
    const errors = proceduresCrossSectionErrors(draft({ procedures: ['move_out'], business_ids: [] }, sameTown), serving());
    expect(errors).toEqual([{ field: 'procedures', message: domainMessages.proceduresForMovingType.same_municipality }]);
  });

  it('finds nothing in choices that fit, or before the first save', () => {
    expect(proceduresCrossSectionErrors(draft(validProcedures), serving('hikari-denryoku'))).toEqual([]);
    expect(proceduresCrossSectionErrors(draft(null), serving())).toEqual([]);
  });
});
