// A page that edits one section of the normal flow's draft (/personalinfo, /address): it loads
// or creates the draft, shows the section's form with the saved values, and saves it with
// user_session_form_update. The step page (/step) is where the resident goes next.
import { Link } from 'wouter';
import type { FormDefinition } from '../../../shared/forms/form-definition';
import { routes, type RouteName } from '../../../shared/routes';
import { reportApiFailure } from '../../errors/failure-reporting';
import { pageAddressCatalogue } from '../../forms/address/page-address-catalogue';
import type { FormValues } from '../../forms/form-values';
import { SectionForm, type SaveOutcome } from '../../forms/section-form';
import { lead, pageHeading, stack } from '../../layout/page-heading.css';
import { PendingContent } from '../../layout/pending-content';
import { useDocumentTitle } from '../../layout/use-document-title';
import { updateSection, type FormUpdateRequest, type SessionData, type UserInfo } from './draft-requests';
import { useNormalDraft } from './use-normal-draft';

export interface SectionPageProps {
  /** The route's title (the document title). */
  title: string;
  definition: FormDefinition<unknown>;
  section: 'applicant' | 'moving';
  formValues: (session: SessionData, claims: UserInfo | null) => FormValues;
  update: (values: FormValues) => FormUpdateRequest;
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

const stepPath = '/step';

/** The route table's title of a page (the document title). */
export function routeTitleOf(name: RouteName): string {
  return routes.find((route) => route.name === name)?.title ?? '';
}

function SignedOut({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <h1 className={pageHeading}>{title}</h1>
      <div className={stack}>
        <p>ログインしていないか、ログインの有効期限が切れています。トップページからログインしてください。</p>
        <p>
          <Link href="/">トップページへ戻る</Link>
        </p>
      </div>
    </>
  );
}

export function SectionFormPage({ title, definition, section, formValues, update }: SectionPageProps) {
  const draft = useNormalDraft((session) => session.attributes[section].values === null);
  if (draft.status === 'signed-out') return <SignedOut title={title} />;
  if (draft.status !== 'ready') return <PendingContent />;

  const { session, claims } = draft;
  if (session.attributes[section].status === 9) {
    return (
      <>
        <h1 className={pageHeading}>{definition.title}</h1>
        <div className={stack}>
          <p>この項目は、いまは修正できません。</p>
          <p>
            <Link href={stepPath}>申請内容の入力へ戻る</Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className={pageHeading}>{definition.title}</h1>
      <p className={lead}>「※必須」の項目は必ず入力してください。入力が終わったら「保存する」を押してください。</p>
      <SectionForm
        key={session.uuid}
        definition={definition}
        defaultValues={formValues(session, claims)}
        title={title}
        catalogue={pageAddressCatalogue}
        save={(values) => save(update(values))}
        afterSave={
          <p>
            <Link href={stepPath}>申請内容の入力へ戻る</Link>
          </p>
        }
      />
    </>
  );
}
