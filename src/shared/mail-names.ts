// Each mail うつる sends a resident (issue 27) by its name: the mail preferences on マイページ list
// them so, and the timeline says which mail was sent in the same words.
import type { components } from './api/schema';

type MailTemplate = components['schemas']['MailTemplate'];

export const mailNames: Readonly<Record<MailTemplate, string>> = {
  filed: '申請受付のお知らせ',
  addition_filed: '追加の申込み受付のお知らせ',
  cancellation_filed: '取消しの申込み受付のお知らせ',
  fraud_alert: '申請・取消しがあったときの確認のお知らせ',
  recipient_received: '受付済みのお知らせ',
  recipient_completed: '完了のお知らせ',
  recipient_returned: '差戻しのお知らせ',
  recipient_failed: '送信できなかったときのお知らせ',
  visit_tomorrow: '来庁予定日の前日のお知らせ',
  move_deadline: '転入届・転居届の期限のお知らせ',
  failed_reminder: '送信できなかった手続きの再度のお知らせ',
};
