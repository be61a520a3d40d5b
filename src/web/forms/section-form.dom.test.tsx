// SectionForm in the DOM: the field anatomy of brief §7 (label with 「※必須」, support text as the
// description, 「＊」 error texts with aria-invalid), the error summary that takes focus on a
// submit with errors and links to each field, the input helpers as the resident types, and the
// save of valid values. (Moved from e2e/forms.spec.ts and e2e/forms-that-fit.spec.ts: docs/testing.md.)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '#shared/config/brand';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { proceduresForm } from '#shared/forms/definitions/procedures-form';
import { validationMessages as m } from '#shared/validation/messages';
import { descriptionOf, errorSummary, labelTextOf, summaryLinkNames } from './testing/form-queries';
import { renderSectionForm } from './testing/render-section-form';

const saveButton = () => screen.getByRole('button', { name: '保存する' });

describe('SectionForm: the field anatomy', () => {
  it('labels a required field with 「※必須」, an optional one without, and describes each by its support text', () => {
    renderSectionForm(applicantForm);
    const phone = screen.getByLabelText(/^電話番号/);
    const email = screen.getByLabelText(/^メールアドレス/);
    expect(labelTextOf(phone)).toBe('電話番号※必須');
    expect(labelTextOf(email)).toBe('メールアドレス');
    expect(descriptionOf(phone)).toBe('ハイフン（-）を入れて入力してください。例：090-1234-5678');
    // Nothing is checked before a submit (no validation on blur).
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('region', { name: '入力内容にエラーがあります' })).toBeNull();
  });
});

describe('SectionForm: a submit with errors', () => {
  it('reports a wrong phone on the field (＊, aria-invalid) and in the summary, which takes focus and links to the field', async () => {
    const { user, save } = renderSectionForm(applicantForm);
    const phone = screen.getByLabelText(/^電話番号/);
    await user.type(phone, '12-3456-7890');
    await user.click(saveButton());

    expect(document.activeElement).toBe(errorSummary());
    expect(summaryLinkNames()).toContain(`電話番号：${m.phonePattern}`);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(phone)).toMatch(new RegExp(`＊${m.phonePattern}`));
    expect(screen.getByText(`＊${m.phonePattern}`)).toBeTruthy();
    expect(document.title).toBe(pageTitle(`エラー：${applicantForm.title}`));
    expect(save).not.toHaveBeenCalled();

    await user.click(within(errorSummary()).getByRole('link', { name: `電話番号：${m.phonePattern}` }));
    expect(document.activeElement).toBe(phone);
  });

  it('asks to choose in a check-box group left empty, and to type in an emptied text field', async () => {
    const procedures = renderSectionForm(proceduresForm, { values: { procedures: ['move_in'] } });
    const group = screen.getByRole('group', { name: /^希望する手続き/ });
    for (const box of within(group).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await procedures.user.click(box);
    await procedures.user.click(saveButton());
    expect(document.activeElement).toBe(errorSummary());
    expect(summaryLinkNames()).toContain(`希望する手続き：${m.choiceRequired}`);
    expect(within(group).getByText(`＊${m.choiceRequired}`)).toBeTruthy();
    procedures.unmount();

    const applicant = renderSectionForm(applicantForm, { values: { phone: '090-1234-5678' } });
    await applicant.user.clear(screen.getByLabelText(/^電話番号/));
    await applicant.user.click(saveButton());
    expect(summaryLinkNames()).toContain(`電話番号：${m.required}`);
  });
});

describe('SectionForm: a section saved as 入力エラー (checkOnOpen)', () => {
  it('opens with its errors shown, a rule across sections winning over the form’s own, without taking focus', async () => {
    const across = '新住所では申し込めない事業者です。';
    renderSectionForm(applicantForm, {
      values: { phone: '12-3456-7890', email: 'not-a-mail' },
      checkOnOpen: true,
      crossSectionErrors: () => Promise.resolve([{ field: 'phone', message: across }]),
    });
    expect(await screen.findByRole('region', { name: '入力内容にエラーがあります' })).toBeTruthy();
    expect(summaryLinkNames()).toEqual(expect.arrayContaining([`電話番号：${across}`, `メールアドレス：${m.mail}`]));
    expect(summaryLinkNames()).not.toContain(`電話番号：${m.phonePattern}`);
    expect(descriptionOf(screen.getByLabelText(/^電話番号/))).toContain(`＊${across}`);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('SectionForm: the input helpers and the save', () => {
  it('turns kana into katakana, eight digits into a date and a full-width phone into half-width as typed, then saves the values', async () => {
    const { user, save } = renderSectionForm(applicantForm, { values: { name: { last: '青木', first: '陽翔' } } });
    const kana = screen.getByRole('group', { name: /^氏名（フリガナ）/ });
    await user.type(within(kana).getByLabelText('セイ'), 'あおき');
    await user.type(within(kana).getByLabelText('メイ'), 'はると');
    const birthDate = screen.getByLabelText(/^生年月日/);
    await user.type(birthDate, '19900401');
    await user.click(within(screen.getByRole('group', { name: /^性別/ })).getByLabelText('男性'));
    const phone = screen.getByLabelText(/^電話番号/);
    await user.type(phone, '０９０ー１２３４ー５６７８');

    expect(within(kana).getByLabelText<HTMLInputElement>('セイ').value).toBe('アオキ');
    expect(within(kana).getByLabelText<HTMLInputElement>('メイ').value).toBe('ハルト');
    expect((birthDate as HTMLInputElement).value).toBe('1990/04/01');
    expect((phone as HTMLInputElement).value).toBe('090-1234-5678');

    await user.click(saveButton());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toMatchObject({ name_kana: { last: 'アオキ', first: 'ハルト' }, birth_date: '1990/04/01', phone: '090-1234-5678', gender: 'male' });
    expect(screen.getByRole('status', { name: '保存しました' })).toBe(document.activeElement);
  });
});
