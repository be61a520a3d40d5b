// マイページ's 「保存期間を過ぎた申請」 (issue 28): the applications whose content the service deleted
// once the retention period after their procedures ended had passed. Only the minimal record stays:
// the 受付番号, when it was sent and when its content was deleted, and how each procedure ended
// (with its cancellation where one was asked for). No receipt can be made of it any more, so none
// is linked. Nothing is shown when there is none.
import { useId } from 'react';
import { cancellationLabels } from '#shared/cancellation';
import type { components } from '#shared/api/schema';
import { pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { procedureLabels, recipientStatusLabels, statusTimeOf, submittedDateOf } from './application-status';
import * as css from './my-page.css';

type PurgedApplication = components['schemas']['PurgedApplication'];
type RecipientStatus = PurgedApplication['recipients'][number];

function OutcomeList({ recipients }: { recipients: readonly RecipientStatus[] }) {
  return (
    <ul className={css.recipients} aria-label="提出先ごとの結果">
      {recipients.map((recipient) => (
        <li key={recipient.id} className={css.recipient}>
          <span>
            {recipient.name}（{procedureLabels[recipient.procedure]}）
          </span>
          <span className={css.recipientStatus} data-status={recipient.cancellation?.status ?? recipient.status}>
            <span className={css.statusLabel}>{recipient.cancellation ? cancellationLabels[recipient.cancellation.status] : recipientStatusLabels[recipient.status]}</span>
            <time className={css.statusTime} dateTime={recipient.cancellation?.status_at ?? recipient.status_at}>
              {statusTimeOf(recipient.cancellation?.status_at ?? recipient.status_at)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}

function PurgedCard({ application }: { application: PurgedApplication }) {
  const headingId = useId();
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.receptionNumber}>
        受付番号 {application.reception_number}
      </h3>
      <dl className={css.facts}>
        <dt className={css.factLabel}>送信日</dt>
        <dd>{submittedDateOf(application)}</dd>
        <dt className={css.factLabel}>内容の削除日</dt>
        <dd>{submittedDateOf({ submitted_at: application.purged_at })}</dd>
      </dl>
      <OutcomeList recipients={application.recipients} />
      {application.additions.map((addition) => (
        <section key={addition.application_id} className={css.addition} aria-label={`追加の申込み 受付番号 ${addition.reception_number}`}>
          <p className={css.additionTitle}>追加の申込み 受付番号 {addition.reception_number}</p>
          <OutcomeList recipients={addition.recipients} />
        </section>
      ))}
    </article>
  );
}

export function PurgedApplicationsSection({ applications }: { applications: readonly PurgedApplication[] }) {
  if (applications.length === 0) return null;
  return (
    <section className={pageSection} aria-labelledby="my-page-purged">
      <h2 id="my-page-purged" className={sectionHeading}>
        保存期間を過ぎた申請
      </h2>
      <div className={css.sectionBody}>
        <p>
          次の申請は、すべての手続きが終わってから保存期間が過ぎたため、申請の内容（氏名、住所、電話番号など）を削除しました。受付番号と手続きの結果だけを残しています。控え（PDF）は作成できません。保存期間は、ページ下のプライバシーポリシーに記載しています。
        </p>
        <ul className={css.applicationList}>
          {applications.map((application) => (
            <li key={application.application_id}>
              <PurgedCard application={application} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
