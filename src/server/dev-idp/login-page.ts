// The Japanese login page of the development IdP: pick a test resident, enter the 4-digit
// 利用者証明用電子証明書 PIN. Field anatomy follows the product's design rules (label, ※必須,
// support text, aria-describedby / aria-invalid, error text starting with ＊, 「エラー：」 title).
import { escapeHtml, pinField, renderPage, submitThenDecline } from './html';
import type { TestResident } from './residents';

export const LOGIN_PAGE_TITLE = 'マイナンバーカードでログイン（開発用）';

export const loginMessages = {
  residentRequired: '＊ログインする住民を選んでください。',
  pinFormat: '＊暗証番号は数字4桁で入力してください。',
  pinWrong: '＊暗証番号が正しくありません。',
  pinLocked: '＊暗証番号がロックされています。市区町村の窓口で初期化してください。',
} as const;

export interface LoginPageInput {
  mountPath: string;
  uid: string;
  clientName: string;
  residents: readonly TestResident[];
  selectedSub?: string | undefined;
  error?: { field: 'resident' | 'pin'; message: string } | undefined;
}

function residentOption(person: TestResident, index: number, selectedSub: string | undefined, invalid: boolean): string {
  const id = `resident-${index}`;
  const checked = person.sub === selectedSub ? ' checked' : '';
  const describedBy = invalid ? `${id}-description resident-error` : `${id}-description`;
  return `<div class="idp-radio">
<input type="radio" id="${id}" name="resident" value="${escapeHtml(person.sub)}"${checked} required aria-describedby="${describedBy}"${invalid ? ' aria-invalid="true"' : ''}>
<label for="${id}">${escapeHtml(`${person.family_name} ${person.given_name}`)}<span class="idp-kana">（${escapeHtml(`${person.family_name_kana} ${person.given_name_kana}`)}）</span></label>
<p class="idp-support" id="${id}-description">${escapeHtml(person.description)}</p>
</div>`;
}

export function renderLoginPage(input: LoginPageInput): string {
  const { mountPath, uid, error } = input;
  const base = `${mountPath}/interaction/${encodeURIComponent(uid)}`;
  const residentInvalid = error?.field === 'resident';
  const pinInvalid = error?.field === 'pin';
  const residentError = residentInvalid
    ? `<p class="idp-error" id="resident-error">${escapeHtml(error.message)}</p>`
    : '';

  const body = `<h1>${escapeHtml(LOGIN_PAGE_TITLE)}</h1>
<p class="idp-lead">「${escapeHtml(input.clientName)}」にログインします。テスト用の住民を選び、利用者証明用電子証明書の暗証番号を入力してください。</p>
<form class="idp-form" method="post" action="${escapeHtml(`${base}/login`)}" novalidate>
<fieldset class="idp-fieldset">
<legend>ログインする住民 <span class="idp-required">※必須</span></legend>
${residentError}
${input.residents.map((person, index) => residentOption(person, index, input.selectedSub, residentInvalid)).join('\n')}
</fieldset>
${pinField({
    label: '利用者証明用電子証明書の暗証番号（数字4桁）',
    support: 'テスト用の住民は全員「1234」です。3回続けて間違えるとロックされます。',
    error: pinInvalid ? error.message : null,
    inputAttributes: 'class="idp-input" inputmode="numeric" maxlength="4"',
  })}
${submitThenDecline('ログイン', `${base}/abort`, 'キャンセル')}`;

  return renderPage({ title: error ? `エラー：${LOGIN_PAGE_TITLE}` : LOGIN_PAGE_TITLE, mountPath, body });
}
