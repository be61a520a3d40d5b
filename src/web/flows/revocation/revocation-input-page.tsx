// /revocation/step (申請の取消し): the application's 受付番号 and 引越し予定日, each procedure it
// filed as a check box (one that cannot be cancelled says why instead, decision 021 L2), the visit
// reservation that goes with a chosen 転出届, and a 取消理由 where a chosen recipient requires one.
// The checks mirror the server's (at least one; the reason), with the error summary (brief §7).
// What is ticked and typed is saved in the draft as it is entered, so a reload keeps it (issue 24);
// with nothing to revoke the page says why instead (revocation-unavailable.tsx).
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { CancellableConfirm } from '#machines/revocation-flow.machine';
import { normalisedSelection, reasonMaxLength, reasonNeeded, selectionProblems, withDependents, type CancelItem, type RevocationSelection } from '#machines/revocation-selection';
import { choiceIdOf, fieldIdOf } from '#shared/forms/field-ids';
import { pathOf } from '#shared/routes';
import { primaryButton, secondaryButton } from '../../components/button.css';
import { describing, ErrorText, FieldShell, GroupShell, LabelText, SupportText } from '../../forms/field-anatomy';
import * as fieldCss from '../../forms/field-anatomy.css';
import { ErrorSummary } from '../../forms/error-summary';
import { useLeaveGuard } from '../../forms/use-leave-guard';
import { notice as noticeBox } from '../../forms/notice.css';
import { titleWithErrors, usePageErrors } from '../../forms/use-page-errors';
import { lead, pageSection, sectionHeading, stack } from '../../layout/page-heading.css';
import { PendingContent, useShownWhenReady } from '../../layout/pending-content';
import { StepHeading, stepTitleOf } from '../shared/step/step-page-parts';
import * as css from '../shared/step/step-pages.css';
import { ApplicationFacts, goesWithText, itemNameOf, parentOf } from './revocation-parts';
import { carriesTextOf, choiceSaveTexts, nothingCancellableLead } from './revocation-texts';
import { useRevocationFlow } from './revocation-flow';
import { RevocationUnavailable } from './revocation-unavailable';

/** Where the saving of the choice stands, from the input state's child. */
export type ChoiceSave = 'idle' | 'waiting' | 'saving' | 'saved' | 'unsaved';

const itemsPath = 'item_ids';
const reasonPath = 'reason';
const itemsLegend = '取り消す手続き';
const itemsSupport = '取り消す手続きを選んでください。取消しは、手続きごとに提出先へ届けられます。';
const reasonLabel = '取消理由';
const reasonSupport = `取消理由は市区町村にだけ届けられます。${reasonMaxLength}文字以内で入力してください。（例：引越しを取りやめたため）`;
/** Shown when a later step refused the choice and the procedures were asked for again. */
const changedNotice = '取り消せる手続きが変わりました。もう一度お選びください。';
/** The summary's links: the first check box that can be chosen, and the reason. */
const fieldsOf = (items: readonly CancelItem[]) => [
  { path: itemsPath, label: itemsLegend, focusId: choiceIdOf(itemsPath, Math.max(0, items.findIndex((item) => item.cancellable))) },
  { path: reasonPath, label: reasonLabel },
];

function NotCancellable({ item }: { item: CancelItem }) {
  return (
    <li className={css.blocks}>
      <div>
        <p className={fieldCss.partLabel}>{itemNameOf(item)}</p>
        <p className={fieldCss.supportText}>{item.not_cancellable_reason ?? 'この手続きは取り消しできません。'}</p>
      </div>
    </li>
  );
}

interface ItemChoiceProps {
  item: CancelItem;
  index: number;
  items: readonly CancelItem[];
  chosen: readonly string[];
  error: string | undefined;
  onToggle: (id: string, checked: boolean) => void;
}

function ItemChoice({ item, index, items, chosen, error, onToggle }: ItemChoiceProps) {
  const parent = parentOf(items, item);
  // A visit reservation goes with its chosen 転出届: checked, and not to be unchecked alone.
  const carried = parent !== undefined && chosen.includes(parent.id);
  // The 転出届 says what it carries on its own check box; the carried one says why it is disabled.
  const note = parent && parent.cancellable ? goesWithText(parent, item) : carriesTextOf(items, item);
  const ownPath = `${itemsPath}.${index}`;
  return (
    <li>
      <label className={fieldCss.choice} htmlFor={choiceIdOf(itemsPath, index)}>
        <input
          id={choiceIdOf(itemsPath, index)}
          type="checkbox"
          name={itemsPath}
          value={item.id}
          className={fieldCss.choiceInput}
          checked={carried || chosen.includes(item.id)}
          disabled={carried}
          onChange={(event) => onToggle(item.id, event.target.checked)}
          {...describing({ path: ownPath, supportText: note }, { path: itemsPath, supportText: itemsSupport, error })}
        />
        <span>{itemNameOf(item)}</span>
      </label>
      <SupportText path={ownPath} text={note} />
    </li>
  );
}

const choiceSaveOf = (value: unknown): ChoiceSave => {
  const input = (value as { input?: unknown }).input;
  if (typeof input === 'string') return input as ChoiceSave;
  // { saving: 'edited' } and the like: a save is in flight.
  return input !== null && typeof input === 'object' && 'saving' in input ? 'saving' : 'idle';
};

export function RevocationInputPage() {
  const { snapshot, send } = useRevocationFlow();
  const { application, selection, notice, unavailable } = snapshot.context;
  const confirming = snapshot.matches('confirming');
  const shown = useShownWhenReady((snapshot.matches('input') || confirming) && application !== null);
  if (snapshot.matches('unavailable') && unavailable) return <RevocationUnavailable title={stepTitleOf('revocation-step')} unavailable={unavailable} />;
  if (!shown || !application) return <PendingContent />;
  return (
    <ChoiceForm
      application={application}
      selection={selection}
      confirming={confirming}
      changed={notice === 'changed'}
      save={choiceSaveOf(snapshot.value)}
      onEdit={(picked) => send({ type: 'EDIT', selection: picked })}
      onFlush={() => send({ type: 'FLUSH' })}
      onConfirm={(picked) => send({ type: 'CONFIRM', selection: picked })}
    />
  );
}

interface ChoiceFormProps {
  application: CancellableConfirm;
  /** The choice so far (the server's, or the one brought back from the confirm page). */
  selection: RevocationSelection | null;
  confirming: boolean;
  /** A later step refused the choice: what can be cancelled changed. */
  changed: boolean;
  /** Where the saving of what is ticked and typed stands. */
  save?: ChoiceSave;
  /** The resident ticked or typed: the choice as it stands, to keep in the draft. */
  onEdit?: (selection: RevocationSelection) => void;
  /** The reason field lost focus: save what is pending now. */
  onFlush?: () => void;
  onConfirm: (selection: RevocationSelection) => void;
}

export function ChoiceForm({ application, selection, confirming, changed, save = 'idle', onEdit, onFlush, onConfirm }: ChoiceFormProps) {
  const { items } = application;
  const [chosen, setChosen] = useState<string[]>(() => selection?.item_ids ?? []);
  const [reason, setReason] = useState(() => selection?.reason ?? '');
  const { errors, summary, summaryRef, show } = usePageErrors(fieldsOf(items));
  const title = stepTitleOf('revocation-step');
  // A reload or a link away while an edit is not saved yet asks first (decision 018).
  const leaveDialog = useLeaveGuard(save === 'waiting' || save === 'saving' || save === 'unsaved');

  const cancellable = items.filter((item) => item.cancellable);
  const needsReason = reasonNeeded(items, chosen);
  // The reason is kept as typed, also while no chosen procedure asks for it: ticking one again brings it back.
  const edited = (ids: string[], typed: string) => onEdit?.({ item_ids: withDependents(items, ids), reason: typed });
  const toggle = (id: string, checked: boolean) => {
    const ids = checked ? [...chosen, id] : chosen.filter((other) => other !== id);
    setChosen(ids);
    edited(ids, reason);
  };
  const saveStatus = save === 'saving' || save === 'saved' || save === 'unsaved' ? choiceSaveTexts[save] : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = normalisedSelection(items, chosen, needsReason ? reason : '');
    const problems = selectionProblems(items, picked);
    show({ ...(problems.items ? { [itemsPath]: problems.items } : {}), ...(problems.reason ? { [reasonPath]: problems.reason } : {}) });
    if (Object.keys(problems).length === 0) onConfirm(picked);
  };

  return (
    <>
      <StepHeading title={titleWithErrors(title, errors)} view="input">{title}</StepHeading>
      <p className={lead}>
        {cancellable.length > 0 ? '送信した引越しの手続きのうち、取り消す手続きを選んでください。引越し予定日の当日まで取り消しできます。' : nothingCancellableLead}
      </p>
      <ApplicationFacts receptionNumber={application.reception_number} moveDate={application.move_date} />
      {changed && (
        <div className={noticeBox} data-tone="warning">
          <p>{changedNotice}</p>
        </div>
      )}
      <ErrorSummary items={summary} ref={summaryRef} />
      <form noValidate onSubmit={submit} className={pageSection}>
        {cancellable.length > 0 ? (
          <GroupShell legend={itemsLegend} required path={itemsPath} supportText={itemsSupport} error={errors[itemsPath]}>
            <ul className={fieldCss.choices}>
              {items.map((item, index) =>
                item.cancellable ? <ItemChoice key={item.id} item={item} index={index} items={items} chosen={withDependents(items, chosen)} error={errors[itemsPath]} onToggle={toggle} /> : null,
              )}
            </ul>
          </GroupShell>
        ) : null}
        {needsReason && (
          <FieldShell>
            <label htmlFor={fieldIdOf(reasonPath)} className={fieldCss.label}>
              <LabelText text={reasonLabel} required />
            </label>
            <SupportText path={reasonPath} text={reasonSupport} />
            <textarea
              id={fieldIdOf(reasonPath)}
              name={reasonPath}
              className={fieldCss.textarea}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                edited(chosen, event.target.value);
              }}
              onBlur={() => onFlush?.()}
              {...describing({ path: reasonPath, supportText: reasonSupport, error: errors[reasonPath] })}
            />
            <ErrorText path={reasonPath} message={errors[reasonPath]} />
          </FieldShell>
        )}
        <div className={css.actions}>
          {cancellable.length > 0 && (
            <button type="submit" className={primaryButton} disabled={confirming} aria-busy={confirming}>
              確認へ進む
            </button>
          )}
          <Link href={pathOf('mypage')} className={secondaryButton}>マイページへ戻る</Link>
          <div role="status" className={css.hint}>
            {confirming ? '選んだ内容を確かめています。' : saveStatus}
          </div>
        </div>
      </form>
      {leaveDialog}
      {items.some((item) => !item.cancellable) && (
        <section className={pageSection} aria-labelledby="revocation-not-cancellable">
          <h2 id="revocation-not-cancellable" className={sectionHeading}>取り消しできない手続き</h2>
          <ul className={stack}>
            {items.filter((item) => !item.cancellable).map((item) => <NotCancellable key={item.id} item={item} />)}
          </ul>
        </section>
      )}
    </>
  );
}
