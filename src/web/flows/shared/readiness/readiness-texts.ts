// What the readiness page (issue 28) says: each check's line, why the resident cannot continue
// online and what to do instead (which counter, what to bring), and the date window of each move
// type. The windows are the domain rules' own (move-out-window.ts, visit-date.ts), never restated.
import type { components } from '#shared/api/schema';
import { calledOffMoveAdvice, calledOffMoveMessage } from '#shared/called-off-move';
import { addDays, japaneseDate } from '#shared/domain/calendar-days';
import { MOVE_OUT_DAYS_AFTER, MOVE_OUT_DAYS_BEFORE, moveOutWindow } from '#shared/domain/move-out-window';
import type { MovingType } from '#shared/domain/moving-procedures';
import { VISIT_DAYS_AFTER_MOVE } from '#shared/domain/visit-date';
import { formatCalendarDate, parseCalendarDate } from '#shared/validation/calendar-date';

type Readiness = components['schemas']['ReadinessResponse'];
export type ReadinessBlocker = components['schemas']['ReadinessBlocker'];
type Signing = NonNullable<Readiness['signing']>;

/** The resident's own municipality's counter, or the general words when it does not take part. */
export const ownCounter = 'お住まいの市区町村の窓口';

/** YYYY-MM-DDTHH:mm:ssZ → 2031年12月1日, the day in Japan. */
export function japaneseDay(instant: string): string {
  const parts = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}年${part('month')}月${part('day')}日`;
}

export function certificateLine(signing: Signing): string {
  const until = japaneseDay(signing.not_after);
  switch (signing.certificate_state) {
    case 'valid':
      return `有効です（有効期限：${until}）。`;
    case 'expired':
      return `有効期限が切れています（有効期限：${until}）。`;
    case 'revoked':
      return '失効しています。';
  }
}

export function pinLine(signing: Signing): string {
  if (signing.pin_locked) return 'ロックされています。';
  return `あと${signing.pin_attempts_left}回間違えるとロックされます。`;
}

/** A warning worth reading before signing: the last try, or a certificate ending before the move. */
export function signingWarnings(signing: Signing): string[] {
  const warnings: string[] = [];
  if (!signing.pin_locked && signing.pin_attempts_left === 1) {
    warnings.push('署名用パスワードは、あと1回間違えるとロックされ、窓口で解除するまで電子署名ができなくなります。入力の際はご注意ください。');
  }
  if (signing.expires_before_move) {
    warnings.push('署名用電子証明書の有効期限が、引越し予定日より前に切れます。今の申請はできますが、引越し先の窓口（転入届・転居届の手続きの際）で電子証明書を更新してください。');
  }
  return warnings;
}

export const signingUnavailable = '署名用電子証明書の状態を確認できませんでした。このまま進むことはできます。電子署名の際にあらためて確認します。';

export interface Blocked {
  reason: string;
  instead: string;
  /** What to take to the counter; empty when no counter visit is needed. */
  bring: readonly string[];
}

const card = 'マイナンバーカード';

/** Why the resident cannot continue online, and what to do instead. `until`: a revocation's last day. */
export function blockedOf(blocker: ReadinessBlocker, until: string | null): Blocked {
  switch (blocker) {
    case 'certificate_expired':
      return {
        reason: '署名用電子証明書の有効期限が切れているため、電子署名ができず、オンラインでは申請できません。',
        instead: '窓口で署名用電子証明書を更新してください。更新後は、オンラインで申請できます。お急ぎの場合は、窓口で届出をすることもできます。',
        bring: [card, '署名用電子証明書の暗証番号（英数字6〜16文字）'],
      };
    case 'certificate_revoked':
      return {
        reason: '署名用電子証明書が失効しているため、電子署名ができず、オンラインでは申請できません。電子証明書は、住所などが変わると失効します。',
        instead: '窓口で署名用電子証明書を新しく発行してもらってください。発行後は、オンラインで申請できます。',
        bring: [card],
      };
    case 'pin_locked':
      return {
        reason: '署名用パスワード（署名用電子証明書の暗証番号）がロックされているため、電子署名ができず、オンラインでは申請できません。',
        instead: '窓口でロックを解除し、パスワードを設定し直してください。解除後は、オンラインで申請できます。',
        bring: [card],
      };
    case 'no_filed_application':
      return {
        reason: '追加できる送信済みの申請がありません。ライフラインの手続きは、引越しの手続きを送信した後に追加できます。',
        instead: '先に引越しの手続きを送信してください。',
        bring: [],
      };
    case 'move_called_off':
      return { reason: calledOffMoveMessage, instead: calledOffMoveAdvice, bring: [] };
    case 'nothing_cancellable':
      return {
        reason: until
          ? `取り消せる手続きはありません。取消しは引越し予定日（${japaneseDate(until)}）まで、提出先が受け付けた手続きについてできます。`
          : '取り消せる申請がありません。',
        instead: '手続きの内容を変えたい場合や、取消しの期限を過ぎた場合は、各提出先に直接お問い合わせください。連絡先はマイページの申請の状況に表示しています。',
        bring: [],
      };
  }
}

/** Whether the way out is a visit to the resident's own municipality's counter. */
export const needsCounter = (blocker: ReadinessBlocker): boolean => ['certificate_expired', 'certificate_revoked', 'pin_locked'].includes(blocker);

export const movingTypeLabels: Readonly<Record<MovingType, string>> = {
  other_municipality: '転出（ほかの市区町村へ引越し）',
  same_municipality: '転居（同じ市区町村内で引越し）',
  abroad: '国外転出（海外へ引越し）',
};

export const abroadCounter = '国外への転出は、オンラインでは手続きできません。お住まいの市区町村の窓口で転出届を出してください。マイナンバーカードと本人確認書類をお持ちください。';

/** The date window of a move type, with the days when a valid move date is given. */
export function windowLines(movingType: MovingType, moveDate: string | null): string[] {
  const move = moveDate === null ? null : parseCalendarDate(moveDate);
  const visitLine = move
    ? `転入届の来庁予定日：引越し日から${VISIT_DAYS_AFTER_MOVE}日以内（${japaneseDate(moveDate ?? '')}〜${japaneseDate(formatCalendarDate(addDays(move, VISIT_DAYS_AFTER_MOVE)))}）の、窓口が開いている日`
    : `転入届の来庁予定日：引越し日から${VISIT_DAYS_AFTER_MOVE}日以内の、窓口が開いている日`;
  switch (movingType) {
    case 'other_municipality': {
      const window = moveDate === null ? null : moveOutWindow(moveDate);
      const moveOut = window
        ? `転出届：${japaneseDate(window.first)}から${japaneseDate(window.last)}まで（引越し予定日の${MOVE_OUT_DAYS_BEFORE}日前から、引越し日の${MOVE_OUT_DAYS_AFTER}日後まで）`
        : `転出届：引越し予定日の${MOVE_OUT_DAYS_BEFORE}日前から、引越し日の${MOVE_OUT_DAYS_AFTER}日後まで`;
      return [moveOut, visitLine];
    }
    case 'same_municipality':
      return [visitLine.replace('転入届', '転居届')];
    case 'abroad':
      return [];
  }
}
