// /lifeline and /lifeline/{id} (mode 5): the chosen businesses (attributes.businesses), and one
// business's form, whose fields depend on its category (lifelineForms).
import type { components } from '../../../shared/api/schema';
import { lifelineForms, type LifelineValues } from '../../../shared/forms/definitions';
import { inputStatus } from '../../../shared/forms/input-status';
import { fieldsOfLevel, formValuesOf, type FormValues } from '../../forms/form-values';
import { choiceAt, optionalTextAt, textAt } from './contract-values';
import type { FormUpdateRequest, SessionData } from './draft-requests';

type Attributes = SessionData['attributes'];
export type BusinessApplication = components['schemas']['BusinessApplication'];

const timeSlots = ['morning', 'afternoon', 'evening'] as const satisfies readonly NonNullable<LifelineValues['attendance_time_slot']>[];
const accountTypes = ['ordinary', 'checking'] as const;

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

/** The saved values, or — before the first save — the applicant's phone as the contact. */
export function lifelineFormValues(application: BusinessApplication, attributes: Attributes): FormValues {
  return formValuesOf(lifelineForms[application.category].fields, application.values ?? { contact_phone: attributes.applicant.values?.phone });
}

/** The contract's values; what this category's form does not ask for is null. */
export function lifelineValuesOf(values: FormValues, application: BusinessApplication): LifelineValues {
  const asked = new Set(fieldsOfLevel(lifelineForms[application.category].fields).flatMap((field) => ('name' in field ? [field.name] : [])));
  const date = (name: string) => (asked.has(name) ? optionalTextAt(values, name) : null);
  return {
    customer_number: asked.has('customer_number') ? optionalTextAt(values, 'customer_number') : null,
    stop_date: date('stop_date'),
    start_date: date('start_date'),
    attendance_date: date('attendance_date'),
    attendance_time_slot: asked.has('attendance_time_slot') ? choiceAt(values, 'attendance_time_slot', timeSlots) : null,
    payment: asked.has('payment.account_number')
      ? {
          bank_code: textAt(values, 'payment.bank_code'),
          branch_number: textAt(values, 'payment.branch_number'),
          account_type: choiceAt(values, 'payment.account_type', accountTypes),
          account_number: textAt(values, 'payment.account_number'),
          account_holder_kana: textAt(values, 'payment.account_holder_kana'),
        }
      : null,
    contact_phone: textAt(values, 'contact_phone'),
  };
}

export function lifelineUpdate(application: BusinessApplication, values: FormValues): FormUpdateRequest {
  return { phase: 1, mode: 5, business_id: application.business_id, values: lifelineValuesOf(values, application) };
}

/** What the form's addressee (the business) and read-* fields (`moving.*`) show. */
export function lifelineFormUi(application: BusinessApplication, attributes: Attributes) {
  return { readSources: { moving: attributes.moving.values }, addressees: { business: application.name } };
}
