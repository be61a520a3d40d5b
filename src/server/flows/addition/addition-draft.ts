// The addition flow's draft (phase 2, decision 020): more lifeline notices after the move, added to
// the resident's submitted normal application. Same SessionData shape as the normal flow: the
// applicant to check again, the move as it was submitted (not editable), only lifeline businesses
// applicable, no municipality procedure, and the businesses the resident adds one by one.
import { flows } from '#shared/flows';
import { businessServes } from '#shared/domain/business-serves';
import { additionalLifelineComplete, step11Complete } from '#shared/domain/completion';
import { applicability } from '#shared/forms/applicability';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import type { RuleContext } from '#shared/validation/rule-registry';
import { inputStatus } from '#shared/forms/input-status';
import type { AdditionOrigin, ApplicationDocument } from '../../applications/canonical-document';
import type { ResidentClaims } from '../../auth/resident-claims';
import type { BusinessApplication } from '../../domain/application-lists';
import type { CatalogueBusiness, LifelineCatalogue } from '../../domain/lifeline-catalogue';
import { checkForm, listStatus } from '../../drafts/section-checks';
import { applicantFromIdentity, type SessionAttributes, type SessionData, type StoredDraft } from '../../drafts/session-data';

/** An addition's stored draft: its session data and the application its notices are added to. */
export interface StoredAdditionDraft extends StoredDraft {
  addition_to?: AdditionOrigin;
}

export interface OriginalApplication extends AdditionOrigin {
  document: Pick<ApplicationDocument, 'applicant' | 'moving' | 'possibility'>;
}

/**
 * A fresh addition draft from the original application. The applicant is prefilled from the
 * identity (the phone from the original application) and Complete when its form's rules pass
 * (issue 24: nothing to open and save), else NotEdit for the resident to fill in. The move is the
 * original one, CannotEdit; the businesses wait to be added.
 */
export async function newAdditionDraft(input: { uuid: string; now: Date; profile: ResidentClaims; original: OriginalApplication; context: RuleContext }): Promise<StoredAdditionDraft> {
  const { none, notEdited, complete, cannotEdit } = inputStatus;
  const { applicant, moving, possibility } = input.original.document;
  const values = { ...applicantFromIdentity(input.profile), phone: applicant.phone, email: input.profile.email ?? applicant.email };
  const prefilled = await checkForm(applicantForm, values, input.context);
  return {
    session: {
      uuid: input.uuid,
      phase: flows.addition.phase,
      attributes: {
        applicant: {
          status: prefilled.status === complete ? complete : notEdited,
          active_form: { persons_name: { ...input.profile.name } },
          values,
        },
        moving: { status: cannotEdit, moving_type: moving.moving_type, values: moving },
        procedures: { status: cannotEdit, values: null },
        possibility: {
          status: complete,
          moving: possibility.moving,
          possible_statuses: [{ code: 'businesses', status: applicability.applicable, jis_code: null, reason: null }],
        },
        municipality: { status: none, applications: [] },
        businesses: { status: notEdited, applications: [] },
      },
      updated_at: input.now.toISOString(),
      promo_code: null,
    },
    resume: null,
    addition_to: { application_id: input.original.application_id, reception_number: input.original.reception_number },
  };
}

/**
 * The draft with one more business, its form waiting (NotEdit). Its form asks what the normal
 * flow's would for the same move (issue 24): a business that also serves the old address asks
 * for the stop date there too. Adding a business the draft already has changes nothing.
 */
export function withAddedBusiness(session: SessionData, business: CatalogueBusiness, catalogue: LifelineCatalogue, now: Date): SessionData {
  const section = session.attributes.businesses;
  if (section.applications.some((entry) => entry.business_id === business.business_id)) return session;
  const moving = session.attributes.moving.values;
  const ends = { from: moving?.from.jis_code ?? '', to: moving?.to?.jis_code ?? null };
  const added: BusinessApplication = {
    business_id: business.business_id,
    name: business.name,
    category: business.category,
    serves: businessServes(business, ends),
    status: inputStatus.notEdited,
    sort: catalogue.all.indexOf(business) + 1,
    values: null,
  };
  const applications = [...section.applications, added].sort((x, y) => x.sort - y.sort);
  const businesses = { status: listStatus(applications.map((entry) => entry.status), section.status), applications };
  return { ...session, attributes: { ...session.attributes, businesses }, updated_at: now.toISOString() };
}

/** Spec §4 for the addition: the applicant checked and every added business Complete, at least one. */
export function additionComplete(attributes: SessionAttributes): boolean {
  return step11Complete(attributes) && additionalLifelineComplete(attributes) && attributes.businesses.applications.length > 0;
}
