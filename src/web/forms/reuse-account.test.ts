// The account entered for another business is offered right after the お支払い口座 note of the
// next lifeline form, as a button naming it with the masked account number, beside a status line.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { paymentNoteId } from '#shared/forms/definitions/lifeline-forms';
import { lifelineFormOf } from '#shared/forms/testing/lifeline-forms';
import type { SavedAccount } from '#shared/forms/saved-accounts';
import { elementsByTag, renderFields, textOf } from './testing/render-markup';
import { ReuseAccount } from './reuse-account';

const saved: SavedAccount = {
  source: 'ひかり電力',
  account: { bank_code: '0001', branch_number: '123', account_type: 'ordinary', account_number: '1234567', account_holder_kana: 'ヤマダタロウ' },
};

const waterForm = lifelineFormOf('water', 'both');

describe('reusing an account', () => {
  it('offers each saved account as a button after the お支払い口座 note, before the account fields', () => {
    const html = renderFields(waterForm.fields, { ui: { extras: { [paymentNoteId]: h(ReuseAccount, { accounts: [saved], path: 'payment' }) } } });
    const text = textOf(html);
    const label = 'ひかり電力で入力した口座（金融機関コード 0001 店番号 123 普通 口座番号 ***4567）を使う';
    const buttons = elementsByTag(html, 'button').filter((button) => button.attributes.type === 'button');
    expect(buttons).toHaveLength(1);
    expect(text).toContain(label);
    expect(text.indexOf('お支払い口座')).toBeLessThan(text.indexOf(label));
    expect(text.indexOf(label)).toBeLessThan(text.indexOf('金融機関コード ※必須'));
    expect(html).toContain('role="status"');
    expect(html).not.toContain('1234567');
  });

  it('offers nothing when no other business has an account', () => {
    const html = renderFields(waterForm.fields, { ui: { extras: { [paymentNoteId]: h(ReuseAccount, { accounts: [], path: 'payment' }) } } });
    expect(textOf(html)).not.toContain('口座を使う');
  });
});
