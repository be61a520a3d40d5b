// マイページ's words for the submitted applications.
import { describe, expect, it } from 'vitest';
import {
  announcementOf,
  askToCancelAdviceOf,
  cancelDeadlineOf,
  cancellationAdviceOf,
  failedAdviceOf,
  moveDateOf,
  newestFirst,
  procedureLabels,
  recipientStatusLabels,
  startPath,
  statusTimeOf,
  submittedDateOf,
  telHref,
  type ApplicationSummary,
} from './application-status';

function application(reception_number: string, submitted_at: string): ApplicationSummary {
  return {
    application_id: '5b1f0c0e-8f52-4a43-9a57-1f3f0b6f2a11',
    phase: 1,
    reception_number,
    submitted_at,
    move_date: '2026/12/01',
    recipients: [],
    additions: [],
    cancellable: false,
    past_move_date: false,
    timeline: [],
  };
}

describe('the application status on マイページ', () => {
  it('words every recipient status in Japanese', () => {
    expect(recipientStatusLabels).toEqual({
      pending: '送信待ち',
      sending: '送信待ち',
      delivered: '送信済み',
      received: '受付済み',
      completed: '完了',
      returned: '差戻し',
      failed: '送信できませんでした',
    });
    expect(procedureLabels.move_out).toBe('転出届');
    expect(procedureLabels.businesses).toBe('ライフラインの手続き');
  });

  it('dates the sending by the day in Japan', () => {
    // 23:30 in UTC on 19 November is already 20 November in Japan.
    expect(submittedDateOf(application('A', '2026-11-19T23:30:00Z'))).toBe('2026年11月20日');
    expect(submittedDateOf(application('A', '2026-11-20T08:59:00+09:00'))).toBe('2026年11月20日');
    expect(moveDateOf(application('A', '2026-11-20T08:59:00+09:00'))).toBe('2026年12月1日');
  });

  it('lists the newest first, whatever order they came in', () => {
    const older = application('OLD', '2026-11-01T10:00:00+09:00');
    const newer = application('NEW', '2026-11-20T10:00:00+09:00');
    const sameDayLater = application('LATER', '2026-11-20T02:00:00Z');
    expect(newestFirst([older, newer, sameDayLater]).map((a) => a.reception_number)).toEqual(['LATER', 'NEW', 'OLD']);
  });

  it('starts the move at the readiness page, before any form', () => {
    expect(startPath).toBe('/step/readiness');
  });

  it('gives each status the time it was reached, in Japan, to the minute', () => {
    expect(statusTimeOf('2026-11-24T05:02:00.000Z')).toBe('11月24日 14:02');
    // 15:30 UTC is already the next day in Japan; midnight reads 00:xx, not 24:xx.
    expect(statusTimeOf('2026-11-24T15:30:59.999Z')).toBe('11月25日 00:30');
    expect(statusTimeOf('2026-01-01T00:00:00+09:00')).toBe('1月1日 00:00');
  });

  it('says where to file when the message could not be sent', () => {
    const counter = { name: '千代田区役所 総合窓口課', phone: '03-3264-2111', hours: '平日 8:30〜17:15', address: '〒102-8688 東京都千代田区九段南1-2-1' };
    expect(failedAdviceOf({ kind: 'municipality', name: '千代田区', contact: counter })).toEqual({ text: '千代田区の窓口で手続きしてください。', contact: counter });
    const phone = { name: 'ひかり電力', phone: '0120-100-200' };
    expect(failedAdviceOf({ kind: 'business', name: 'ひかり電力', contact: phone })).toEqual({ text: 'ひかり電力に電話で連絡してください。', contact: phone });
    // A recipient the service no longer lists still names who to reach.
    expect(failedAdviceOf({ kind: 'business', name: 'ひかり電力' })).toEqual({ text: 'ひかり電力に電話で連絡してください。', contact: null });
    expect(telHref('0120-100-200')).toBe('tel:0120100200');
    expect(telHref('+81 3-3264-2111')).toBe('tel:+81332642111');
  });

  it('announces each status that reads differently, in one polite sentence each', () => {
    const change = (name: string, from: 'pending' | 'sending' | 'delivered', to: 'sending' | 'delivered' | 'completed' | 'failed') => ({ applicationId: 'A', name, procedure: 'businesses' as const, from, to });
    expect(announcementOf([change('ひかり電力', 'delivered', 'completed')])).toBe('ひかり電力（ライフラインの手続き）の状況が「完了」になりました。');
    expect(announcementOf([change('ひかり電力', 'delivered', 'completed'), change('みなとガス', 'pending', 'failed')])).toBe(
      'ひかり電力（ライフラインの手続き）の状況が「完了」になりました。みなとガス（ライフラインの手続き）の状況が「送信できませんでした」になりました。',
    );
    // pending → sending is 送信待ち both times: nothing to say.
    expect(announcementOf([change('ひかり電力', 'pending', 'sending')])).toBe('');
    expect(announcementOf([])).toBe('');
  });

  it('announces a cancellation that moved (取消処理中 → 取消済み), the procedure’s own status unchanged', () => {
    const moved = { applicationId: 'A', name: 'さくらガス', procedure: 'businesses' as const, from: 'delivered' as const, to: 'delivered' as const, cancellation: { from: 'requested' as const, to: 'cancelled' as const } };
    expect(announcementOf([moved])).toBe('さくらガス（ライフラインの手続き）の取消しが「取消済み」になりました。');
  });

  it('says a refusal once: the recipient’s reason is on the row, the advice only whom to ask', () => {
    const contact = { name: 'さくらガス お客さまセンター', phone: '0120-000-000' };
    const refused = (reason?: string) => ({
      name: 'さくらガス',
      cancellation: { status: 'refused' as const, status_at: '2026-11-25T02:00:00.000Z', reception_number: 'R7Z3-K2WQ-8LMN', contact, ...(reason ? { reason } : {}) },
    });
    expect(cancellationAdviceOf(refused('開栓作業が完了していたため'))).toEqual({ text: 'さくらガスへ直接お問い合わせください。', contact });
    // Without the recipient's reason, the advice says why itself.
    expect(cancellationAdviceOf(refused())?.text).toBe('さくらガスでの手続きが完了していたため、取り消しできませんでした。さくらガスへ直接お問い合わせください。');
    expect(cancellationAdviceOf({ name: 'さくらガス', cancellation: { ...refused().cancellation, status: 'failed' } })?.text).toBe('取消しをさくらガスへ届けられませんでした。さくらガスへ直接お問い合わせください。');
  });

  it('says until when an application can be cancelled, and after it whom to ask for each procedure that stands (issue 24)', () => {
    expect(cancelDeadlineOf(application('R', '2026-11-20T10:00:00+09:00'))).toBe('2026年12月1日（引越し予定日）まで');
    expect(cancelDeadlineOf({ ...application('R', '2026-11-20T10:00:00+09:00'), past_move_date: true })).toBe('2026年12月1日（引越し予定日）で終わりました');
    const contact = { name: 'なにわ電気', phone: '0120-000-000' };
    expect(askToCancelAdviceOf({ name: 'なにわ電気', status: 'received', contact })).toEqual({ text: '取り消すときは、なにわ電気へ直接お問い合わせください。', contact });
    expect(askToCancelAdviceOf({ name: '新宿区', status: 'delivered' })).toEqual({ text: '取り消すときは、新宿区へ直接お問い合わせください。', contact: null });
    // Nothing to cancel: returned or never delivered; a cancellation shows its own advice.
    expect(askToCancelAdviceOf({ name: '新宿区', status: 'returned' })).toBeNull();
    expect(askToCancelAdviceOf({ name: '新宿区', status: 'failed', contact })).toBeNull();
    expect(askToCancelAdviceOf({ name: '新宿区', status: 'delivered', cancellation: { status: 'cancelled', status_at: '2026-11-21T10:00:00+09:00', reception_number: 'R' } })).toBeNull();
  });
});
