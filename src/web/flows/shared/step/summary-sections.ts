// The confirm page's sections: the three sections of step 1, then each municipality application
// and each lifeline business, each with its form's summary rows and its page for the 修正 link.
import type { components } from '#shared/api/schema';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { proceduresForm } from '#shared/forms/definitions/procedures-form';
import type { FormDefinition } from '#shared/forms/form-definition';
import { businessEntryName, municipalityEntryName } from '#shared/procedure-names';
import { shippedProcedures } from '#shared/procedures';
import { pathOf } from '#shared/routes';
import { procedurePathOf } from './step-page-parts';
import { summaryRows, type BusinessNames, type SummaryRow } from './summary-rows';

type Attributes = components['schemas']['SessionAttributes'];

export interface SummarySection {
  key: string;
  title: string;
  /** The section's page. */
  href: string;
  /** The form the section was filled in with. */
  form: FormDefinition;
  rows: SummaryRow[];
}

export function summarySections(attributes: Attributes): SummarySection[] {
  const businesses: BusinessNames = new Map(attributes.businesses.applications.map((business) => [business.business_id, business.name]));
  const section = (key: string, title: string, href: string, form: FormDefinition, values: unknown): SummarySection => ({
    key,
    title,
    href,
    form,
    rows: summaryRows(form.fields, values, businesses),
  });
  const municipality = sortedMunicipalityApplications(attributes).map((application) => {
    const form = shippedProcedures.municipalityFormOf(application.procedure);
    return section(application.id, municipalityEntryName(application.procedure, application.municipality_name), procedurePathOf(application.procedure), form, application.values);
  });
  const lifeline = [...attributes.businesses.applications]
    .sort((a, b) => a.sort - b.sort)
    .map((business) => {
      const form = shippedProcedures.lifelineFormOf(business.category, business.serves);
      return section(business.business_id, businessEntryName(business.name, business.category), pathOf('lifeline-id', { id: business.business_id }), form, business.values);
    });
  return [
    section('applicant', applicantForm.title, pathOf('personalinfo'), applicantForm, attributes.applicant.values),
    section('moving', movingForm.title, pathOf('address'), movingForm, attributes.moving.values),
    section('procedures', proceduresForm.title, pathOf('procedureselection'), proceduresForm, attributes.procedures.values),
    ...municipality,
    ...lifeline,
  ];
}
