// A bank account the resident has already entered for another business of the same draft, offered
// for reuse on the next business's form (issue 11, point 7), so the account is typed once. Only
// the last 4 digits of the account number are shown, as bank statements and ATMs do.
import type { components } from '../api/schema';

export type PaymentAccount = components['schemas']['PaymentAccount'];

/** An account saved with another business (`source`, its name). */
export interface SavedAccount {
  source: string;
  account: PaymentAccount;
}

interface BusinessWithPayment {
  business_id: string;
  name: string;
  sort: number;
  values: { payment: PaymentAccount | null } | null;
}

const accountTypeLabels: Readonly<Record<PaymentAccount['account_type'], string>> = { ordinary: '普通', checking: '当座' };

const sameAccount = (a: PaymentAccount, b: PaymentAccount) =>
  a.bank_code === b.bank_code && a.branch_number === b.branch_number && a.account_type === b.account_type && a.account_number === b.account_number && a.account_holder_kana === b.account_holder_kana;

/** The accounts saved with the other businesses, in the order the pages list them, each once. */
export function savedAccountsFor(applications: readonly BusinessWithPayment[], businessId: string): SavedAccount[] {
  const saved: SavedAccount[] = [];
  for (const application of [...applications].sort((a, b) => a.sort - b.sort)) {
    const account = application.values?.payment ?? null;
    if (application.business_id === businessId || account === null) continue;
    if (!saved.some((entry) => sameAccount(entry.account, account))) saved.push({ source: application.name, account });
  }
  return saved;
}

/** 1234567 → ***4567. */
export function maskedAccountNumber(accountNumber: string): string {
  return `***${accountNumber.slice(-4)}`;
}

/** What the reuse choice reads: 「ひかり電力で入力した口座（金融機関コード 0001 店番号 123 普通 口座番号 ***4567）を使う」. */
export function reuseAccountLabel({ source, account }: SavedAccount): string {
  const parts = [`金融機関コード ${account.bank_code}`, `店番号 ${account.branch_number}`, accountTypeLabels[account.account_type], `口座番号 ${maskedAccountNumber(account.account_number)}`];
  return `${source}で入力した口座（${parts.join(' ')}）を使う`;
}

/** The form values of an account, by its parts' names under the payment field. */
export function accountFormValues(account: PaymentAccount): Readonly<Record<keyof PaymentAccount, string>> {
  const { bank_code, branch_number, account_type, account_number, account_holder_kana } = account;
  return { bank_code, branch_number, account_type, account_number, account_holder_kana };
}
