// /step (申請内容の入力): step 1 (1.1 applicant, 1.2 addresses, move date and household,
// 1.3 procedures), then, once step 1 is complete, step 2 with one block per municipality
// application (in sort order) and per lifeline business, each with its input status (spec §3,
// §4). Procedures that cannot be filed online are listed with the server's reason.
import { applicability } from '#shared/forms/applicability';
import { notPossibleMunicipality, readyToConfirm, step1Complete } from '#shared/domain/completion';
import type { components } from '#shared/api/schema';
import { procedureNames } from '#shared/procedure-names';
import { InputStatusBlock } from '../../../forms/input-status-block';
import { notice } from '../../../forms/notice.css';
import { lead, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { PendingContent, useShownWhenReady } from '../../../layout/pending-content';
import { useReturnPosition } from '../../../scroll/use-return-position';
import { blockTitleOf, stepOneBlocks, stepTwoBlocks } from '../../shared/step/overview-blocks';
import { StepHeading, stepTitleOf } from '../../shared/step/step-page-parts';
import { useStepFlow } from './step-flow';
import { OverviewActions } from '../../shared/step/overview-actions';
import * as css from '../../shared/step/step-pages.css';

type Attributes = components['schemas']['SessionAttributes'];

/** 「札幌市」 for a recipient's JIS code, from what possibility knows of both ends of the move. */
function municipalityNameOf(attributes: Attributes, jisCode: string | null): string | null {
  if (jisCode === null) return null;
  const end = attributes.possibility.moving.find((entry) => entry.address.jis_code === jisCode);
  if (end) return `${end.address.pref}${end.address.city}`;
  return attributes.municipality.applications.find((application) => application.jis_code === jisCode)?.municipality_name ?? null;
}

function NotPossible({ attributes }: { attributes: Attributes }) {
  const entries = attributes.possibility.possible_statuses.filter((entry) => entry.status === applicability.notApplicable);
  if (entries.length === 0) return null;
  return (
    <div className={notice} data-tone="warning">
      <h2 className={css.alertTitle}>オンラインでは手続きできないものがあります</h2>
      {notPossibleMunicipality(attributes) && <p>次の手続きは、市区町村の窓口でお手続きください。</p>}
      <ul className={css.reasons}>
        {entries.map((entry) => {
          const place = municipalityNameOf(attributes, entry.jis_code);
          return (
            <li key={`${entry.code}-${entry.jis_code ?? ''}`}>
              {procedureNames[entry.code]}
              {place && `（${place}）`}：{entry.reason ?? 'オンラインでは手続きできません。'}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function StepOne({ attributes }: { attributes: Attributes }) {
  return (
    <section className={pageSection} aria-labelledby="step-1">
      <h2 id="step-1" className={sectionHeading}>ステップ1　申請者と引越しの情報</h2>
      <div className={css.blocks}>
        {stepOneBlocks(attributes).map((block) => (
          <InputStatusBlock key={block.key} title={blockTitleOf(block)} status={block.status} href={block.href} level={3} />
        ))}
      </div>
    </section>
  );
}

function StepTwo({ attributes }: { attributes: Attributes }) {
  const complete = step1Complete(attributes);
  return (
    <section className={pageSection} aria-labelledby="step-2">
      <h2 id="step-2" className={sectionHeading}>ステップ2　手続きごとの入力</h2>
      {!complete ? (
        <p className={css.hint}>ステップ1の入力がすべて終わると、手続きごとの内容を入力できます。</p>
      ) : (
        <div className={css.blocks}>
          {stepTwoBlocks(attributes).map((block) => (
            <InputStatusBlock key={block.key} title={blockTitleOf(block)} status={block.status} href={block.href} level={3} />
          ))}
        </div>
      )}
    </section>
  );
}

export function StepInputPage() {
  const { snapshot, send } = useStepFlow();
  const title = stepTitleOf('step');
  const { draft } = snapshot.context;
  const shown = snapshot.matches('input') || snapshot.matches('saving') || (snapshot.matches('confirming') && draft !== null);
  const visible = useShownWhenReady(shown && draft !== null);
  useReturnPosition(visible);
  if (!visible || !draft) return <PendingContent />;

  const { attributes } = draft;
  const ready = readyToConfirm(attributes);
  return (
    <>
      <StepHeading title={title} view="input">{title}</StepHeading>
      <p className={lead}>
        ステップ1とステップ2の項目をすべて入力すると、入力内容を確認できます。入力の途中で一時保存して、あとから続けることもできます。
      </p>
      <NotPossible attributes={attributes} />
      <StepOne attributes={attributes} />
      <StepTwo attributes={attributes} />
      <OverviewActions
        ready={ready}
        notReadyHint="すべての項目を入力すると「入力内容を確認する」を押せます。"
        working={snapshot.matches('input') ? 'idle' : snapshot.matches('saving') ? 'saving' : 'confirming'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onSaveForLater={() => send({ type: 'SAVE_FOR_LATER' })}
      />
    </>
  );
}
