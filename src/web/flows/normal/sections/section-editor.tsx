// The form of one section (or one entry of a list section) of the normal flow's draft, saved
// with user_session_form_update (save-section.ts). After a save without field errors the
// resident goes back to `?return_to=` (the step page, or the confirm page whose 変更 link opened
// this page); without one the page stays and offers the way back to the step page.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { FormDefinition } from '#shared/forms/form-definition';
import { apiClient } from '../../../api/client';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { pageAddressCatalogue } from '../../../forms/address/page-address-catalogue';
import type { FormValues } from '../../../forms/form-values';
import { SectionForm, type SaveOutcome, type SectionFormProps } from '../../../forms/section-form';
import { lead as leadStyle, pageHeading } from '../../../layout/page-heading.css';
import type { FormUpdateRequest } from './draft-requests';
import { saveSection } from './save-section';
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

export function SectionEditor({ title, heading, definition, defaultValues, update, ui, children }: SectionEditorProps) {
  const target = useReturnTarget();
  const [, navigate] = useLocation();
  const saveAndReturn = (values: FormValues): Promise<SaveOutcome> =>
    saveSection({ client: apiClient, report: reportApiFailure, navigate }, update(values), target);
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
