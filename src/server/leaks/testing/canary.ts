// The canary resident of the leak suite (issue 26, point 5): a dev IdP resident of a residents file
// of the test's own (DEV_IDP_RESIDENTS_FILE), and the values the resident types, each unique so
// that any place it turns up is found. Each value says which recipients may see it (decision 025's
// selective disclosure): a municipality its applicant, household and own application; a business
// the applicant's name and contact, the addresses and dates, and its own form; a cancellation's
// reason only the municipalities. Nobody else (log, database, data folder) may hold any of them.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '#shared/domain/calendar-days';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { validApplicant, validLifeline, validMoving, validMunicipality } from '#shared/forms/testing/valid-values';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import type { NormalFormValues } from '../../authorization/testing/filed-resident';
import { loadTestResidents, type TestResident } from '../../dev-idp/residents';

export const recipients = {
  moveOut: 'municipality.131016',
  moveIn: 'municipality.141046',
  electricity: 'business.hikari-denryoku',
  gas: 'business.sakura-gas',
  internet: 'business.soyokaze-hikari',
} as const;

type Recipient = (typeof recipients)[keyof typeof recipients];
const everyone: readonly Recipient[] = Object.values(recipients);
const municipalities: readonly Recipient[] = [recipients.moveOut, recipients.moveIn];

export interface CanaryValue {
  what: string;
  value: string;
  /** The recipients whose messages may carry it. */
  seenBy: readonly Recipient[];
}

const canary = {
  last: '鵺野',
  first: '鳴介',
  lastKana: 'ヌエノ',
  firstKana: 'メイスケ',
  birthDate: '1977/03/29',
  phone: '090-2468-1357',
  email: 'nueno.meisuke.canary@example.com',
  fromLine: '9-8-7 鵺ビル',
  toLine: '7番地 カナリア荘1209',
  memberFirst: '琴音',
  memberFirstKana: 'コトネ',
  memberBirthDate: '2012/10/21',
  moveOutPhone: '03-3141-0271',
  moveOutNotes: '北門の呼び鈴は二回鳴らす',
  moveInPhone: '045-662-0458',
  moveInNotes: '南棟の受付で番号札を取る',
  electricityCustomer: '7319046285',
  electricityAccount: '6029174',
  electricityHolder: 'カナリアイチロウ',
  electricityPhone: '070-1357-2468',
  gasAccount: '8315720',
  gasHolder: 'カナリアジロウ',
  gasPhone: '080-9753-1864',
  internetCustomer: 'NET-864209',
  internetPhone: '050-3579-2468',
  reason: '鳴介の転勤が白紙に戻ったため',
  signingPin: 'KANARIA77',
} as const;

export const cancellationReason = canary.reason;
export const canarySigningPin = canary.signingPin;
export const canarySubject = 'leak-canary-resident-0001';

/** Every value of the canary, with who may see it. */
export const canaryValues: readonly CanaryValue[] = [
  { what: 'name', value: `${canary.last} ${canary.first}`, seenBy: everyone },
  { what: 'family name', value: canary.last, seenBy: everyone },
  { what: 'given name', value: canary.first, seenBy: everyone },
  { what: 'family name (kana)', value: canary.lastKana, seenBy: everyone },
  { what: 'given name (kana)', value: canary.firstKana, seenBy: everyone },
  { what: 'phone', value: canary.phone, seenBy: everyone },
  { what: 'email', value: canary.email, seenBy: everyone },
  { what: 'current address', value: canary.fromLine, seenBy: everyone },
  { what: 'new address', value: canary.toLine, seenBy: everyone },
  { what: 'birth date', value: canary.birthDate, seenBy: municipalities },
  { what: 'household member', value: canary.memberFirst, seenBy: municipalities },
  { what: 'household member (kana)', value: canary.memberFirstKana, seenBy: municipalities },
  { what: "household member's birth date", value: canary.memberBirthDate, seenBy: municipalities },
  { what: '転出届 contact phone', value: canary.moveOutPhone, seenBy: [recipients.moveOut] },
  { what: '転出届 notes', value: canary.moveOutNotes, seenBy: [recipients.moveOut] },
  { what: '転入予定連絡 contact phone', value: canary.moveInPhone, seenBy: [recipients.moveIn] },
  { what: '転入予定連絡 notes', value: canary.moveInNotes, seenBy: [recipients.moveIn] },
  { what: 'electricity customer number', value: canary.electricityCustomer, seenBy: [recipients.electricity] },
  { what: 'electricity bank account', value: canary.electricityAccount, seenBy: [recipients.electricity] },
  { what: 'electricity account holder', value: canary.electricityHolder, seenBy: [recipients.electricity] },
  { what: 'electricity contact phone', value: canary.electricityPhone, seenBy: [recipients.electricity] },
  { what: 'gas bank account', value: canary.gasAccount, seenBy: [recipients.gas] },
  { what: 'gas account holder', value: canary.gasHolder, seenBy: [recipients.gas] },
  { what: 'gas contact phone', value: canary.gasPhone, seenBy: [recipients.gas] },
  { what: 'internet customer number', value: canary.internetCustomer, seenBy: [recipients.internet] },
  { what: 'internet contact phone', value: canary.internetPhone, seenBy: [recipients.internet] },
  { what: 'cancellation reason', value: canary.reason, seenBy: municipalities },
  { what: '署名用パスワード', value: canary.signingPin, seenBy: [] },
];

/** Writes a residents file holding only the canary, for DEV_IDP_RESIDENTS_FILE. */
export async function writeCanaryResidentsFile(folder: string): Promise<string> {
  const [template] = await loadTestResidents();
  if (!template) throw new Error('no test resident to copy');
  const resident: TestResident = {
    ...template,
    sub: canarySubject,
    description: '漏えい検査のカナリア',
    family_name: canary.last,
    given_name: canary.first,
    family_name_kana: canary.lastKana,
    given_name_kana: canary.firstKana,
    birthdate: canary.birthDate.replaceAll('/', '-'),
    email: canary.email,
    address: { postal_code: '100-0001', region: '東京都', locality: '千代田区', street_address: `千代田${canary.fromLine}`, jis_code: '131016' },
    signing_pin: canary.signingPin,
    household: {
      relationship: '世帯主',
      members: [{ family_name: canary.last, given_name: canary.memberFirst, family_name_kana: canary.lastKana, given_name_kana: canary.memberFirstKana, birthdate: canary.memberBirthDate.replaceAll('/', '-'), gender: 'female', relationship: '子' }],
    },
  };
  const file = path.join(folder, 'canary-residents.json');
  await writeFile(file, JSON.stringify([resident]));
  return file;
}

/** The canary's normal application, for a move a week from `now` (the app runs on the real clock). */
export function canaryFormValues(now: Date): NormalFormValues & { internet: NormalFormValues['businesses']['hikari-denryoku'] } {
  const today = calendarDayInJapan(now);
  const moveDate = formatCalendarDate(addDays(today, 7));
  const visitDate = allowedVisitDates(moveDate, formatCalendarDate(today))[0];
  if (!visitDate) throw new Error(`no office day to visit after a move on ${moveDate}`);
  const dates = { stop_date: formatCalendarDate(addDays(today, 6)), start_date: moveDate };
  const name = { last: canary.last, first: canary.first };
  const payment = validLifeline.electricity.payment!;
  return {
    applicant: { ...validApplicant, name, name_kana: { last: canary.lastKana, first: canary.firstKana }, birth_date: canary.birthDate, phone: canary.phone, email: canary.email },
    moving: {
      ...validMoving,
      move_date: moveDate,
      from: { ...validMoving.from, line: canary.fromLine },
      to: { ...validMoving.to!, line: canary.toLine },
      household: {
        head_name: name,
        applicant_relationship: '本人',
        members: [{ name: { last: canary.last, first: canary.memberFirst }, name_kana: { last: canary.lastKana, first: canary.memberFirstKana }, birth_date: canary.memberBirthDate, gender: 'female', relationship: '子' }],
      },
    },
    municipality: {
      move_out: { ...validMunicipality.move_out, contact_phone: canary.moveOutPhone, notes: canary.moveOutNotes },
      move_in: { ...validMunicipality.move_in, visit_date: visitDate, contact_phone: canary.moveInPhone, notes: canary.moveInNotes },
    },
    businesses: {
      'hikari-denryoku': {
        ...validLifeline.electricity,
        ...dates,
        customer_number: canary.electricityCustomer,
        contact_phone: canary.electricityPhone,
        payment: { ...payment, account_number: canary.electricityAccount, account_holder_kana: canary.electricityHolder },
      },
      'sakura-gas': {
        ...validLifeline.gas,
        ...dates,
        attendance_date: moveDate,
        contact_phone: canary.gasPhone,
        payment: { ...payment, account_number: canary.gasAccount, account_holder_kana: canary.gasHolder },
      },
    },
    internet: { ...validLifeline.internet, ...dates, customer_number: canary.internetCustomer, contact_phone: canary.internetPhone },
  };
}
