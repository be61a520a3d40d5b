// The resident-facing messages of spec §5, character for character. Rules and tests import
// them from here so that a message cannot drift between client and server.
export const validationMessages = {
  nameTotalLength: '姓名は合計24文字以内で入力してください。',
  katakana: '全角カタカナで入力してください。',
  phoneWithoutHyphen: '電話番号に「-」が含まれていません。',
  phonePattern: '電話番号を正しく入力してください。',
  mail: 'メールアドレスを正しく入力してください。',
  zipcode: '郵便番号を正しく入力してください。',
  zipUnknown: '不正な郵便番号です。',
  birthDate: '生年月日を正しく入力してください。',
  numberOnly: '数字で入力してください。',
  branchNumber: '店番号は3桁の数値で入力してください。',
  accountNumber: '口座番号は7桁の数値で入力してください。',
  required: '入力してください。',
  // Not in spec §5, whose 「入力してください。」 reads as typing: a required choice (check boxes,
  // radios, a select such as 都道府県) is chosen, not typed (decision 018).
  choiceRequired: '選択してください。',
  // Not in spec §5, which words only the birth date: the other dates (move date, 来庁予定日…).
  calendarDate: '日付を正しく入力してください。',
  // Not in spec §5: a value outside a field's choices (only a hand-made request sends one).
  choice: '選択肢から選んでください。',
} as const;

/** Spec §5's text minimum, 「N桁以上入力してください。」. */
export function minimumLengthMessage(min: number): string {
  return `${min}桁以上入力してください。`;
}

/**
 * Not in spec §5, which words no maximum: a text longer than its field's range.max. The field
 * takes what is typed (no maxlength cuts it short) and says so instead; a field whose own rule
 * already words its length (店番号, 口座番号, 電話番号, 郵便番号) shows that rule's message first.
 */
export function maximumLengthMessage(max: number): string {
  return `${max}文字以内で入力してください。`;
}

/** Not in spec §5: more repeated groups than a variable-area allows (the UI stops at the limit). */
export function maximumItemsMessage(max: number): string {
  return `${max}件まで入力できます。`;
}
