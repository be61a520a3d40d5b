// マイページ's 「申請の状況」: each submitted application with its reception number, when it was
// sent, the move date, where each recipient's procedure stands and since when (with the reason
// of a 差戻し, and where to file instead when the message could not be sent), and what can be
// done next (the flows of the registry that start from a submitted application and are built:
// the addition on the newest one, the revocation on each that can still be cancelled), and under
// it the additions filed after it (issue 13). A procedure whose cancellation was asked for shows
// where it stands (取消処理中, 取消済み…, decision 021). Each application says until when it can be
// cancelled (the move date) and, after it, whom to ask for each procedure (issue 24).
// A polite live region says which statuses changed while the page was open (issue 12). Under each
// application, its move's 「これまでの経過」 (move-timeline.tsx, issue 27); a cancellation shows its
// own 受付番号 on the procedure's row as well. Each application, addition and cancellation links
// its signed receipt (控え（PDF）, receipt-link.tsx, issue 27), and each move the counter procedures it
// brings at the new municipality (counter-checklist.tsx, issue 28).
import { useId } from 'react';
import { Link } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { applicationActions } from '#shared/flows';
import { visuallyHidden } from '../../../styles/visually-hidden.css';
import { cancellationLabels } from '#shared/cancellation';
import {
  askToCancelAdviceOf,
  cancelDeadlineOf,
  cancellationAdviceOf,
  failedAdviceOf,
  moveDateOf,
  newestFirst,
  procedureLabels,
  recipientStatusLabels,
  startPath,
  statusTimeOf,
  submittedDateOf,
  telHref,
  type ApplicationSummary,
  type FailedAdvice,
  type RecipientStatus,
} from './application-status';
import { cancellationReceiptRows, ReceiptLink } from '../../shared/receipt-link';
import { MyPageVisit } from './my-page-visit';
import { CalledOffMoveNotice, calledOffNewest } from './called-off-move-notice';
import { MoveTimeline } from './move-timeline';
import { CounterChecklistSection } from '../../shared/checklist/counter-checklist';
import { isApplicationCalledOff } from '#shared/called-off-move';
import * as css from './my-page.css';

export type ApplicationsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'listed'; applications: readonly ApplicationSummary[]; hasDraft: boolean };

function Advice({ recipient, advice }: { recipient: RecipientStatus; advice: FailedAdvice }) {
  const { text, contact } = advice;
  return (
    <div className={css.recipientNote}>
      <p>{text}</p>
      {contact && (
        <dl className={css.contactFacts}>
          {recipient.kind === 'municipality' && (
            <>
              <dt className={css.factLabel}>窓口</dt>
              <dd>{contact.name}</dd>
            </>
          )}
          <dt className={css.factLabel}>電話</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
          {contact.hours && (
            <>
              <dt className={css.factLabel}>受付時間</dt>
              <dd>{contact.hours}</dd>
            </>
          )}
          {contact.address && (
            <>
              <dt className={css.factLabel}>所在地</dt>
              <dd>{contact.address}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

/** `pastMoveDate`: the application's move date has passed, so the row says whom to ask to cancel it. */
function RecipientRow({ recipient, pastMoveDate, receiptRows }: { recipient: RecipientStatus; pastMoveDate: boolean; receiptRows: ReadonlySet<string> }) {
  const askToCancel = pastMoveDate ? askToCancelAdviceOf(recipient) : null;
  return (
    <li className={css.recipient}>
      <span>
        {recipient.name}（{procedureLabels[recipient.procedure]}）
      </span>
      <span className={css.recipientStatus} data-status={recipient.status}>
        <span className={css.statusLabel}>{recipientStatusLabels[recipient.status]}</span>
        <time className={css.statusTime} dateTime={recipient.status_at}>
          {statusTimeOf(recipient.status_at)}
        </time>
      </span>
      {recipient.status === 'returned' && recipient.reason && <p className={css.recipientNote}>理由：{recipient.reason}</p>}
      {recipient.status === 'failed' && <Advice recipient={recipient} advice={failedAdviceOf(recipient)} />}
      {recipient.cancellation && <CancellationRow recipient={recipient} cancellation={recipient.cancellation} withReceipt={receiptRows.has(recipient.id)} />}
      {askToCancel && <Advice recipient={recipient} advice={askToCancel} />}
    </li>
  );
}

/** Where the procedure's cancellation stands (decision 021), with why and whom to ask when it did not go through. */
function CancellationRow({ recipient, cancellation, withReceipt }: { recipient: RecipientStatus; cancellation: NonNullable<RecipientStatus['cancellation']>; withReceipt: boolean }) {
  const advice = cancellationAdviceOf(recipient);
  return (
    <div className={css.cancellation}>
      <span className={css.recipientStatus} data-status={cancellation.status}>
        <span className={css.statusLabel}>{cancellationLabels[cancellation.status]}</span>
        <time className={css.statusTime} dateTime={cancellation.status_at}>
          {statusTimeOf(cancellation.status_at)}
        </time>
      </span>
      {withReceipt && cancellation.application_id && (
        <p className={css.receipt}>
          <ReceiptLink applicationId={cancellation.application_id} receptionNumber={cancellation.reception_number} anchored />
        </p>
      )}
      {cancellation.status === 'refused' && cancellation.reason && <p className={css.recipientNote}>理由：{cancellation.reason}</p>}
      {advice && <Advice recipient={recipient} advice={advice} />}
      <p className={css.cancellationNumber}>取消しの受付番号 {cancellation.reception_number}</p>
    </div>
  );
}

/** Where an action starts: a flow that cancels an application is told which one (its 受付番号 in the query, decision 021 L3). */
function actionPathOf(action: ReturnType<typeof applicationActions>[number], receptionNumber: string): string {
  return action.flow.cancelsApplication ? `${action.path}?reception_number=${encodeURIComponent(receptionNumber)}` : action.path;
}

/**
 * What can be done with an application: an addition is added to the newest one (decision 020
 * L2); a revocation is offered on each that still has something to cancel (`cancellable`).
 */
function NextActions({ application, latest }: { application: ApplicationSummary; latest: boolean }) {
  const receptionNumber = application.reception_number;
  const actions = applicationActions().filter((action) => (action.flow.cancelsApplication ? application.cancellable : latest));
  if (actions.length === 0) return null;
  return (
    <ul className={css.nextActions} aria-label={`受付番号 ${receptionNumber} の申請でできること`}>
      {actions.map((action) => (
        <li key={action.flow.name}>
          <Link href={actionPathOf(action, receptionNumber)} className={secondaryButton}>
            {action.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type AdditionSummary = ApplicationSummary['additions'][number];

function RecipientList({ recipients, pastMoveDate, receiptRows }: { recipients: readonly RecipientStatus[]; pastMoveDate: boolean; receiptRows: ReadonlySet<string> }) {
  return (
    <ul className={css.recipients} aria-label="提出先ごとの状況">
      {recipients.map((recipient) => (
        <RecipientRow key={`${recipient.procedure}:${recipient.name}`} recipient={recipient} pastMoveDate={pastMoveDate} receiptRows={receiptRows} />
      ))}
    </ul>
  );
}

/** An addition filed after the application (issue 13): its own number, day and recipients. */
function AdditionEntry({ addition, pastMoveDate, receiptRows }: { addition: AdditionSummary; pastMoveDate: boolean; receiptRows: ReadonlySet<string> }) {
  const headingId = useId();
  return (
    <section className={css.addition} aria-labelledby={headingId}>
      <h4 id={headingId} className={css.additionTitle}>
        追加の申込み 受付番号 {addition.reception_number}
      </h4>
      <dl className={css.facts}>
        <dt className={css.factLabel}>送信日</dt>
        <dd>{submittedDateOf(addition)}</dd>
      </dl>
      <p className={css.receipt}>
        <ReceiptLink applicationId={addition.application_id} receptionNumber={addition.reception_number} anchored />
      </p>
      <RecipientList recipients={addition.recipients} pastMoveDate={pastMoveDate} receiptRows={receiptRows} />
    </section>
  );
}

/** `latest`: the newest application, the one an addition is added to (decision 020 L2). */
function ApplicationCard({ application, latest }: { application: ApplicationSummary; latest: boolean }) {
  const headingId = useId();
  const receiptRows = cancellationReceiptRows(application);
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.receptionNumber}>
        受付番号 {application.reception_number}
      </h3>
      <dl className={css.facts}>
        <dt className={css.factLabel}>送信日</dt>
        <dd>{submittedDateOf(application)}</dd>
        <dt className={css.factLabel}>引越し予定日</dt>
        <dd>{moveDateOf(application)}</dd>
        <dt className={css.factLabel}>取消しの期限</dt>
        <dd>{cancelDeadlineOf(application)}</dd>
      </dl>
      <p className={css.receipt}>
        <ReceiptLink applicationId={application.application_id} receptionNumber={application.reception_number} anchored />
      </p>
      <MyPageVisit application={application} />
      <RecipientList recipients={application.recipients} pastMoveDate={application.past_move_date} receiptRows={receiptRows} />
      {application.additions.map((addition) => (
        <AdditionEntry key={addition.application_id} addition={addition} pastMoveDate={application.past_move_date} receiptRows={receiptRows} />
      ))}
      <MoveTimeline application={application} />
      {/* A move called off brings no procedures at the new municipality. */}
      {!isApplicationCalledOff(application) && <CounterChecklistSection applicationId={application.application_id} receptionNumber={application.reception_number} level={4} />}
      <NextActions application={application} latest={latest} />
    </article>
  );
}

/** `announcement`: which statuses changed since the page opened, said politely, focus untouched. */
/** `hasPurged`: some of the resident's applications are past their retention period (shown below this section). */
export function ApplicationsSection({ state, announcement = '', hasPurged = false }: { state: ApplicationsState; announcement?: string; hasPurged?: boolean }) {
  return (
    <section className={pageSection} aria-labelledby="my-page-applications">
      <h2 id="my-page-applications" className={sectionHeading}>
        申請の状況
      </h2>
      <div aria-live="polite" className={visuallyHidden} data-testid="status-announcements">
        {announcement}
      </div>
      {state.status === 'loading' && <p role="status">読み込んでいます。</p>}
      {state.status === 'failed' && (
        <div className={css.sectionBody}>
          <p role="alert" className={css.alert}>
            申請の状況を読み込めませんでした。時間をおいて、もう一度お試しください。
          </p>
          <button type="button" className={primaryButton} onClick={state.retry}>
            申請の状況をもう一度読み込む
          </button>
        </div>
      )}
      {state.status === 'listed' && state.applications.length === 0 && (
        <div className={css.sectionBody}>
          <p>{hasPurged ? '内容を保存している申請はありません。保存期間を過ぎた申請は、このページの「保存期間を過ぎた申請」に表示しています。' : '送信した申請はありません。'}</p>
          {/* With a draft, 「続きから入力する」 above is the way in: no fresh start beside it. */}
          {!state.hasDraft && (
            <Link href={startPath} className={primaryButton}>
              引越し手続きを始める
            </Link>
          )}
        </div>
      )}
      {state.status === 'listed' && <CalledOffMoveNotice applications={state.applications} hasDraft={state.hasDraft} />}
      {state.status === 'listed' && state.applications.length > 0 && (
        <ul className={css.applicationList}>
          {newestFirst(state.applications).map((application, index) => (
            <li key={application.application_id}>
              {/* A move called off takes no addition (issue 24). */}
              <ApplicationCard application={application} latest={index === 0 && calledOffNewest(state.applications) === null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
