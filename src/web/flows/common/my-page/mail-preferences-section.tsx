// マイページ's choice of mails (issue 27): one checkbox per mail, in the DA field anatomy (a
// fieldset with its legend and support text), saved with a button and confirmed in a status
// message. The fraud alert is shown checked and cannot be unchecked, with the reason beside it.
import { useEffect, useState, type FormEvent } from 'react';
import { apiClient, type ApiClient } from '../../../api/client';
import { getMailPreferences, saveMailPreferences, type MailPreference, type MailTemplate } from '../../../api/mail-preferences';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import * as field from '../../../forms/field-anatomy.css';
import { pageSection, sectionHeading } from '../../../layout/page-heading.css';
import * as css from './my-page.css';

export const mailPreferenceWords = {
  heading: '受け取るメール',
  legend: 'メールで受け取るお知らせ',
  support: '申請で入力したメールアドレスに送ります。チェックを外したお知らせは、メールでは送りません。申請の状況は、いつでもこのマイページで確かめられます。',
  fixed: '不正な申請に気づくためのメールのため、止めることはできません。',
  save: 'メールの設定を保存する',
  saved: '受け取るメールの設定を保存しました。',
  loadFailed: 'メールの設定を読み込めませんでした。時間をおいて、もう一度お試しください。',
  retry: 'メールの設定をもう一度読み込む',
  saveFailed: 'メールの設定を保存できませんでした。時間をおいて、もう一度お試しください。',
} as const;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; mails: MailPreference[] };

export function MailPreferencesSection({ client = apiClient }: { client?: ApiClient }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [off, setOff] = useState<ReadonlySet<MailTemplate>>(new Set());
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const show = (mails: MailPreference[]) => {
    setLoaded({ status: 'ready', mails });
    setOff(new Set(mails.filter((mail) => !mail.enabled).map((mail) => mail.template)));
  };
  const read = () => getMailPreferences(client).then(show, () => setLoaded({ status: 'failed' }));
  // Read once when マイページ opens; `client` is fixed for the page's life.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void read(), []);
  const retry = () => {
    setLoaded({ status: 'loading' });
    void read();
  };

  const toggle = (template: MailTemplate, on: boolean) => {
    setOutcome(null);
    setOff((current) => {
      const next = new Set(current);
      if (on) next.delete(template);
      else next.add(template);
      return next;
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    saveMailPreferences(client, [...off]).then(
      (mails) => {
        show(mails);
        setOutcome('saved');
        setSaving(false);
      },
      () => {
        setOutcome('failed');
        setSaving(false);
      },
    );
  };

  return (
    <section className={pageSection} aria-labelledby="my-page-mail">
      <h2 id="my-page-mail" className={sectionHeading}>
        {mailPreferenceWords.heading}
      </h2>
      {loaded.status === 'loading' && <p role="status">読み込んでいます。</p>}
      {loaded.status === 'failed' && (
        <div className={css.sectionBody}>
          <p role="alert" className={css.alert}>
            {mailPreferenceWords.loadFailed}
          </p>
          <button type="button" className={secondaryButton} onClick={retry}>
            {mailPreferenceWords.retry}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && (
        <form className={css.card} onSubmit={save} noValidate>
          <fieldset className={field.fieldset} aria-describedby="mail-preferences-support">
            <legend className={field.legend}>{mailPreferenceWords.legend}</legend>
            <p id="mail-preferences-support" className={field.supportText}>
              {mailPreferenceWords.support}
            </p>
            <div className={field.choices}>
              {loaded.mails.map((mail) => {
                const id = `mail-preference-${mail.template}`;
                return (
                  <div key={mail.template}>
                    <label className={field.choice} htmlFor={id}>
                      <input
                        id={id}
                        type="checkbox"
                        className={field.choiceInput}
                        checked={!mail.optional || !off.has(mail.template)}
                        disabled={!mail.optional}
                        aria-describedby={mail.optional ? undefined : `${id}-note`}
                        onChange={(event) => toggle(mail.template, event.target.checked)}
                      />
                      <span>{mail.label}</span>
                    </label>
                    {!mail.optional && (
                      <p id={`${id}-note`} className={field.supportText}>
                        {mailPreferenceWords.fixed}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
          {outcome === 'failed' && (
            <p role="alert" className={css.alert}>
              {mailPreferenceWords.saveFailed}
            </p>
          )}
          <button type="submit" className={primaryButton} aria-busy={saving} disabled={saving}>
            {mailPreferenceWords.save}
          </button>
          <p role="status">{outcome === 'saved' ? mailPreferenceWords.saved : ''}</p>
        </form>
      )}
    </section>
  );
}
