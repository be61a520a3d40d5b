// The readiness page (issue 28): shown when a resident starts a flow, before any form. It tells
// whether the flow can be finished online (the certificate, the 署名用パスワード's tries left, for an
// addition a filed application, for a cancellation something still cancellable and until when),
// and for a move the date window of its type. Where the resident cannot continue online it says
// why and where to go instead, and offers no start. A draft already begun is never held up here.
// A hint only: the server checks everything again at signing and submission.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { readinessViewOf, type Readiness } from '#machines/readiness.machine';
import { draftStartPathOf, flowOfReadiness, flows, type FlowDefinition } from '#shared/flows';
import { japaneseDate } from '#shared/domain/calendar-days';
import type { MovingType } from '#shared/domain/moving-procedures';
import { choiceIdOf, fieldIdOf } from '#shared/forms/field-ids';
import { pathOf, routeTitleOf, type RouteName } from '#shared/routes';
import { parseCalendarDate } from '#shared/validation/calendar-date';
import { validationMessages } from '#shared/validation/messages';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { inspectOptions } from '../../../dev/xstate-inspector';
import { describing, ErrorText, FieldShell, GroupShell, LabelText, SupportText } from '../../../forms/field-anatomy';
import * as field from '../../../forms/field-anatomy.css';
import { notice } from '../../../forms/notice.css';
import { lead, pageHeading, pageSection, sectionHeading, stack } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';
import type { PageProps } from '../../../routing/page-loader';
import { useRouteSession } from '../../../session/current-route-session';
import * as css from './readiness-page.css';
import { liveReadinessMachine } from './readiness-logic';
import {
  abroadCounter,
  blockedOf,
  certificateLine,
  movingTypeLabels,
  needsCounter,
  ownCounter,
  pinLine,
  signingUnavailable,
  signingWarnings,
  windowLines,
} from './readiness-texts';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
const movingTypes = Object.keys(movingTypeLabels) as MovingType[];

function Counter({ counter }: { counter: Readiness['counter'] }) {
  if (!counter) return <p>行き先：{ownCounter}</p>;
  return (
    <dl className={css.counterFacts}>
      <dt className={css.checkLabel}>行き先</dt>
      <dd>{counter.name}</dd>
      {counter.address && (
        <>
          <dt className={css.checkLabel}>所在地</dt>
          <dd>{counter.address}</dd>
        </>
      )}
      <dt className={css.checkLabel}>電話</dt>
      <dd>
        <a href={telHref(counter.phone)}>{counter.phone}</a>
      </dd>
      {counter.hours && (
        <>
          <dt className={css.checkLabel}>受付時間</dt>
          <dd>{counter.hours}</dd>
        </>
      )}
    </dl>
  );
}

function CannotContinue({ readiness }: { readiness: Readiness }) {
  const until = readiness.cancellation?.until ?? null;
  const counterNeeded = readiness.blockers.some(needsCounter);
  return (
    <section className={pageSection} aria-labelledby="readiness-blocked">
      <div className={notice} data-tone="warning">
        <h2 id="readiness-blocked" className={sectionHeading}>オンラインでは手続きを続けられません</h2>
        {readiness.blockers.map((blocker) => {
          const blocked = blockedOf(blocker, until);
          return (
            <div key={blocker} className={stack}>
              <p>{blocked.reason}</p>
              <p>{blocked.instead}</p>
              {blocked.bring.length > 0 && (
                <>
                  <p>窓口にお持ちいただくもの：</p>
                  <ul>
                    {blocked.bring.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          );
        })}
        {counterNeeded && <Counter counter={readiness.counter} />}
      </div>
    </section>
  );
}

function Checks({ readiness }: { readiness: Readiness }) {
  const { signing, cancellation } = readiness;
  const rows: { label: string; value: string }[] = [];
  if (signing) {
    rows.push({ label: '署名用電子証明書', value: certificateLine(signing) });
    rows.push({ label: '署名用パスワード', value: pinLine(signing) });
  }
  if (readiness.filed_application !== null) rows.push({ label: '送信済みの申請', value: readiness.filed_application ? 'あります。' : 'ありません。' });
  if (cancellation?.until) rows.push({ label: '取消しの期限', value: `${japaneseDate(cancellation.until)}（引越し予定日）まで` });
  if (cancellation) rows.push({ label: '取り消せる手続き', value: cancellation.cancellable ? 'あります。' : 'ありません。' });
  return (
    <section className={pageSection} aria-labelledby="readiness-checks">
      <h2 id="readiness-checks" className={sectionHeading}>確認した内容</h2>
      {rows.length > 0 && (
        <dl className={css.checks}>
          {rows.map((row) => (
            <div key={row.label} className={css.checkRow}>
              <dt className={css.checkLabel}>{row.label}</dt>
              <dd className={css.checkValue}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {readiness.signing_check === 'unavailable' && <p>{signingUnavailable}</p>}
      {signing &&
        signingWarnings(signing).map((warning) => (
          <p key={warning} className={notice} data-tone="warning">
            {warning}
          </p>
        ))}
    </section>
  );
}

const movingTypePath = 'readiness.moving_type';
const moveDatePath = 'readiness.move_date';
const movingTypeSupport = '引越しの種類によって、オンラインで手続きできる期間が変わります。';
const moveDateSupport = '任意です。入力すると、その日の前に署名用電子証明書の有効期限が切れないかも確認します。例：2026/12/01';

/** The move type and the planned date (normal flow): the window of the type, and the date for the certificate check. */
function MoveWindow({ onMoveDate, onAbroad }: { onMoveDate: (date: string | null) => void; onAbroad: (abroad: boolean) => void }) {
  const [movingType, setMovingType] = useState<MovingType | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const moveDate = parseCalendarDate(typed) ? typed : null;
  const typeAria = describing({ path: movingTypePath, supportText: movingTypeSupport });
  const dateAria = describing({ path: moveDatePath, supportText: moveDateSupport, error });
  const windowId = useId();
  const lines = movingType ? windowLines(movingType, moveDate) : [];

  return (
    <section className={pageSection} aria-labelledby="readiness-window">
      <h2 id="readiness-window" className={sectionHeading}>引越しの種類と予定日</h2>
      <GroupShell legend="引越しの種類" required={false} path={movingTypePath} supportText={movingTypeSupport}>
        <div className={field.choices}>
          {movingTypes.map((type, index) => (
            <label key={type} className={field.choice} htmlFor={choiceIdOf(movingTypePath, index)}>
              <input
                id={choiceIdOf(movingTypePath, index)}
                type="radio"
                name={movingTypePath}
                value={type}
                className={field.choiceInput}
                checked={movingType === type}
                onChange={() => {
                  setMovingType(type);
                  onAbroad(type === 'abroad');
                }}
                {...typeAria}
              />
              <span>{movingTypeLabels[type]}</span>
            </label>
          ))}
        </div>
      </GroupShell>
      <FieldShell>
        <label htmlFor={fieldIdOf(moveDatePath)} className={field.label}>
          <LabelText text="引越し予定日" required={false} />
        </label>
        <SupportText path={moveDatePath} text={moveDateSupport} />
        <input
          id={fieldIdOf(moveDatePath)}
          type="text"
          inputMode="numeric"
          className={field.shortInput}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => {
            const text = typed.trim();
            const valid = text === '' || parseCalendarDate(text) !== null;
            setError(valid ? undefined : validationMessages.calendarDate);
            onMoveDate(valid && text !== '' ? text : null);
          }}
          {...dateAria}
        />
        <ErrorText path={moveDatePath} message={error} />
      </FieldShell>
      {movingType === 'abroad' && (
        <p className={notice} data-tone="warning">
          {abroadCounter}
        </p>
      )}
      {lines.length > 0 && (
        <div className={notice} role="group" aria-labelledby={windowId}>
          <p id={windowId}>オンラインで手続きできる期間</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function startPathOf(flow: FlowDefinition, receptionNumber: string | null): string {
  const path = draftStartPathOf(flow);
  return receptionNumber ? `${path}?reception_number=${encodeURIComponent(receptionNumber)}` : path;
}

export function ReadinessPage({ route }: PageProps<RouteName>) {
  const flow = flowOfReadiness(route) ?? flows.normal;
  const title = routeTitleOf(flow.readiness);
  useDocumentTitle(title);
  const receptionNumber = new URLSearchParams(useSearch()).get('reception_number') || null;
  const [snapshot, send] = useMachine(liveReadinessMachine, { ...inspectOptions(), input: { phase: flow.phase, receptionNumber } });
  const view = readinessViewOf(snapshot);
  const { readiness, moveDate } = snapshot.context;
  const [wantedDate, setWantedDate] = useState<string | null>(null);
  const [abroad, setAbroad] = useState(false);
  // A date typed while a question was out is asked about once the page is ready again.
  useEffect(() => {
    if (view === 'ready' && wantedDate !== moveDate) send({ type: 'MOVE_DATE_CHANGED', moveDate: wantedDate });
  }, [view, wantedDate, moveDate, send]);
  const session = useRouteSession();
  const hasDraft = session.status === 'ready' && session.value.drafts.some((draft) => draft.phase === flow.phase);

  return (
    <>
      <h1 className={pageHeading}>{title}</h1>
      <p className={lead}>入力を始める前に、{flow.label}をオンラインで最後まで進められるかを確認します。</p>
      {hasDraft && (
        <p className={notice}>入力中の申請があります。入力した内容は保存されているので、続きから入力できます。</p>
      )}
      {/* What stands in the way comes first: nothing to type before it is read. */}
      {view === 'cannot-continue' && readiness && <CannotContinue readiness={readiness} />}
      {/* Shown once the first answer allows it (kept while a new date is asked about, so typing is never lost). */}
      {flow === flows.normal && (view === 'ready' || view === 'failing' || (view === 'loading' && readiness)) && (
        <MoveWindow onMoveDate={setWantedDate} onAbroad={setAbroad} />
      )}
      {view === 'loading' && !readiness && <p role="status">確認しています。</p>}
      {view === 'failing' && (
        <div className={stack}>
          <p role="alert" className={css.alert}>
            オンラインで手続きできるかを確認できませんでした。時間をおいて、もう一度お試しください。
          </p>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'RETRY' })}>
            もう一度確認する
          </button>
        </div>
      )}
      {readiness && view !== 'failing' && <Checks readiness={readiness} />}
      <div className={css.actions}>
        {/* A draft already begun is never held up here (issue 28). */}
        {(hasDraft || (view === 'ready' && !abroad)) && (
          <Link href={startPathOf(flow, receptionNumber)} className={primaryButton}>
            {hasDraft ? '続きから入力する' : '入力を始める'}
          </Link>
        )}
        <Link href={pathOf('mypage')} className={secondaryButton}>
          マイページへ戻る
        </Link>
      </div>
      <p className={css.note}>この確認は目安です。電子署名と送信の際に、あらためて確認します。</p>
    </>
  );
}
