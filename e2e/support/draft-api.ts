// Drafts entered through the API, as the section pages would save them, for tests whose subject
// comes after step 1 and 2 (the promptauth lock, the 転出届 window). The journey spec types
// everything in the browser instead.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiBasePath } from '#shared/config/brand';
import { contractValuesOf } from '#shared/forms/contract-values';
import type { BusinessCategory, BusinessServes } from '#shared/forms/definitions/lifeline-forms';
import { lifelineFormOf } from '#shared/forms/testing/lifeline-forms';
import { addDays } from '#shared/domain/calendar-days';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import type { FixtureResident } from './residents';

const api = (path: string) => `${apiBasePath}/${path}`;

export async function postApi<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const { csrf_token } = (await (await request.get(api('csrf_token'))).json()) as { csrf_token: string };
  const response = await request.post(api(path), { data, headers: { 'X-CSRF-TOKEN': csrf_token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** YYYY/MM/DD of today + `days` in Japan, the day the server's rules read. */
export function japanDay(days = 0): string {
  return formatCalendarDate(addDays(calendarDayInJapan(new Date()), days));
}

interface Draft {
  attributes: {
    municipality: { applications: { id: string; procedure: string }[] };
    businesses: { applications: { business_id: string; category: BusinessCategory; serves: BusinessServes }[] };
  };
}

export interface DraftMove {
  /** Days from today to the move. */
  moveInDays: number;
  procedures: ('move_out' | 'move_in' | 'move_house')[];
  /** Lifeline businesses serving the destination to choose too (with 「電気・ガス・水道など」). */
  businesses?: readonly string[];
  /** The destination; 大阪市北区 unless given. */
  to?: Address;
  /** The old address; 新宿区 unless given. */
  from?: Address;
}

const phone = '090-1234-5678';
const osakaKita = (line: string) => ({ zipcode: '5300001', jis_code: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line });
const shinjuku = (line: string) => ({ zipcode: '1600022', jis_code: '131041', pref: '東京都', city: '新宿区', town: '新宿', line });
/** A destination in 東京都, which the 大阪府 businesses do not serve. */
export const chiyoda = (line: string) => ({ zipcode: '1000001', jis_code: '131016', pref: '東京都', city: '千代田区', town: '千代田', line });

/** The identity-update residents' old address (their card's before the update). */
export const setagaya = (line: string) => ({ zipcode: '1540017', jis_code: '131121', pref: '東京都', city: '世田谷区', town: '世田谷', line });

/** A destination in 神奈川県 (the identity-update residents' new address, the campaign's businesses). */
export const yokohamaNaka = (line: string) => ({ zipcode: '2310021', jis_code: '141046', pref: '神奈川県', city: '横浜市中区', town: '日本大通', line });

type Address = ReturnType<typeof osakaKita>;

/** Step 1-2 (mode 2): a 転出 from `from` (新宿区 unless given) to `to` (大阪市北区 unless given), living alone. */
export async function enterMove(
  request: APIRequestContext,
  resident: FixtureResident,
  moveInDays: number,
  to: Address = osakaKita('2-2-2 うつるハイツ101'),
  from: Address = shinjuku('3-1-1'),
): Promise<void> {
  const name = { last: resident.family_name, first: resident.given_name };
  await postApi(request, 'user_session_form_update', {
    phase: 1,
    mode: 2,
    values: {
      moving_type: 'other_municipality',
      move_date: japanDay(moveInDays),
      from,
      to,
      household: { head_name: name, applicant_relationship: '本人', members: [] },
    },
  });
}

/** Step 1 (a 転出 from 新宿区 to 大阪市北区, living alone); answers the draft after procedures. */
export async function enterStepOne(request: APIRequestContext, resident: FixtureResident, move: DraftMove): Promise<Draft> {
  await postApi(request, 'user_session_form_create', {});
  const name = { last: resident.family_name, first: resident.given_name };
  await postApi(request, 'user_session_form_update', {
    phase: 1,
    mode: 1,
    values: {
      name,
      name_kana: { last: resident.family_name_kana, first: resident.given_name_kana },
      birth_date: resident.birthdate.replaceAll('-', '/'),
      gender: resident.gender,
      phone,
      email: null,
    },
  });
  await enterMove(request, resident, move.moveInDays, move.to, move.from);
  const { session } = await postApi<{ session: Draft }>(request, 'user_session_form_update', {
    phase: 1,
    mode: 3,
    values: { procedures: move.businesses ? [...move.procedures, 'businesses'] : move.procedures, business_ids: move.businesses ?? [] },
  });
  return session;
}

/** A lifeline form's answers (the form keeps those it asks for): the move date for each date, a phone and an account. */
export function lifelineFormValues(moveDate: string) {
  return {
    customer_number: '',
    stop_date: moveDate,
    start_date: moveDate,
    contact_phone: phone,
    attendance_date: moveDate,
    attendance_time_slot: 'morning',
    payment: { bank_code: '0001', branch_number: '123', account_type: 'ordinary', account_number: '1234567', account_holder_kana: 'ヤマダタロウ' },
  };
}

/** Step 1 and 2 complete: every municipality application gets a phone and, where asked, a visit date; every lifeline form its answers. */
export async function enterCompleteDraft(request: APIRequestContext, resident: FixtureResident, move: DraftMove): Promise<void> {
  const draft = await enterStepOne(request, resident, move);
  const moveDate = japanDay(move.moveInDays);
  const [visitDate] = allowedVisitDates(moveDate, japanDay());
  for (const application of draft.attributes.municipality.applications) {
    const { field_errors } = await postApi<{ field_errors: unknown[] }>(request, 'user_session_form_update', {
      phase: 1,
      mode: 4,
      application_id: application.id,
      values: { visit_date: application.procedure === 'move_out' ? null : visitDate, contact_phone: phone, notes: '' },
    });
    expect(field_errors).toEqual([]);
  }
  for (const business of draft.attributes.businesses.applications) {
    const { field_errors } = await postApi<{ field_errors: unknown[] }>(request, 'user_session_form_update', {
      phase: 1,
      mode: 5,
      business_id: business.business_id,
      values: contractValuesOf(lifelineFormOf(business.category, business.serves), lifelineFormValues(moveDate)),
    });
    expect(field_errors).toEqual([]);
  }
}
