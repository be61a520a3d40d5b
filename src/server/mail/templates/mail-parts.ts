// The parts the mails share: the subject's mark, the salutation, how a visit's day and a procedure
// are written, the visit and what to bring to it, the links to マイページ, and the footer every mail
// ends with (the link rule against look-alike mails, and whom to ask).
import { brand } from '#shared/config/brand';
import { supportContact } from '#shared/config/support-contact';
import { japaneseDate, dayOfWeek } from '#shared/domain/calendar-days';
import { receiptAnchorOf, receiptLinkText } from '#shared/receipt';
import { parseCalendarDate } from '#shared/validation/calendar-date';
import type { MailBlock } from './mail-document';
import type { MailFacts } from './mail-facts';

export type Visit = NonNullable<MailFacts['visit']>;
export type Recipient = NonNullable<MailFacts['recipient']>;

/** 【うつる】申請を受け付けました… */
export const subjectOf = (text: string): string => `【${brand.name}】${text}`;

/** 山田 太郎 様; お客様 when the application kept no name. */
export const salutation = (facts: MailFacts): MailBlock => ({ kind: 'paragraph', text: facts.residentName.trim() ? `${facts.residentName} 様` : 'お客様' });

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
export const heading = (text: string): MailBlock => ({ kind: 'heading', text });

const weekdays = ['日', '月', '火', '水', '木', '金', '土'];

/** 2026/12/03 → 2026年12月3日（木）. A date that does not parse is shown as it came. */
export function visitDateText(date: string): string {
  const day = parseCalendarDate(date);
  return day ? `${japaneseDate(date)}（${weekdays[dayOfWeek(day)]}）` : date;
}

/** 09:00 → 9:00, as a time reads in a sentence. */
const slotText = (slot: string) => slot.replace(/^0(\d):/, '$1:');

/** 千代田区（転出届）: as マイページ names a procedure at its recipient. */
export const procedureName = (recipientName: string, procedureLabel: string): string => `${recipientName}（${procedureLabel}）`;

export function procedureList(title: string, facts: MailFacts): MailBlock[] {
  if (facts.procedures.length === 0) return [];
  return [heading(title), { kind: 'list', items: facts.procedures.map((entry) => procedureName(entry.recipientName, entry.procedureLabel)) }];
}

export function visitFacts(visit: Visit): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ['来庁予定日', visitDateText(visit.date)],
      ...(visit.slot ? [['予約の時間', slotText(visit.slot)] as const] : []),
      ['窓口', visit.officeName],
      ['所在地', visit.officeAddress],
      ['受付時間', visit.hours],
      ['電話番号', visit.phone],
    ],
  };
}

/** What the counter needs for 転入届 or 転居届 with a マイナンバーカード (the 特例 of an online 転出届). */
export function whatToBring(receptionNumber: string): MailBlock[] {
  return [
    heading('お持ちいただくもの'),
    {
      kind: 'list',
      items: [
        'マイナンバーカード（一緒に引越しするかたの分も）',
        'マイナンバーカードの暗証番号（数字4桁）：窓口の端末にご自身で入力します。職員を含め、ほかの人には教えないでください。',
        `転出の情報：うつるで転出届を出したかたは、紙の転出証明書は要りません。窓口で受付番号 ${receptionNumber} をお伝えください。`,
      ],
    },
  ];
}

/**
 * The signing certificate at the counter (issue 28): the new address revokes it, so what the
 * resident still wants to file or cancel online goes first; the card's continued use (転入) or
 * its new address (転居) and a new certificate are done at the same visit.
 */
export function certificateBlocks(filing: '転入届' | '転居届'): MailBlock[] {
  const card =
    filing === '転入届'
      ? '転入届と一緒に、マイナンバーカードの継続利用の手続き（新しい住所の書き込み）をします。'
      : '転居届と一緒に、マイナンバーカードに新しい住所を書き込みます。';
  return [
    heading('署名用電子証明書は窓口で失効します'),
    paragraph(
      `窓口で${filing}を出すと住所が変わるため、マイナンバーカードの署名用電子証明書は失効します。新しい証明書が発行されるまで、電子署名が要るオンラインの手続き（うつるでの申請や取消しを含みます）はできません。`,
    ),
    paragraph('オンラインで出しておきたい申請や、取り消したい手続きがあれば、来庁の前に済ませてください。'),
    paragraph(`${card}新しい署名用電子証明書の発行も、同じ来庁のときに窓口で申請できます。発行のときには、新しい暗証番号（英数字6〜16文字）を決めていただきます。`),
  ];
}

export function visitBlocks(visit: Visit, receptionNumber: string): MailBlock[] {
  return [heading('来庁の予定'), visitFacts(visit), ...whatToBring(receptionNumber)];
}

export const myPagePath = '/mypage';

/** Where an application's receipt (控え) is: its place on マイページ (without the anchor, the link still opens マイページ). */
export const receiptPath = (receptionNumber: string): string => `${myPagePath}#${receiptAnchorOf(receptionNumber)}`;

export const myPageLink = (label = 'マイページで手続きの状況を見る'): MailBlock => ({ kind: 'link', label, path: myPagePath });

/** The receipt of the application the mail is about: where it is on マイページ, and the link to it. */
export function receiptBlocks(receptionNumber: string, what: string): MailBlock[] {
  return [
    heading(`${what}の控え`),
    paragraph(`${what}の控え（PDF）は、マイページの「申請の状況」で、受付番号 ${receptionNumber} の「${receiptLinkText}」から取り出せます。`),
    { kind: 'link', label: `${what}の控えを見る（マイページ）`, path: receiptPath(receptionNumber) },
  ];
}

/** utsuru.example.jp: the host a resident checks a link against. */
export const hostOf = (origin: string): string => origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/.*$/, '');

/** The link rule, as every mail says it (a defence against look-alike scam mails). */
export const linkRule = (origin: string): string =>
  `${brand.name}からのメールに記載するリンクは ${hostOf(origin)} のページだけです。それ以外のリンクや、暗証番号・口座番号を尋ねるメールは開かないでください。`;

export function footerBlocks(origin: string, optional: boolean): MailBlock[] {
  return [
    heading('このメールについて'),
    paragraph(linkRule(origin)),
    paragraph(
      optional
        ? 'このお知らせを受け取るかどうかは、マイページで変えられます。'
        : 'このお知らせは、身に覚えのない手続きにすぐ気づけるよう、止めずにお送りしています。',
    ),
    paragraph('このメールは送信専用のアドレスから送っています。ご返信いただいても、お答えできません。'),
    paragraph(`お問い合わせ：${supportContact.name} ${supportContact.phone}（${supportContact.hours}）`),
  ];
}

export function missing(template: string, what: string): never {
  throw new Error(`The ${template} mail needs facts.${what}.`);
}
