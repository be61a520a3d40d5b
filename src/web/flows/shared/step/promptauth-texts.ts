// The promptauth page's words that name what is signed and sent: 申請 in the normal flow,
// 取消し in the revocation flow (decision 021).

export type SignedNoun = '申請' | '取消し';

export interface PromptauthTexts {
  lead: string;
  submitting: string;
  submitFailedTitle: string;
  submitFailedBody: string;
}

export function promptauthTextsOf(noun: SignedNoun): PromptauthTexts {
  const what = noun === '申請' ? '申請内容' : '取消しの内容';
  return {
    lead: `マイナンバーカードの署名用電子証明書で、${what}に電子署名をしてください。`,
    submitting: `${noun}を送信しています`,
    submitFailedTitle: `${noun}を送信できたか確認できませんでした`,
    submitFailedBody: `通信状況をご確認のうえ、「もう一度送信する」を押してください。もう一度送信しても、同じ${noun}が二重に届くことはありません。`,
  };
}
