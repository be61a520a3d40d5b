// /after/checkinformation (issue 13, journey 1): the identity data the provider holds (GET
// user_info_updated) and whether its address is the new one. Yes → /after/step, where the applicant
// prefilled from it is already done (issue 24); no → /after/updateinformation, which asks the
// provider to refresh it. The answer is the page-value
// store's and its error the page-error store's (spec §3), cleared with the page.
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { choiceIdOf } from '#shared/forms/field-ids';
import { pathOf, routeTitleOf } from '#shared/routes';
import { primaryButton } from '../../components/button.css';
import { describing, GroupShell } from '../../forms/field-anatomy';
import * as fieldCss from '../../forms/field-anatomy.css';
import { ErrorSummary } from '../../forms/error-summary';
import { titleWithErrors, usePageErrors } from '../../forms/use-page-errors';
import { lead, pageHeading } from '../../layout/page-heading.css';
import { PendingContent, useShownWhenReady } from '../../layout/pending-content';
import { useDocumentTitle } from '../../layout/use-document-title';
import { pageValueStore } from '../../stores/client-stores';
import { useStore } from '../../stores/use-store';
import { IdentityList } from './identity-list';
import { pageActions as actions } from '../../layout/page-actions.css';
import { useUpdatedIdentity } from './use-updated-identity';

const path = 'address_is_current';
const legend = '住所は引越し先の新しい住所になっていますか';
const supportText = '転入届の手続きが済むと、マイナンバーカードの住所は新しい住所に変わります。引越し前の住所のままの場合は、本人情報を更新してください。';
const choices = [
  { value: 'yes', label: 'はい、新しい住所になっています' },
  { value: 'no', label: 'いいえ、引越し前の住所のままです' },
] as const;
export const unansweredMessage = '住所が新しい住所になっているかどうかを選択してください。';

/** Where each answer leads. */
export function nextPathOf(answer: unknown): string | null {
  if (answer === 'yes') return pathOf('after-step');
  if (answer === 'no') return pathOf('after-updateinformation');
  return null;
}

export function CheckInformationPage() {
  const title = routeTitleOf('after-checkinformation');
  const identity = useUpdatedIdentity();
  const values = useStore(pageValueStore);
  const [, navigate] = useLocation();
  const { errors, summary, summaryRef, show } = usePageErrors([{ path, label: legend, focusId: choiceIdOf(path, 0) }]);
  useDocumentTitle(titleWithErrors(title, errors));
  const shown = useShownWhenReady(identity.status === 'loaded');
  if (identity.status !== 'loaded') return identity.status === 'loading' ? <PendingContent /> : null;
  if (!shown) return <PendingContent />;

  const error = errors[path];
  const aria = describing({ path, supportText, error });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = nextPathOf(values[path]);
    show(next ? {} : { [path]: unansweredMessage });
    if (next) navigate(next);
  };

  return (
    <>
      <h1 className={pageHeading}>{title}</h1>
      <p className={lead}>
        ログインに使ったサービスが持っている、あなたの本人情報です。引越し先の住所になっているかどうかを確かめてください。
      </p>
      <ErrorSummary items={summary} ref={summaryRef} />
      <IdentityList info={identity.value.user_info} label="現在の本人情報" />
      <form noValidate onSubmit={submit}>
        <GroupShell legend={legend} required path={path} supportText={supportText} error={error}>
          <div className={fieldCss.choices}>
            {choices.map((choice, index) => (
              <label key={choice.value} className={fieldCss.choice} htmlFor={choiceIdOf(path, index)}>
                <input
                  id={choiceIdOf(path, index)}
                  type="radio"
                  name={path}
                  value={choice.value}
                  className={fieldCss.choiceInput}
                  checked={values[path] === choice.value}
                  onChange={() => pageValueStore.setItem(path, choice.value)}
                  {...aria}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </div>
        </GroupShell>
        <div className={actions}>
          <button type="submit" className={primaryButton}>次へ進む</button>
        </div>
      </form>
    </>
  );
}
