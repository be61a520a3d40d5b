// The resident-facing Japanese texts of brief §5's domain rules: field errors of the
// cross-section rules, and why a procedure cannot be filed online (possibility reasons). Every
// reason says what to do instead. Server and browser both take them from here.
import type { MovingType } from './moving-procedures';
import { japaneseDate } from './calendar-days';

const openDayRequest = '窓口が開いている日を入力してください。';

export const domainMessages = {
  visitDate: '来庁予定日は、引越し日から14日以内の、窓口が開いている日（土日・祝日・12月29日〜1月3日を除く）を入力してください。',
  visitDateInPast: '来庁予定日は、今日以降の日付を入力してください。',
  /** A 来庁予定日 on a day the office is closed names the rule it breaks (issue 11, point 6). */
  officeClosed: {
    weekend: (weekday: '土曜日' | '日曜日') => `${weekday}は窓口が閉庁しています。${openDayRequest}`,
    /** 11月23日は勤労感謝の日のため… (`month`/`day` as numbers, no leading zero). */
    holiday: (month: number, day: number, name: string) => `${month}月${day}日は${name}のため窓口が閉庁しています。${openDayRequest}`,
    yearEnd: `12月29日から1月3日までは年末年始のため窓口が閉庁しています。${openDayRequest}`,
  },
  /** The chosen procedures do not fit the moving type of step 1-2. */
  proceduresForMovingType: {
    other_municipality: '転出（ほかの市区町村へ引越し）の場合に選べるのは、転出届、転入予定連絡、電気・ガス・水道などの手続きです。',
    same_municipality: '転居（同じ市区町村内で引越し）の場合に選べるのは、転居予定連絡と、電気・ガス・水道などの手続きです。',
    abroad: '国外転出の場合に選べるのは、転出届だけです。転出届は窓口でのお手続きになります。',
  } satisfies Record<MovingType, string>,
  businessOutsideArea: '新しい住所では手続きできない事業者が含まれています。表示されている事業者から選び直してください。',
} as const;

/** Why a procedure is NotApplicable (spec §3 applicability 2), shown beside it. */
export const possibilityReasons = {
  abroad: '国外への転出は、オンラインでは手続きできません。お住まいの市区町村の窓口でお手続きください。',
  notParticipating: (municipality: string) =>
    `${municipality}は、このサービスに参加していないため、オンラインでは手続きできません。${municipality}の窓口でお手続きください。`,
  notAccepted: (municipality: string, procedure: string) =>
    `${municipality}は、${procedure}をオンラインで受け付けていません。${municipality}の窓口でお手続きください。`,
  /** `firstDay` is the window's first day, YYYY/MM/DD. */
  moveOutTooEarly: (firstDay: string) =>
    `転出届をオンラインで出せるのは、引越し予定日の30日前（${japaneseDate(firstDay)}）からです。その日以降にあらためて申請するか、窓口でお手続きください。`,
  moveOutTooLate: (municipality: string) =>
    `引越し日から10日を過ぎたため、転出届はオンラインでは出せません。${municipality}の窓口でお手続きください。`,
  visitPeriodOver: (municipality: string) =>
    `引越し日から14日を過ぎたため、来庁予定日を連絡できません。できるだけ早く${municipality}の窓口でお手続きください。`,
  noBusinessInArea: '新しい住所の地域で手続きできる事業者は、まだありません。各事業者へ直接お申し込みください。',
} as const;
