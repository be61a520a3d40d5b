// Possibility and step 2 recomputed by section writes (brief §5): the lists filled from
// possibility and the catalogue, entries kept across recomputations, dropped when they no
// longer apply, and checked again when the move date changes; procedures that no longer fit
// the move; and the cross-section rules of a procedures write.
import { beforeAll, describe, expect, it } from 'vitest';
import { domainMessages, possibilityReasons } from '#shared/domain/domain-messages';
import type { MovingValues } from '#shared/forms/definitions/moving-form';
import type { ProceduresValues } from '#shared/forms/definitions/procedures-form';
import { inputStatus } from '#shared/forms/input-status';
import { validLifeline, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import { TABLE_TODAY } from '#shared/validation/testing/rule-cases';
import { domainData } from '../domain/domain-data';
import type { SectionWriteContext } from './section-checks';
import { updateSection, type FormUpdate } from './section-update';
import type { SessionData } from './session-data';
import { freshDraft } from './testing/fresh-draft';
import { shippedProcedures } from '#shared/procedures';

const now = new Date('2026-11-22T03:00:00Z'); // TABLE_TODAY, 2026/11/22 in Japan
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const chiyoda = { zipcode: '1010051', jis_code: '131016', pref: '東京都', city: '千代田区', town: '神田神保町', line: '2-3-4' };
const kitaOsaka = { zipcode: '5300001', jis_code: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line: '1-2-3' };
const nakaYokohama = validMoving.to!;
const naha = { zipcode: '9000015', jis_code: '472018', pref: '沖縄県', city: '那覇市', town: '久茂地', line: '1-1-1' };

/** 転出 from 千代田区 to 大阪市北区 on 2026/12/01 (a Tuesday, within the 転出届 window). */
const moving: MovingValues = { ...validMoving, from: chiyoda, to: kitaOsaka, move_date: '2026/12/01' };
const procedures: ProceduresValues = { procedures: ['move_out', 'move_in', 'businesses'], business_ids: ['tsubasa-net', 'naniwa-denki'] };

describe('recomputing possibility and step 2 on section writes', () => {
  let context: SectionWriteContext;
  beforeAll(async () => {
    context = { today: TABLE_TODAY, domain: await domainData(), procedures: shippedProcedures };
  });

  async function write(session: SessionData, update: FormUpdate) {
    const outcome = await updateSection(session, update, context, now);
    if (outcome.kind !== 'updated') throw new Error(outcome.kind);
    return outcome;
  }
  const fresh = () => freshDraft(now);
  async function stepOneDone(movingValues = moving, proceduresValues = procedures) {
    const afterMoving = await write(fresh(), { phase: 1, mode: 2, values: movingValues });
    return (await write(afterMoving.session, { phase: 1, mode: 3, values: proceduresValues })).session;
  }

  it('fills municipality applications (sorted 転出届 1, 転入予定連絡 2) and the chosen businesses in catalogue order', async () => {
    const afterMoving = await write(fresh(), { phase: 1, mode: 2, values: moving });
    expect(afterMoving.session.attributes.possibility.status).toBe(inputStatus.none);

    const { session, fieldErrors } = await write(afterMoving.session, { phase: 1, mode: 3, values: procedures });
    expect(fieldErrors).toEqual([]);
    const { possibility, municipality, businesses } = session.attributes;
    expect(possibility.status).toBe(inputStatus.complete);
    expect(municipality.status).toBe(inputStatus.notEdited);
    expect(municipality.applications).toEqual([
      { id: expect.stringMatching(UUID), procedure: 'move_out', jis_code: '131016', municipality_name: '千代田区', status: 1, sort: 1, values: null },
      { id: expect.stringMatching(UUID), procedure: 'move_in', jis_code: '271276', municipality_name: '大阪市北区', status: 1, sort: 2, values: null },
    ]);
    expect(businesses).toEqual({
      status: inputStatus.notEdited,
      applications: [
        { business_id: 'naniwa-denki', name: 'なにわ電気', category: 'electricity', serves: 'new_address', status: 1, sort: 2, values: null },
        { business_id: 'tsubasa-net', name: 'つばさネット', category: 'internet', serves: 'both', status: 1, sort: 9, values: null },
      ],
    });
  });

  it('asks a business serving only the new address for no stop date at the old one (issue 11, point 7)', async () => {
    const session = await stepOneDone();
    // なにわ電気 serves 大阪 only: no 使用停止日 at 千代田区, and none is required.
    const newOnly = await write(session, { phase: 1, mode: 5, business_id: 'naniwa-denki', values: { ...validLifeline.electricity, stop_date: null } });
    expect(newOnly.fieldErrors).toEqual([]);
    expect(newOnly.session.attributes.businesses.applications.find((b) => b.business_id === 'naniwa-denki')?.status).toBe(inputStatus.complete);
    const noStart = await write(session, { phase: 1, mode: 5, business_id: 'naniwa-denki', values: { ...validLifeline.electricity, stop_date: null, start_date: null } });
    expect(noStart.fieldErrors).toEqual([{ field: 'start_date', message: '入力してください。' }]);
    // つばさネット serves 東京都 and 大阪府: both dates stay required.
    const both = await write(session, { phase: 1, mode: 5, business_id: 'tsubasa-net', values: { ...validLifeline.internet, stop_date: null } });
    expect(both.fieldErrors).toEqual([{ field: 'stop_date', message: '入力してください。' }]);
  });

  it('keeps surviving entries with their id, status and values, and drops the others', async () => {
    let session = await stepOneDone();
    const [moveOut, moveIn] = session.attributes.municipality.applications;
    session = (await write(session, { phase: 1, mode: 4, application_id: moveOut!.id, values: validMunicipality.move_out })).session;
    session = (await write(session, { phase: 1, mode: 5, business_id: 'naniwa-denki', values: validLifeline.electricity })).session;

    // Same move, one business fewer: everything else survives as it was.
    session = (await write(session, { phase: 1, mode: 3, values: { ...procedures, business_ids: ['naniwa-denki'] } })).session;
    expect(session.attributes.municipality.applications).toEqual([
      { ...moveOut!, status: 2, values: validMunicipality.move_out },
      moveIn,
    ]);
    expect(session.attributes.businesses.applications).toEqual([expect.objectContaining({ business_id: 'naniwa-denki', status: 2, values: validLifeline.electricity })]);
    expect(session.attributes.businesses.status).toBe(inputStatus.complete);

    // A new destination: 転入予定連絡 goes to 横浜市中区 as a new entry; 転出届 stays. The chosen
    // business does not serve 横浜市中区, so the saved procedures become an Error and step 2 hides.
    const toYokohama = (await write(session, { phase: 1, mode: 2, values: { ...moving, to: nakaYokohama } })).session;
    expect(toYokohama.attributes.procedures.status).toBe(inputStatus.error);
    expect(toYokohama.attributes.possibility.status).toBe(inputStatus.none);
    expect(toYokohama.attributes.municipality.status).toBe(inputStatus.none);
    expect(toYokohama.attributes.businesses.status).toBe(inputStatus.none);

    const fixed = await write(toYokohama, { phase: 1, mode: 3, values: { ...procedures, business_ids: ['hikari-denryoku'] } });
    expect(fixed.fieldErrors).toEqual([]);
    const [keptMoveOut, newMoveIn] = fixed.session.attributes.municipality.applications;
    expect(keptMoveOut).toEqual({ ...moveOut!, status: 2, values: validMunicipality.move_out });
    expect(newMoveIn).toMatchObject({ procedure: 'move_in', jis_code: '141046', municipality_name: '横浜市中区', status: 1, values: null });
    expect(newMoveIn!.id).not.toBe(moveIn!.id);
    expect(fixed.session.attributes.businesses.applications.map((b) => b.business_id)).toEqual(['hikari-denryoku']);
  });

  it('checks surviving entries again when the move date changes (a 来庁予定日 before the new move date)', async () => {
    let session = await stepOneDone();
    const moveIn = session.attributes.municipality.applications[1]!;
    session = (await write(session, { phase: 1, mode: 4, application_id: moveIn.id, values: { ...validMunicipality.move_in, visit_date: '2026/12/03' } })).session;
    expect(session.attributes.municipality.applications[1]?.status).toBe(inputStatus.complete);

    session = (await write(session, { phase: 1, mode: 2, values: { ...moving, move_date: '2026/12/10' } })).session;
    expect(session.attributes.municipality.applications[1]).toMatchObject({ id: moveIn.id, status: inputStatus.error, values: { visit_date: '2026/12/03' } });
    expect(session.attributes.municipality.status).toBe(inputStatus.error);
  });

  it('turns saved procedures that no longer fit a new moving type into an Error, and hides step 2 until they are chosen again', async () => {
    const session = await stepOneDone();
    const sameCity = { ...moving, moving_type: 'same_municipality' as const, to: { ...chiyoda, line: '5-6-7' } };
    const moved = await write(session, { phase: 1, mode: 2, values: sameCity });
    expect(moved.fieldErrors).toEqual([]);
    expect(moved.session.attributes.procedures.status).toBe(inputStatus.error);
    expect(moved.session.attributes.possibility).toEqual({ status: 0, moving: [], possible_statuses: [] });
    expect(moved.session.attributes.municipality.status).toBe(inputStatus.none);

    const again = await write(moved.session, { phase: 1, mode: 3, values: procedures });
    expect(again.fieldErrors).toEqual([
      { field: 'procedures', message: domainMessages.proceduresForMovingType.same_municipality },
      { field: 'business_ids', message: domainMessages.businessOutsideArea },
    ]);

    const chosen = await write(again.session, { phase: 1, mode: 3, values: { procedures: ['move_house'], business_ids: [] } });
    expect(chosen.fieldErrors).toEqual([]);
    expect(chosen.session.attributes.municipality.applications).toEqual([
      expect.objectContaining({ procedure: 'move_house', jis_code: '131016', municipality_name: '千代田区', sort: 3, status: 1 }),
    ]);
    expect(chosen.session.attributes.businesses).toEqual({ status: inputStatus.none, applications: [] });
  });

  it('leaves a list section with no entries None: nothing can be filed online', async () => {
    const session = await stepOneDone({ ...moving, moving_type: 'abroad', to: null }, { procedures: ['move_out'], business_ids: [] });
    expect(session.attributes.possibility.possible_statuses).toEqual([{ code: 'move_out', status: 2, jis_code: '131016', reason: possibilityReasons.abroad }]);
    expect(session.attributes.municipality).toEqual({ status: inputStatus.none, applications: [] });
    expect(session.attributes.businesses).toEqual({ status: inputStatus.none, applications: [] });
  });

  it('refuses businesses that do not serve the destination, but asks for none where no business serves it', async () => {
    const afterMoving = (await write(fresh(), { phase: 1, mode: 2, values: moving })).session;
    const outside = await write(afterMoving, { phase: 1, mode: 3, values: { ...procedures, business_ids: ['hikari-denryoku'] } });
    expect(outside.fieldErrors).toEqual([{ field: 'business_ids', message: domainMessages.businessOutsideArea }]);
    expect(outside.session.attributes.procedures.status).toBe(inputStatus.error);

    const unknown = await write(afterMoving, { phase: 1, mode: 3, values: { ...procedures, business_ids: ['no-such-business'] } });
    expect(unknown.fieldErrors).toEqual([{ field: 'business_ids', message: domainMessages.businessOutsideArea }]);

    const toNaha = (await write(fresh(), { phase: 1, mode: 2, values: { ...moving, to: naha } })).session;
    const nothing = await write(toNaha, { phase: 1, mode: 3, values: { procedures: ['move_out', 'businesses'], business_ids: [] } });
    expect(nothing.fieldErrors).toEqual([]);
    expect(nothing.session.attributes.possibility.possible_statuses).toEqual([
      { code: 'move_out', status: 1, jis_code: '131016', reason: null },
      { code: 'businesses', status: 2, jis_code: null, reason: possibilityReasons.noBusinessInArea },
    ]);
    // Where businesses do serve the destination, choosing none stays the required error.
    const none = await write(afterMoving, { phase: 1, mode: 3, values: { ...procedures, business_ids: [] } });
    expect(none.fieldErrors).toEqual([{ field: 'business_ids', message: '選択してください。' }]);
  });
});
