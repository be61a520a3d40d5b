// A complete normal draft filled through the draft API, section by section as the step pages send
// it, for a move a week from today in Japan: for suites that run the app on the real clock (app
// processes), where the fixed dates of the valid values would age out of the move-out window.
import type { components } from '#shared/api/schema';
import { addDays } from '#shared/domain/calendar-days';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { validApplicant, validLifeline, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import type { SignedInResident } from '../../testing/signed-in-resident';

type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'];

/** Creates the draft and saves every section of a 転出 from 千代田区 to 横浜市中区 with electricity and gas. */
export async function fillNormalDraftOverHttp({ browser, csrf }: SignedInResident, now: Date): Promise<void> {
  const today = calendarDayInJapan(now);
  const moveDate = formatCalendarDate(addDays(today, 7));
  const dayBefore = formatCalendarDate(addDays(today, 6));
  const visitDate = allowedVisitDates(moveDate, formatCalendarDate(today))[0];
  if (!visitDate) throw new Error(`no office day to visit after a move on ${moveDate}`);

  const update = async (body: object) => {
    const reply = await browser.postApi<UpdateAnswer>('user_session_form_update', { phase: 1, ...body }, csrf);
    if (reply.status !== 200 || reply.body.field_errors.length > 0) throw new Error(`user_session_form_update answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply.body.session;
  };
  const created = await browser.postApi('user_session_form_create', {}, csrf);
  if (created.status !== 200) throw new Error(`user_session_form_create answered ${created.status}`);
  await update({ mode: 1, values: validApplicant });
  await update({ mode: 2, values: { ...validMoving, move_date: moveDate } });
  const chosen = await update({ mode: 3, values: { procedures: ['move_out', 'move_in', 'businesses'], business_ids: ['hikari-denryoku', 'sakura-gas'] } });
  const [moveOut, moveIn] = sortedMunicipalityApplications(chosen.attributes);
  await update({ mode: 4, application_id: moveOut?.id, values: validMunicipality.move_out });
  await update({ mode: 4, application_id: moveIn?.id, values: { ...validMunicipality.move_in, visit_date: visitDate } });
  const dates = { stop_date: dayBefore, start_date: moveDate };
  await update({ mode: 5, business_id: 'hikari-denryoku', values: { ...validLifeline.electricity, ...dates } });
  await update({ mode: 5, business_id: 'sakura-gas', values: { ...validLifeline.gas, ...dates, attendance_date: moveDate } });
}
