// /after/lifeline/{id} is the normal flow's lifeline page for the addition's draft; /after/lifeline
// without an id lists the businesses that may still be added.
import { useParams } from 'wouter';
import { lead, pageHeading, stack } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { DraftGate } from '../../shared/sections/draft-gate';
import type { SessionData } from '../../shared/sections/draft-requests';
import { BusinessForm } from '../../shared/sections/lifeline-page';
import { routeTitleOf } from '#shared/routes';
import { ReturnLink } from '../../shared/sections/section-notice';
import { AddBusinessList } from './add-business-list';
import { AdditionSection } from './addition-section';
const chooseTitle = '追加する事業者を選ぶ';

function ChooseBusiness({ session }: { session: SessionData }) {
  useDocumentTitle(chooseTitle);
  return (
    <>
      <h1 className={pageHeading}>{chooseTitle}</h1>
      <p className={lead}>新しい住所で利用できる事業者のうち、まだ連絡していない事業者です。追加すると、申込みの内容を入力する画面に進みます。</p>
      <div className={stack}>
        <AddBusinessList session={session} />
        <p>
          <ReturnLink />
        </p>
      </div>
    </>
  );
}

export function AfterLifelinePage() {
  const { id } = useParams<{ id?: string }>();
  const title = routeTitleOf('after-lifeline-id');
  return (
    <AdditionSection>
      <DraftGate title={title}>
        {(session) => (id ? <BusinessForm session={session} businessId={id} title={title} /> : <ChooseBusiness session={session} />)}
      </DraftGate>
    </AdditionSection>
  );
}
