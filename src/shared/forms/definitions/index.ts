// Every form definition, by section and by procedure.
import { applicantForm } from './applicant-form';
import { lifelineForms } from './lifeline-forms';
import { movingForm } from './moving-form';
import { municipalityForms } from './municipality-forms';
import { proceduresForm } from './procedures-form';

export { applicantForm, lifelineForms, movingForm, municipalityForms, proceduresForm };
export type { ApplicantValues } from './applicant-form';
export type { BusinessCategory, LifelineValues } from './lifeline-forms';
export type { MovingValues } from './moving-form';
export type { MunicipalityApplicationValues, MunicipalityProcedure } from './municipality-forms';
export type { ProceduresValues } from './procedures-form';

export const sectionForms = {
  applicant: applicantForm,
  moving: movingForm,
  procedures: proceduresForm,
} as const;
