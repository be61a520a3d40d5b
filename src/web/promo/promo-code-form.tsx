// The top page's optional campaign code field (decision 020 L4): the code goes into the promo
// store, saved as the resident's after login (at once when already signed in). A code brought by
// a partner's link (`?promo=`) is shown as kept. The typed value is the page-value store's (spec
// §3), its error the page-error store's, both cleared on a route change.
import { type FormEvent } from 'react';
import { fieldIdOf } from '#shared/forms/field-ids';
import { secondaryButton } from '../components/button.css';
import { describing, ErrorText, FieldShell, LabelText, SupportText } from '../forms/field-anatomy';
import * as fieldCss from '../forms/field-anatomy.css';
import { ErrorSummary } from '../forms/error-summary';
import { usePageErrors } from '../forms/use-page-errors';
import { promoCodePattern } from '#shared/promo-code';
import { pageValueStore, promoCodeStore } from '../stores/client-stores';
import { sectionHeading } from '../layout/page-heading.css';
import { useStore } from '../stores/use-store';
import * as css from './campaign-offer.css';
import { PromoSaveNotice } from './promo-save-notice';

const path = 'promo_code';
const label = 'キャンペーンコード（お持ちの方）';
const fields = [{ path, label }];
const supportText = '半角英数字で32文字まで入力してください（記号は「-」「_」が使えます）。お持ちでない方は入力不要です。';

/** The field's error, or null when the typed code can be kept. */
export function promoCodeError(typed: string): string | null {
  if (typed === '') return 'キャンペーンコードを入力してください。';
  if (!promoCodePattern.test(typed)) return 'キャンペーンコードは半角英数字と「-」「_」で32文字までで入力してください。';
  return null;
}

export function PromoCodeForm({ signedIn }: { signedIn: boolean }) {
  const kept = useStore(promoCodeStore);
  const values = useStore(pageValueStore);
  const typed = typeof values[path] === 'string' ? values[path] : '';
  const { errors, summary, summaryRef, show } = usePageErrors(fields);
  const error = errors[path];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typed.trim();
    const found = promoCodeError(code);
    show(found ? { [path]: found } : {});
    if (found) return;
    promoCodeStore.set(code);
    pageValueStore.removeItem(path);
  };

  return (
    <form noValidate onSubmit={submit} className={css.form}>
      <h2 id="promo-form-title" className={sectionHeading}>キャンペーンコード</h2>
      <ErrorSummary items={summary} ref={summaryRef} />
      <FieldShell>
        <label htmlFor={fieldIdOf(path)} className={fieldCss.label}>
          <LabelText text={label} required={false} />
        </label>
        <SupportText path={path} text={supportText} />
        <input
          id={fieldIdOf(path)}
          className={fieldCss.shortInput}
          type="text"
          inputMode="text"
          autoComplete="off"
          value={typed}
          onChange={(event) => pageValueStore.setItem(path, event.target.value)}
          {...describing({ path, supportText, error })}
        />
        <ErrorText path={path} message={error} />
      </FieldShell>
      <button type="submit" className={secondaryButton}>キャンペーンコードを登録する</button>
      {signedIn ? (
        <PromoSaveNotice />
      ) : (
        <p role="status">{kept !== null ? `キャンペーンコード「${kept}」をお預かりしています。ログインすると登録されます。` : ''}</p>
      )}
    </form>
  );
}
