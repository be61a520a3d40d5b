// Test helpers for visits over real HTTP (issue 27): a draft that moves to 京都市中京区 (which
// offers slots) with a 転入予定連絡 on a chosen day and slot, the slot list, and the .ics.
import type { components } from '#shared/api/schema';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import { validApplicant, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import type { SignedInResident } from '../../testing/signed-in-resident';

type Schemas = components['schemas'];
type UpdateAnswer = Schemas['UserSessionFormUpdateResponse'];

export const KYOTO_NAKAGYO = '261041';
export const kyotoAddress = { zipcode: '6040845', jis_code: KYOTO_NAKAGYO, pref: '京都府', city: '京都市中京区', town: '二条殿町', line: '1-2 うつるハイツ302' };

/**
 * Creates the draft and fills a 転出 from 千代田区 to 京都市中京区 on `moveDate` with 転出届 and
 * 転入予定連絡, up to the 転入予定連絡's values; answers the section write of that last one.
 */
export async function fillKyotoDraft({ browser, csrf }: SignedInResident, visit: { moveDate: string; date: string; time: string | null }): Promise<UpdateAnswer> {
  const update = async (body: object) => {
    const reply = await browser.postApi<UpdateAnswer>('user_session_form_update', { phase: 1, ...body }, csrf);
    if (reply.status !== 200) throw new Error(`user_session_form_update answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  const created = await browser.postApi('user_session_form_create', {}, csrf);
  if (created.status !== 200) throw new Error(`user_session_form_create answered ${created.status}`);
  await update({ mode: 1, values: validApplicant });
  await update({ mode: 2, values: { ...validMoving, move_date: visit.moveDate, to: kyotoAddress } });
  const chosen = await update({ mode: 3, values: { procedures: ['move_out', 'move_in'], business_ids: [] } });
  const [moveOut, moveIn] = sortedMunicipalityApplications(chosen.session.attributes);
  await update({ mode: 4, application_id: moveOut?.id, values: validMunicipality.move_out });
  return update({ mode: 4, application_id: moveIn?.id, values: { ...validMunicipality.move_in, visit_date: visit.date, visit_time: visit.time } });
}

export const visitSlots = ({ browser }: SignedInResident, jisCode: string, date: string) =>
  browser.getApi<Schemas['VisitSlotsResponse']>(`visit_slots?jis_code=${jisCode}&date=${encodeURIComponent(date)}`);

export async function visitIcs({ browser }: SignedInResident, applicationId: string) {
  const hop = await browser.request(`/utsuru-api/v1/applications/${applicationId}/visit.ics`);
  return { status: hop.response.status, type: hop.response.headers.get('content-type'), body: hop.body };
}
