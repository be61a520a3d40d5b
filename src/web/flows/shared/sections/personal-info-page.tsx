// /personalinfo: the applicant's basic information (mode 1).
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { applicantFormValues, applicantUpdate } from './applicant-section';
import { routeTitleOf } from '#shared/routes';
import { SectionFormPage } from './section-form-page';

export function PersonalInfoPage() {
  return <SectionFormPage title={routeTitleOf('personalinfo')} definition={applicantForm} section="applicant" formValues={applicantFormValues} update={applicantUpdate} />;
}
