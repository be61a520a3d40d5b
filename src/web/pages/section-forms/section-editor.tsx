// The form of one section (or one entry of a list section) of the normal flow's draft, saved
// with user_session_form_update. After a save without field errors the resident goes back to
// `?return_to=` (the step page, or the confirm page whose 変更 link opened this page); without
// one the page stays and offers the way back to the step page.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { FormDefinition } from '../../../shared/forms/form-definition';
import { reportApiFailure } from '../../errors/failure-reporting';
import { pageAddressCatalogue } from '../../forms/address/page-address-catalogue';
import type { FormValues } from '../../forms/form-values';
import { SectionForm, type SaveOutcome, type SectionFormProps } from '../../forms/section-form';
import { lead as leadStyle, pageHeading } from '../../layout/page-heading.css';
import { updateSection, type FormUpdateRequest } from './draft-requests';
import { ReturnLink } from './section-notice';
import { useReturnTarget } from './use-return-target';

export interface SectionEditorProps {
  /** The route's title (the document title). */
  title: string;
  /** The page heading; the definition's title unless given. */
  heading?: string;
  definition: FormDefinition<unknown>;
  defaultValues: FormValues;
  update: (values: FormValues) => FormUpdateRequest;
  /** What read-*, addressee and catalogue check-box fields show. */
  ui?: SectionFormProps['ui'];
  /** Shown between the lead and the form. */
  children?: ReactNode;
}

async function save(request: FormUpdateRequest): Promise<SaveOutcome> {
  try {
    const { field_errors } = await updateSection(request);
    return field_errors.length > 0 ? { kind: 'field-errors', errors: field_errors } : { kind: 'saved' };
  } catch (failure) {
    // Spec §8: any failure of the form update is the temporary case, not an error page; the
    // catalogue says so, and the expiry machine still hears of it.
    reportApiFailure('user_session_form_update', failure);
    return { kind: 'temporary' };
  }
}

export function SectionEditor({ title, heading, definition, defaultValues, update, ui, children }: SectionEditorProps) {
  const target = useReturnTarget();
  const [, navigate] = useLocation();
  const saveAndReturn = async (values: FormValues): Promise<SaveOutcome> => {
    const outcome = await save(update(values));
    if (outcome.kind === 'saved' && target !== null) navigate(target);
    return outcome;
  };
  return (
    <>
      <h1 className={pageHeading}>{heading ?? definition.title}</h1>
      <p className={leadStyle}>「※必須」の項目は必ず入力してください。入力が終わったら「保存する」を押してください。</p>
      {children}
      <SectionForm
        definition={definition}
        defaultValues={defaultValues}
        title={title}
        catalogue={pageAddressCatalogue}
        save={saveAndReturn}
        afterSave={
          <p>
            <ReturnLink />
          </p>
        }
        ui={ui}
      />
    </>
  );
}
