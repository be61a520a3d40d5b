// /procedureselection (step 1.3, mode 3): the procedures that fit the saved move (brief §5), and
// the lifeline businesses serving the destination. The moving section comes first.
import { hasDestination, proceduresFor } from '#shared/domain/moving-procedures';
import { possibilityReasons } from '#shared/domain/domain-messages';
import { proceduresForm } from '#shared/forms/definitions/procedures-form';
import { inputStatus } from '#shared/forms/input-status';
import { PendingContent } from '../../../layout/pending-content';
import { DraftGate } from './draft-gate';
import type { SessionData } from './draft-requests';
import { businessOptions, proceduresCrossSectionErrors, proceduresDefinition, proceduresFormValues, proceduresUpdate } from './procedures-section';
import { SectionEditor } from './section-editor';
import { NotEditable, SectionNotice } from './section-notice';
import { useLifelineBusinesses } from './use-lifeline-businesses';
import { pathOf, routeTitleOf } from '#shared/routes';
import { stepOneSectionNames } from '#shared/forms/section-names';

function ProceduresContent({ session, title }: { session: SessionData; title: string }) {
  const { moving, procedures } = session.attributes;
  const move = moving.status === inputStatus.complete ? moving.values : null;
  const destination = move && hasDestination(move.moving_type) ? (move.to?.jis_code ?? null) : null;
  const catalogue = useLifelineBusinesses(destination);

  if (!move) {
    return (
      <SectionNotice title={title} heading={proceduresForm.title} links={[{ href: pathOf('address'), label: `「${stepOneSectionNames.moving}」を入力する` }]}>
        <p>選べる手続きは、引越しの種類と新しい住所によって変わります。先に「{stepOneSectionNames.moving}」の入力を終えてください。</p>
      </SectionNotice>
    );
  }
  if (procedures.status === inputStatus.cannotEdit) return <NotEditable title={title} heading={proceduresForm.title} />;
  if (catalogue.status !== 'loaded') return <PendingContent />;

  const { businesses } = catalogue;
  const choosable = proceduresFor(move.moving_type);
  // Without a business serving the new address, 「電気・ガス・水道など」 would lead nowhere.
  const offered = choosable.filter((kind) => kind !== 'businesses' || businesses.length > 0);
  return (
    <SectionEditor
      key={session.uuid}
      title={title}
      definition={proceduresDefinition(offered)}
      defaultValues={proceduresFormValues(session, offered, businesses)}
      update={proceduresUpdate}
      status={procedures.status}
      crossSectionErrors={proceduresCrossSectionErrors(session, businesses)}
      ui={{ lifelineBusinesses: businessOptions(businesses) }}
    >
      {choosable.includes('businesses') && businesses.length === 0 && <p>{possibilityReasons.noBusinessInArea}</p>}
    </SectionEditor>
  );
}

export function ProcedureSelectionPage() {
  const title = routeTitleOf('procedureselection');
  return <DraftGate title={title}>{(session) => <ProceduresContent session={session} title={title} />}</DraftGate>;
}
