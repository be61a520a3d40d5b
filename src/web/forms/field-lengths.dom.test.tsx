// Issue 11, point 5 "No silent truncation" and point 8's half-width kana, on every form with a
// length-limited field: the value typed key by key is kept (no maxlength drops a character; the
// typing respects one), and saving shows spec §5's message (or 「N文字以内で入力してください。」)
// on the field, as its description (＊…), and in the error summary. A holder's name typed
// ﾔ ﾏ ﾀ ﾞ one key at a time becomes ヤマダ. (Moved from e2e/field-lengths.spec.ts: docs/testing.md.)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '#shared/forms/form-definition';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { lifelineFormOf } from '#shared/forms/testing/lifeline-forms';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { moveOutForm } from '#shared/forms/definitions/municipality-forms';
import { maximumLengthMessage, validationMessages as m } from '#shared/validation/messages';
import { descriptionOf, errorSummary, summaryLinkNames } from './testing/form-queries';
import { renderSectionForm, type RenderedSectionForm } from './testing/render-section-form';

interface LengthCase {
  field: () => HTMLElement;
  value: string;
  message: string;
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

async function expectMessages({ user }: RenderedSectionForm, cases: readonly LengthCase[]): Promise<void> {
  for (const { field, value } of cases) {
    await user.clear(field());
    await user.type(field(), value);
    expect(valueOf(field())).toBe(value);
  }
  await user.click(screen.getByRole('button', { name: '保存する' }));
  expect(document.activeElement).toBe(errorSummary());
  for (const { field, value, message } of cases) {
    expect(valueOf(field())).toBe(value);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field())).toContain(`＊${message}`);
    expect(summaryLinkNames().some((name) => name.endsWith(`：${message}`))).toBe(true);
  }
}

const render = (definition: FormDefinition<unknown>, values?: unknown) => renderSectionForm(definition, { values });
const byLabel = (label: RegExp) => () => screen.getByLabelText(label);
const inGroup = (group: RegExp, label: string) => () => within(screen.getByRole('group', { name: group })).getByLabelText(label);

describe('length-limited fields keep what was typed and say what is wrong', () => {
  it('申請者の情報: 電話番号 (13) and メールアドレス (254) word their own rules', async () => {
    await expectMessages(render(applicantForm), [
      { field: byLabel(/^電話番号/), value: '090-1234-56789', message: m.phonePattern },
      { field: byLabel(/^メールアドレス/), value: `${'a'.repeat(244)}@example.jp`, message: m.mail },
    ]);
  });

  it('住所: 郵便番号 (7 digits; a letter is kept and named), 番地 (100) and 続柄 (20)', async () => {
    const from = /^現住所（転出元）/;
    await expectMessages(render(movingForm, { moving_type: 'other_municipality' }), [
      { field: inGroup(from, '郵便番号'), value: '16000221', message: m.zipcode },
      { field: inGroup(/^新住所（転出先）/, '郵便番号'), value: '530a001', message: m.zipcode },
      { field: inGroup(from, '番地・建物名・部屋番号'), value: 'あ'.repeat(101), message: maximumLengthMessage(100) },
      { field: () => screen.getAllByLabelText(/^世帯主との続柄/)[0]!, value: '本'.repeat(21), message: maximumLengthMessage(20) },
    ]);
  });

  it('転出届: 連絡事項 (200)', async () => {
    await expectMessages(render(moveOutForm), [{ field: byLabel(/^連絡事項/), value: 'あ'.repeat(201), message: maximumLengthMessage(200) }]);
  });

  it('a lifeline form: お客さま番号 (20), 金融機関コード (4), 店番号 (3), 口座番号 (7), 口座名義 (30), and too short is wrong too', async () => {
    const form = render(lifelineFormOf('electricity', 'new_address'));
    const branch = byLabel(/^店番号/);
    const account = byLabel(/^口座番号/);
    await expectMessages(form, [
      { field: byLabel(/^お客さま番号/), value: '1'.repeat(21), message: maximumLengthMessage(20) },
      { field: byLabel(/^金融機関コード/), value: '00011', message: maximumLengthMessage(4) },
      { field: branch, value: '1234', message: m.branchNumber },
      { field: account, value: '12345678', message: m.accountNumber },
      { field: byLabel(/^口座名義（カナ）/), value: 'ア'.repeat(31), message: maximumLengthMessage(30) },
      { field: byLabel(/^日中に連絡がとれる電話番号/), value: '090-1234-56789', message: m.phonePattern },
    ]);
    await expectMessages(form, [
      { field: branch, value: '12', message: m.branchNumber },
      { field: account, value: '123456', message: m.accountNumber },
    ]);
  });
});

it('half-width kana typed key by key joins its voicing mark (issue 11, point 8)', async () => {
  const { user } = render(lifelineFormOf('electricity', 'new_address'));
  const holder = screen.getByLabelText(/^口座名義（カナ）/);
  for (const key of ['ﾔ', 'ﾏ', 'ﾀ', 'ﾞ', 'ﾊ', 'ﾟ']) await user.type(holder, key);
  expect(valueOf(holder)).toBe('ヤマダパ');
});
