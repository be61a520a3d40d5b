// /address: where from, where to, the move date, the moving type and the household (mode 2).
import { movingForm } from '#shared/forms/definitions/moving-form';
import { movingFormValues, movingUpdate } from './moving-section';
import { routeTitleOf } from '#shared/routes';
import { SectionFormPage } from './section-form-page';

export function AddressPage() {
  return <SectionFormPage title={routeTitleOf('address')} definition={movingForm} section="moving" formValues={movingFormValues} update={movingUpdate} />;
}
