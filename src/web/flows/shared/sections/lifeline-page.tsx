// /lifeline: the businesses the resident chose, each with its input status and a way to its
// form (/lifeline/{business_id}); and /lifeline/{id}: that business's form (mode 5), or the 404
// page for a business the draft does not hold.
import { useParams } from 'wouter';
import { paymentNoteId } from '#shared/forms/definitions/lifeline-forms';
import { inputStatus } from '#shared/forms/input-status';
import { savedAccountsFor } from '#shared/forms/saved-accounts';
import { businessEntryName } from '#shared/procedure-names';
import { InputStatusBlock } from '../../../forms/input-status-block';
import { ReuseAccount } from '../../../forms/reuse-account';
import { lead, pageHeading, stack } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { CampaignOffer } from '../../../promo/campaign-offer';
import { PageNotFound } from '../../../routing/page-not-found';
import { DraftGate } from './draft-gate';
import { MissingEntryNotice } from './missing-entry-notice';
import type { SessionData } from './draft-requests';
import { businessApplicationOf, chosenBusinesses, lifelineFormFor, lifelineFormUi, lifelineFormValues, lifelineListLabelOf, lifelineListPathOf, lifelinePathOf, lifelineUpdate } from './lifeline-section';
import { withReturnTarget } from './return-to';
import { SectionEditor } from './section-editor';
import { routeTitleOf } from '#shared/routes';
import { NotEditable, ReturnLink } from './section-notice';
import { useSectionFlow } from './section-flow';
import { useReturnTarget } from './use-return-target';

/** How the procedures form names the lifeline procedures. */
const lifelineSubject = '電気・ガス・水道などの手続き';

function BusinessList({ session, title }: { session: SessionData; title: string }) {
  useDocumentTitle(title);
  const target = useReturnTarget();
  const flow = useSectionFlow();
  const businesses = chosenBusinesses(session.attributes);
  if (businesses.length === 0) return <MissingEntryNotice title={title} heading={title} subject={lifelineSubject} procedure="businesses" session={session} />;
  return (
    <>
      <h1 className={pageHeading}>{title}</h1>
      <p className={lead}>事業者ごとに、申込みの内容を入力してください。</p>
      <CampaignOffer phase={flow.phase} draftPromoCode={session.promo_code} businessIds={businesses.map((business) => business.business_id)} />
      <div className={stack}>
        {businesses.map((business) => (
          <InputStatusBlock
            key={business.business_id}
            title={businessEntryName(business.name, business.category)}
            status={business.status}
            href={withReturnTarget(lifelinePathOf(flow.phase, business.business_id), target)}
          />
        ))}
        <p>
          <ReturnLink />
        </p>
      </div>
    </>
  );
}

export function LifelinePage() {
  const title = routeTitleOf('lifeline');
  return <DraftGate title={title}>{(session) => <BusinessList session={session} title={title} />}</DraftGate>;
}

export function BusinessForm({ session, businessId, title }: { session: SessionData; businessId: string; title: string }) {
  const target = useReturnTarget();
  const flow = useSectionFlow();
  const { attributes } = session;
  const business = businessApplicationOf(attributes, businessId);
  const backToList = { href: withReturnTarget(lifelineListPathOf(flow.phase), target), label: lifelineListLabelOf(flow.phase) };
  if (!business) {
    // An id the draft has among its chosen businesses, but not viewable yet (step 1 changed).
    if (attributes.businesses.applications.some((entry) => entry.business_id === businessId)) {
      return <MissingEntryNotice title={title} heading={title} subject={lifelineSubject} procedure="businesses" session={session} links={[backToList]} />;
    }
    // A business the draft does not hold: nothing to show (spec §4's null conversion).
    return <PageNotFound />;
  }
  const definition = lifelineFormFor(business);
  // The tab title, the heading, the overview's block and the confirm page say the same name.
  const name = businessEntryName(business.name, business.category);
  if (business.status === inputStatus.cannotEdit) return <NotEditable title={name} heading={name} />;
  return (
    <SectionEditor
      key={business.business_id}
      title={name}
      heading={name}
      status={business.status}
      definition={definition}
      defaultValues={lifelineFormValues(business, attributes)}
      update={(values, phase) => lifelineUpdate(business, values, phase)}
      ui={{ ...lifelineFormUi(business, attributes), extras: { [paymentNoteId]: <ReuseAccount accounts={savedAccountsFor(attributes.businesses.applications, business.business_id)} path="payment" /> } }}
    >
      <CampaignOffer phase={flow.phase} draftPromoCode={session.promo_code} businessIds={[business.business_id]} />
    </SectionEditor>
  );
}

export function LifelineBusinessPage() {
  const title = routeTitleOf('lifeline-id');
  const { id = '' } = useParams<{ id?: string }>();
  return <DraftGate title={title}>{(session) => <BusinessForm session={session} businessId={id} title={title} />}</DraftGate>;
}
