// The section pages' values: from a draft (or the verified claims before the first save) into
// the form, and back into the contract's shapes the form update sends.
import { describe, expect, it } from 'vitest';
import { validApplicant, validMoving } from '#shared/forms/testing/valid-values';
import { applicantFormValues, applicantUpdate } from './applicant-section';
import type { SessionData, UserInfo } from './draft-requests';
import { movingFormValues, movingUpdate } from './moving-section';

const claims: UserInfo = {
  name: { last: '青木', first: '陽斗' },
  name_kana: { last: 'アオキ', first: 'ハルト' },
  birth_date: '1990/06/15',
  gender: 'male',
  address: { zipcode: '1010051', jis_code: '131016', pref: '東京都', city: '千代田区', town: '神田神保町', line: '2-3-4' },
  email: null,
};

function draft(applicant: SessionData['attributes']['applicant']['values'], moving: SessionData['attributes']['moving']['values'], persons_name = claims.name): SessionData {
  return {
    uuid: '828d049d-1926-4fe9-ae68-506fc1d5f357',
    phase: 1,
    updated_at: '2026-11-22T09:00:00+09:00',
    attributes: {
      applicant: { status: applicant ? 2 : 1, active_form: { persons_name }, values: applicant },
      moving: { status: moving ? 2 : 1, moving_type: moving?.moving_type ?? null, values: moving },
      procedures: { status: 0, values: null },
      possibility: { status: 0, moving: [], possible_statuses: [] },
      municipality: { status: 0, applications: [] },
      businesses: { status: 0, applications: [] },
    },
  };
}

describe('the applicant section', () => {
  it('round-trips saved values, 氏名 always the verified one', () => {
    const values = applicantFormValues(draft(validApplicant, null, { last: '青木', first: '陽斗' }), null);
    expect(values.name).toEqual({ last: '青木', first: '陽斗' });
    expect(applicantUpdate({ ...values, name: validApplicant.name })).toEqual({ phase: 1, mode: 1, values: validApplicant });
  });

  it('starts from the verified claims before the first save, and sends a blank mail as null', () => {
    const values = applicantFormValues(draft(null, null), claims);
    expect(values).toMatchObject({ name_kana: claims.name_kana, birth_date: '1990/06/15', gender: 'male', phone: '', email: '' });
    const request = applicantUpdate({ ...values, phone: '090-1234-5678' });
    expect(request.values).toMatchObject({ email: null, phone: '090-1234-5678' });
  });

  it('refuses to send a choice that is not one (the rules run first)', () => {
    const values = applicantFormValues(draft(null, null), null);
    expect(() => applicantUpdate(values)).toThrow('gender');
  });
});

describe('the moving section', () => {
  it('round-trips saved values, household members included', () => {
    expect(movingUpdate(movingFormValues(draft(null, validMoving), null))).toEqual({ phase: 1, mode: 2, values: validMoving });
  });

  it('starts from the verified address as 転出元, and sends no new address for a move abroad', () => {
    const values = movingFormValues(draft(null, null), claims);
    expect(values.from).toEqual(claims.address);
    const abroad = movingUpdate({ ...movingFormValues(draft(null, validMoving), null), moving_type: 'abroad' });
    expect(abroad.values).toMatchObject({ moving_type: 'abroad', to: null, from: validMoving.from });
  });
});
