// /lifeline and /lifeline/{id} (mode 5): the chosen businesses (attributes.businesses), and one
// business's form, whose fields depend on its category and the addresses it serves (the registry's lifelineFormOf).
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';
import { contractValuesOf } from '#shared/forms/contract-values';
import { formModes } from '#shared/forms/form-definition';
import { inputStatus } from '#shared/forms/input-status';
import { shippedProcedures } from '#shared/procedures';
import { pathOf, type RouteName } from '#shared/routes';
import { formValuesOf, type FormValues } from '../../../forms/form-values';
import type { DraftPhase, FormUpdateRequest, SessionData } from './draft-requests';

type Attributes = SessionData['attributes'];
export type BusinessApplication = components['schemas']['BusinessApplication'];

/** The chosen businesses in the order the pages list them (none while the section's status is 0). */
export function chosenBusinesses(attributes: Attributes): BusinessApplication[] {
  if (attributes.businesses.status === inputStatus.none) return [];
  return attributes.businesses.applications.filter((entry) => entry.status !== inputStatus.none).sort((x, y) => x.sort - y.sort);
}

/** The chosen business `businessId`; like every entry, not viewable while its section's status or its own is 0 (spec §4). */
export function businessApplicationOf(attributes: Attributes, businessId: string): BusinessApplication | null {
  if (attributes.businesses.status === inputStatus.none) return null;
  return attributes.businesses.applications.find((entry) => entry.business_id === businessId && entry.status !== inputStatus.none) ?? null;
}

/** The business's form: its category's fields, for the addresses it serves. */
export const lifelineFormFor = (application: BusinessApplication) => shippedProcedures.lifelineFormOf(application.category, application.serves);

/** The saved values, or — before the first save — the applicant's phone as the contact. */
export function lifelineFormValues(application: BusinessApplication, attributes: Attributes): FormValues {
  return formValuesOf(lifelineFormFor(application).fields, application.values ?? { contact_phone: attributes.applicant.values?.phone });
}

/** What this business's form does not ask for goes as null (notAsked). */
export function lifelineUpdate(application: BusinessApplication, values: FormValues, phase: DraftPhase = flows.normal.phase): FormUpdateRequest {
  const contract = contractValuesOf(lifelineFormFor(application), values);
  return { phase, mode: formModes.businesses, business_id: application.business_id, values: contract };
}

/** What the form's addressee (the business) and read-* fields (`moving.*`) show. */
export function lifelineFormUi(application: BusinessApplication, attributes: Attributes) {
  return { readSources: { moving: attributes.moving.values }, addressees: { business: application.name } };
}

interface LifelinePages {
  list: RouteName;
  listLabel: string;
  entry: RouteName;
}

/** The normal flow's lifeline pages (/lifeline, /lifeline/{id}), with the words of a link back to the list. */
const normalLifelinePages: LifelinePages = { list: 'lifeline', listLabel: 'ライフラインの手続きの一覧へ', entry: 'lifeline-id' };

/**
 * The flows whose lifeline pages are their own: the addition's list is of the businesses that may
 * be added. Any other flow (the revocation edits no business form) keeps the normal flow's pages,
 * so a new flow needs no row here.
 */
const ownLifelinePages: Readonly<Partial<Record<DraftPhase, LifelinePages>>> = {
  [flows.addition.phase]: { list: 'after-lifeline-id', listLabel: '追加する事業者の一覧へ', entry: 'after-lifeline-id' },
};

const lifelinePagesOf = (phase: DraftPhase): LifelinePages => ownLifelinePages[phase] ?? normalLifelinePages;

/** The words of a link back to the flow's list of lifeline businesses. */
export const lifelineListLabelOf = (phase: DraftPhase): string => lifelinePagesOf(phase).listLabel;

/** The flow's list of lifeline businesses (the addition's: those that may be added). */
export const lifelineListPathOf = (phase: DraftPhase): string => pathOf(lifelinePagesOf(phase).list);

/** A business's form in the flow: /lifeline/{id}, /after/lifeline/{id}. */
export const lifelinePathOf = (phase: DraftPhase, businessId: string): string => pathOf(lifelinePagesOf(phase).entry, { id: businessId });
