import { describe, expect, it } from 'vitest';
import { accountFormValues, maskedAccountNumber, reuseAccountLabel, savedAccountsFor, type PaymentAccount } from './saved-accounts';

const account: PaymentAccount = { bank_code: '0001', branch_number: '123', account_type: 'ordinary', account_number: '1234567', account_holder_kana: 'ヤマダタロウ' };
const other: PaymentAccount = { ...account, account_type: 'checking', account_number: '7654321' };

const business = (business_id: string, sort: number, payment: PaymentAccount | null) => ({ business_id, name: `事業者${sort}`, sort, values: { payment } });

describe('accounts saved with other businesses', () => {
  it('lists the other businesses’ accounts in page order, each once, never the business’s own', () => {
    const applications = [business('gas', 2, account), business('power', 1, account), business('water', 3, other), business('net', 4, null), { business_id: 'new', name: '未入力', sort: 5, values: null }];
    expect(savedAccountsFor(applications, 'water')).toEqual([{ source: '事業者1', account }]);
    expect(savedAccountsFor(applications, 'new')).toEqual([
      { source: '事業者1', account },
      { source: '事業者3', account: other },
    ]);
    expect(savedAccountsFor([business('power', 1, account)], 'power')).toEqual([]);
  });

  it('shows only the last 4 digits of the account number', () => {
    expect(maskedAccountNumber('1234567')).toBe('***4567');
    expect(reuseAccountLabel({ source: 'ひかり電力', account })).toBe('ひかり電力で入力した口座（金融機関コード 0001 店番号 123 普通 口座番号 ***4567）を使う');
    expect(reuseAccountLabel({ source: 'さくらガス', account: other })).toContain('当座 口座番号 ***4321');
  });

  it('fills every part of the form’s account', () => {
    expect(accountFormValues(account)).toEqual(account);
  });
});
