// A page that edits one whole section of its flow's draft (/personalinfo, /address, /after/personalinfo): it
// loads or creates the draft and shows the section's form with the saved values (or, before
// the first save, what the verified claims give).
import type { FormDefinition } from '#shared/forms/form-definition';
import { inputStatus } from '#shared/forms/input-status';
import type { FormValues } from '../../../forms/form-values';
import { DraftGate } from './draft-gate';
import type { DraftPhase, FormUpdateRequest, SessionData, UserInfo } from './draft-requests';
import { SectionEditor } from './section-editor';
import { NotEditable } from './section-notice';

export interface SectionPageProps {
  /** The route's title (the document title). */
  title: string;
  definition: FormDefinition<unknown>;
  section: 'applicant' | 'moving';
  formValues: (session: SessionData, claims: UserInfo | null) => FormValues;
  update: (values: FormValues, phase: DraftPhase) => FormUpdateRequest;
}

export function SectionFormPage({ title, definition, section, formValues, update }: SectionPageProps) {
  return (
    <DraftGate title={title} wantsClaims={(session) => session.attributes[section].values === null}>
      {(session, claims) =>
        session.attributes[section].status === inputStatus.cannotEdit ? (
          <NotEditable title={title} heading={definition.title} />
        ) : (
          <SectionEditor
            key={session.uuid}
            title={title}
            definition={definition}
            defaultValues={formValues(session, claims)}
            update={update}
            status={session.attributes[section].status}
          />
        )
      }
    </DraftGate>
  );
}
