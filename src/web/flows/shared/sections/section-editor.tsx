// The form of one section (or one entry of a list section) of its flow's draft (section-flow.tsx), saved
// with user_session_form_update (save-section.ts). After a save without field errors the
// resident goes back to the overview (issue 11: the overview comes first): `?return_to=` (the
// confirm page whose 修正 link opened this page), or else the step page, with focus on the
// saved section's block. A section the overview shows as 入力エラー opens with its errors shown.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { FormDefinition } from '#shared/forms/form-definition';
import { inputStatus, type InputStatus } from '#shared/forms/input-status';
import { apiClient } from '../../../api/client';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { pageAddressCatalogue } from '../../../forms/address/page-address-catalogue';
import type { FormValues } from '../../../forms/form-values';
import { SectionForm, type CrossSectionErrors, type SaveOutcome, type SectionFormProps } from '../../../forms/section-form';
import { lead as leadStyle, pageHeading } from '../../../layout/page-heading.css';
import type { DraftPhase, FormUpdateRequest } from './draft-requests';
import { defaultReturnTargetOf, returnTitleOf } from './return-to';
import { saveSection } from './save-section';
import { useSectionFlow } from './section-flow';
import { ReturnLink } from './section-notice';
import { useReturnTarget } from './use-return-target';

export interface SectionEditorProps {
  /** The route's title (the document title). */
  title: string;
  /** The page heading; the definition's title unless given. */
  heading?: string;
  definition: FormDefinition<unknown>;
  defaultValues: FormValues;
  /** The save's request, for the phase of the flow whose draft the page edits. */
  update: (values: FormValues, phase: DraftPhase) => FormUpdateRequest;
  /** The section's (or entry's) input status: with 3 (入力エラー) the page opens with its errors. */
  status: InputStatus;
  /** What rules across sections find wrong in the saved values, which the form cannot check itself. */
  crossSectionErrors?: CrossSectionErrors;
  /** What read-*, addressee and catalogue check-box fields show. */
  ui?: SectionFormProps['ui'];
  /** Shown between the lead and the form. */
  children?: ReactNode;
}

export function SectionEditor({ title, heading, definition, defaultValues, update, status, crossSectionErrors, ui, children }: SectionEditorProps) {
  const flow = useSectionFlow();
  const target = useReturnTarget() ?? defaultReturnTargetOf(flow);
  const [location, navigate] = useLocation();
  const saveAndReturn = (values: FormValues): Promise<SaveOutcome> =>
    saveSection(
      { client: apiClient, report: reportApiFailure, navigate, stillHere: () => window.location.pathname === location },
      update(values, flow.phase),
      { target, sectionPath: location },
    );
  return (
    <>
      <h1 className={pageHeading}>{heading ?? definition.title}</h1>
      <p className={leadStyle}>
        「※必須」の項目は必ず入力してください。入力が終わったら「保存する」を押してください。保存すると「{returnTitleOf(target)}」の画面に戻ります。
      </p>
      {children}
      <SectionForm
        definition={definition}
        defaultValues={defaultValues}
        title={title}
        catalogue={pageAddressCatalogue}
        save={saveAndReturn}
        checkOnOpen={status === inputStatus.error}
        crossSectionErrors={crossSectionErrors}
        ui={ui}
      />
      {/* The way back without saving (the leave guard asks first when something was typed). */}
      <p>
        <ReturnLink />
      </p>
    </>
  );
}
