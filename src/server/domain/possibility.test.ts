// Possibility per moving type and procedure (brief §5), against the development seed: who takes
// part, what each municipality accepts, the 転出届 window, the visit period, and the businesses
// of the destination.
import { beforeAll, describe, expect, it } from 'vitest';
import { possibilityReasons } from '#shared/domain/domain-messages';
import type { MovingValues } from '#shared/forms/definitions/moving-form';
import type { ProceduresValues } from '#shared/forms/definitions/procedures-form';
import { inputStatus } from '#shared/forms/input-status';
import { validMoving } from '#shared/forms/testing/valid-values';
import type { SessionAttributes } from '../drafts/session-data';
import { domainData, type DomainData } from './domain-data';
import { computePossibility, possibilityNone } from './possibility';
import { shippedProcedures } from '#shared/procedures';

const chiyoda = { zipcode: '1010051', jis_code: '131016', pref: '東京都', city: '千代田区', town: '神田神保町', line: '2-3-4' };
const kitaOsaka = { zipcode: '5300001', jis_code: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line: '1-2-3' };
const shibuya = { zipcode: '1500041', jis_code: '131130', pref: '東京都', city: '渋谷区', town: '神南', line: '1-2-3' };
const nakaNagoya = { zipcode: '4600008', jis_code: '231061', pref: '愛知県', city: '名古屋市中区', town: '栄', line: '4-1-8' };
const naha = { zipcode: '9000015', jis_code: '472018', pref: '沖縄県', city: '那覇市', town: '久茂地', line: '1-1-1' };

const TODAY = '2026/11/20';

function attributesFor(moving: Partial<MovingValues>, procedures: ProceduresValues, statuses: { moving?: 1 | 2 | 3; procedures?: 1 | 2 | 3 } = {}): SessionAttributes {
  const values: MovingValues = { ...validMoving, from: chiyoda, to: kitaOsaka, move_date: '2026/12/01', ...moving };
  return {
    applicant: { status: inputStatus.complete, active_form: { persons_name: { last: '山田', first: '太郎' } }, values: null },
    moving: { status: statuses.moving ?? inputStatus.complete, moving_type: values.moving_type, values },
    procedures: { status: statuses.procedures ?? inputStatus.complete, values: procedures },
    possibility: possibilityNone,
    municipality: { status: inputStatus.none, applications: [] },
    businesses: { status: inputStatus.none, applications: [] },
  };
}

describe('computePossibility', () => {
  let domain: DomainData;
  beforeAll(async () => {
    domain = await domainData();
  });
  const possibility = (attributes: SessionAttributes, today = TODAY) => computePossibility(attributes, domain, today, shippedProcedures);

  it('is None until both moving and procedures are Complete', () => {
    const procedures = { procedures: ['move_out' as const], business_ids: [] };
    expect(possibility(attributesFor({}, procedures, { moving: 3 }))).toEqual(possibilityNone);
    expect(possibility(attributesFor({}, procedures, { procedures: 1 }))).toEqual(possibilityNone);
    expect(possibility(attributesFor({}, procedures)).status).toBe(inputStatus.complete);
  });

  it('転出 between two participating municipalities: 転出届 to the old one, 転入予定連絡 to the new one, and the businesses', () => {
    const result = possibility(attributesFor({}, { procedures: ['businesses', 'move_in', 'move_out'], business_ids: ['naniwa-denki'] }));
    expect(result).toEqual({
      status: inputStatus.complete,
      moving: [
        { moving_type: 'from', address: { jis_code: '131016', pref: '東京都', city: '千代田区' }, participating: true },
        { moving_type: 'to', address: { jis_code: '271276', pref: '大阪府', city: '大阪市北区' }, participating: true },
      ],
      possible_statuses: [
        { code: 'move_out', status: 1, jis_code: '131016', reason: null },
        { code: 'move_in', status: 1, jis_code: '271276', reason: null },
        { code: 'businesses', status: 1, jis_code: null, reason: null },
      ],
    });
  });

  it('転居 files 転居予定連絡 with the municipality of the new address', () => {
    const result = possibility(attributesFor({ moving_type: 'same_municipality', to: { ...chiyoda, line: '5-6-7' } }, { procedures: ['move_house'], business_ids: [] }));
    expect(result.possible_statuses).toEqual([{ code: 'move_house', status: 1, jis_code: '131016', reason: null }]);
  });

  it('国外転出 has no destination and sends 転出届 to the counter', () => {
    const result = possibility(attributesFor({ moving_type: 'abroad', to: null }, { procedures: ['move_out'], business_ids: [] }));
    expect(result.moving).toEqual([{ moving_type: 'from', address: { jis_code: '131016', pref: '東京都', city: '千代田区' }, participating: true }]);
    expect(result.possible_statuses).toEqual([{ code: 'move_out', status: 2, jis_code: '131016', reason: possibilityReasons.abroad }]);
  });

  it('a municipality that does not take part gets its procedure NotApplicable, naming its counter', () => {
    const result = possibility(attributesFor({ from: shibuya }, { procedures: ['move_out', 'move_in'], business_ids: [] }));
    expect(result.moving[0]).toEqual({ moving_type: 'from', address: { jis_code: '131130', pref: '東京都', city: '渋谷区' }, participating: false });
    expect(result.possible_statuses).toEqual([
      { code: 'move_out', status: 2, jis_code: '131130', reason: '渋谷区は、このサービスに参加していないため、オンラインでは手続きできません。渋谷区の窓口でお手続きください。' },
      { code: 'move_in', status: 1, jis_code: '271276', reason: null },
    ]);
  });

  it('a participating municipality that does not accept a procedure online says so', () => {
    const result = possibility(attributesFor({ to: nakaNagoya }, { procedures: ['move_in'], business_ids: [] }));
    expect(result.possible_statuses).toEqual([
      { code: 'move_in', status: 2, jis_code: '231061', reason: '名古屋市中区は、転入予定連絡をオンラインで受け付けていません。名古屋市中区の窓口でお手続きください。' },
    ]);
  });

  it('outside the 転出届 window, 転出届 is NotApplicable with the reason (the other procedures are not)', () => {
    const procedures = { procedures: ['move_out' as const, 'move_in' as const], business_ids: [] };
    const early = possibility(attributesFor({}, procedures), '2026/10/31');
    expect(early.possible_statuses[0]).toEqual({
      code: 'move_out',
      status: 2,
      jis_code: '131016',
      reason: '転出届をオンラインで出せるのは、引越し予定日の30日前（2026年11月1日）からです。その日以降にあらためて申請するか、窓口でお手続きください。',
    });
    expect(early.possible_statuses[1]?.status).toBe(1);
    expect(possibility(attributesFor({}, procedures), '2026/11/01').possible_statuses[0]?.status).toBe(1);
    expect(possibility(attributesFor({}, procedures), '2026/12/11').possible_statuses[0]?.status).toBe(1);
    const late = possibility(attributesFor({}, procedures), '2026/12/12');
    expect(late.possible_statuses[0]).toEqual({ code: 'move_out', status: 2, jis_code: '131016', reason: possibilityReasons.moveOutTooLate('千代田区') });
  });

  it('once no 来庁予定日 is left, 転入予定連絡 is NotApplicable too', () => {
    const procedures = { procedures: ['move_in' as const], business_ids: [] };
    expect(possibility(attributesFor({}, procedures), '2026/12/15').possible_statuses[0]?.status).toBe(1);
    expect(possibility(attributesFor({}, procedures), '2026/12/16').possible_statuses[0]).toEqual({
      code: 'move_in',
      status: 2,
      jis_code: '271276',
      reason: possibilityReasons.visitPeriodOver('大阪市北区'),
    });
  });

  it('businesses are NotApplicable where no business serves the destination', () => {
    const result = possibility(attributesFor({ to: naha }, { procedures: ['businesses'], business_ids: [] }));
    expect(result.possible_statuses).toEqual([{ code: 'businesses', status: 2, jis_code: null, reason: possibilityReasons.noBusinessInArea }]);
  });
});
