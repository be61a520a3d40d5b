// An account entered for another business, reused on this form with one press (issue 11,
// point 7): the press fills the account's fields (the resident can still change them), clears
// their errors, and a status line says what was filled in (WCAG 4.1.3). Shown after the
// お支払い口座 note through FormUi.extras, so any flow's lifeline form can offer it.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { accountFormValues, reuseAccountLabel, type SavedAccount } from '#shared/forms/saved-accounts';
import { secondaryButton } from '../components/button.css';
import { useFormUi } from './form-ui-context';
import * as css from './reuse-account.css';

export function ReuseAccount({ accounts, path }: { accounts: readonly SavedAccount[]; path: string }) {
  const { setValue } = useFormContext();
  const { forgetErrorsUnder } = useFormUi();
  const [filled, setFilled] = useState<SavedAccount | null>(null);
  if (accounts.length === 0) return null;

  const use = (saved: SavedAccount) => {
    for (const [part, value] of Object.entries(accountFormValues(saved.account))) setValue(`${path}.${part}`, value, { shouldDirty: true });
    forgetErrorsUnder(path);
    setFilled(saved);
  };

  return (
    <div className={css.reuse}>
      <p>ほかの事業者で入力した口座を使うこともできます。</p>
      <ul className={css.choices}>
        {accounts.map((saved) => (
          <li key={reuseAccountLabel(saved)}>
            <button type="button" className={`${secondaryButton} ${css.choice}`} onClick={() => use(saved)}>
              {reuseAccountLabel(saved)}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={css.status}>
        {filled && `${filled.source}で入力した口座を反映しました。内容をご確認ください。`}
      </p>
    </div>
  );
}
