// /after/step (ライフラインの追加申込み): the applicant to check, the businesses added so far with
// their input status, the campaign offer for those that honour the resident's code, and the
// businesses serving the new address that may still be added. Without a submitted normal
// application there is nothing to add to: the page says so and offers the ways on.
import { additionReady } from '#machines/addition-flow.machine';
import { flows } from '#shared/flows';
import { InputStatusBlock } from '../../../forms/input-status-block';
import { lead, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { PendingContent, useShownWhenReady } from '../../../layout/pending-content';
import { CampaignOffer } from '../../../promo/campaign-offer';
import { useReturnPosition } from '../../../scroll/use-return-position';
import type { SessionData } from '../../shared/sections/draft-requests';
import { blockTitleOf } from '../../shared/step/overview-blocks';
import { StepHeading, stepTitleOf } from '../../shared/step/step-page-parts';
import { OverviewActions } from '../../shared/step/overview-actions';
import * as css from '../../shared/step/step-pages.css';
import { AddBusinessList } from '../sections/add-business-list';
import { applicantBlock, businessBlocks } from './addition-overview';
import { useAdditionFlow } from './addition-flow';
import { IdentitySkippedNotice } from './identity-skipped-notice';
import { NoApplication } from './no-application';

function Businesses({ draft }: { draft: SessionData }) {
  const blocks = businessBlocks(draft.attributes);
  return (
    <section className={pageSection} aria-labelledby="after-businesses">
      <h2 id="after-businesses" className={sectionHeading}>連絡する事業者</h2>
      <CampaignOffer phase={flows.addition.phase} draftPromoCode={draft.promo_code} businessIds={blocks.map((block) => block.key)} />
      {blocks.length === 0 ? (
        <p className={css.hint}>まだ事業者を追加していません。下の「事業者を追加する」から選んでください。</p>
      ) : (
        <div className={css.blocks}>
          {blocks.map((block) => (
            <InputStatusBlock key={block.key} title={blockTitleOf(block)} status={block.status} href={block.href} level={3} />
          ))}
        </div>
      )}
    </section>
  );
}

export function AdditionInputPage() {
  const { snapshot, send } = useAdditionFlow();
  const title = stepTitleOf('after-step');
  const { draft } = snapshot.context;
  const shown = snapshot.matches('input') || snapshot.matches('saving') || (snapshot.matches('confirming') && draft !== null);
  const visible = useShownWhenReady(shown && draft !== null);
  useReturnPosition(visible);
  if (snapshot.matches('noApplication')) return <NoApplication title={title} />;
  if (!visible || !draft) return <PendingContent />;

  const ready = additionReady(draft);
  const applicant = applicantBlock(draft.attributes);
  return (
    <>
      <StepHeading title={title} view="input">{title}</StepHeading>
      <p className={lead}>
        送信した引越しの手続きに、電気・ガス・インターネットなどの事業者への連絡を追加します。申請者の情報を確かめ、追加する事業者ごとに申込みの内容を入力してください。
      </p>
      {snapshot.context.identityRefreshedAt && <IdentitySkippedNotice refreshedAt={snapshot.context.identityRefreshedAt} />}
      <section className={pageSection} aria-labelledby="after-applicant">
        <h2 id="after-applicant" className={sectionHeading}>申請者</h2>
        <InputStatusBlock title={blockTitleOf(applicant)} status={applicant.status} href={applicant.href} level={3} />
      </section>
      <Businesses draft={draft} />
      <section className={pageSection} aria-labelledby="after-add">
        <h2 id="after-add" className={sectionHeading}>事業者を追加する</h2>
        <p className={css.hint}>新しい住所で利用できる事業者のうち、まだ連絡していない事業者です。</p>
        <AddBusinessList session={draft} />
      </section>
      <OverviewActions
        ready={ready}
        notReadyHint="申請者の情報と、追加した事業者すべての入力が終わると「入力内容を確認する」を押せます。"
        working={snapshot.matches('input') ? 'idle' : snapshot.matches('saving') ? 'saving' : 'confirming'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onSaveForLater={() => send({ type: 'SAVE_FOR_LATER' })}
      />
    </>
  );
}
