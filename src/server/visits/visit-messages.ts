// What a resident reads about visit slots (issue 27).
import { visitSlotGoneMessage, visitSlotTakenMessage } from '#shared/domain/visit-slot-taken';
export const visitMessages = {
  slotRequired: '来庁時間を選択してください。',
  slotUnknown: '選択した来庁時間は、この日には受け付けていません。来庁時間を選び直してください。',
  slotFull: '選択した来庁時間は予約がいっぱいです。別の来庁時間を選択してください。',
  /** At submit: another resident took the last place meanwhile; nothing was sent. */
  slotTakenAtSubmit: visitSlotTakenMessage,
  /** At submit: the slot is not one of that day's (the seed changed since it was chosen). */
  slotGoneAtSubmit: visitSlotGoneMessage,
  noVisit: '来庁予定が見つかりません。',
  /** A change to the day and slot already reserved. */
  sameVisit: '現在の来庁日時と同じです。別の来庁予定日か来庁時間を選択してください。',
  /** The visit is past, cancelled, or its procedure was returned, failed or completed. */
  unchangeable: 'この来庁予定は変更できません。来庁日が過ぎたか、手続きが取消し・差戻し・完了などで終わっています。',
} as const;
