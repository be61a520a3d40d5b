// /step/confirm (申請内容の確認): every section as a check-answers summary list, each with a
// 変更 link to its page that comes back here (?return_to=/step/confirm), then 「電子署名へ進む」.
import { Link } from 'wouter';
import type { components } from '../../../shared/api/schema';
import { sortedMunicipalityApplications } from '../../../shared/domain/completion';
import { applicantForm, lifelineForms, movingForm, municipalityForms, proceduresForm } from '../../../shared/forms/definitions';
import type { FieldDefinition } from '../../../shared/forms/field-types';
import { pathOf } from '../../../shared/routes';
import { primaryButton, secondaryButton } from '../../components/button.css';
import { lead, sectionHeading } from '../../layout/page-heading.css';
import { PendingContent } from '../../layout/pending-content';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import { withReturnTarget } from '../section-forms/return-to';
import { procedurePathOf, StepHeading, stepTitleOf } from './step-page-parts';
import { useStepFlow } from './step-flow';
import { summaryRows, type BusinessNames } from './summary-rows';
import * as css from './step-pages.css';

type Attributes = components['schemas']['SessionAttributes'];

interface SummarySection {
  key: string;
  title: string;
  /** The section's page. */
  href: string;
  fields: readonly FieldDefinition[];
  values: unknown;
}

function sectionsOf(attributes: Attributes): SummarySection[] {
  const municipality = sortedMunicipalityApplications(attributes).map((application) => ({
    key: application.id,
    title: `${municipalityForms[application.procedure].title}（${application.municipality_name}）`,
    href: procedurePathOf(application.procedure),
    fields: municipalityForms[application.procedure].fields,
    values: application.values,
  }));
  const businesses = [...attributes.businesses.applications]
    .sort((a, b) => a.sort - b.sort)
    .map((business) => ({
      key: business.business_id,
      title: business.name,
      href: pathOf('lifeline-id', { id: business.business_id }),
      fields: lifelineForms[business.category].fields,
      values: business.values,
    }));
  return [
    { key: 'applicant', title: applicantForm.title, href: pathOf('personalinfo'), fields: applicantForm.fields, values: attributes.applicant.values },
    { key: 'moving', title: movingForm.title, href: pathOf('address'), fields: movingForm.fields, values: attributes.moving.values },
    { key: 'procedures', title: proceduresForm.title, href: pathOf('procedureselection'), fields: proceduresForm.fields, values: attributes.procedures.values },
    ...municipality,
    ...businesses,
  ];
}

function Summary({ section, businesses }: { section: SummarySection; businesses: BusinessNames }) {
  const headingId = `summary-${section.key}`;
  return (
    <section className={css.summary} aria-labelledby={headingId}>
      <div className={css.summaryHeader}>
        <h2 id={headingId} className={sectionHeading}>{section.title}</h2>
        <Link href={withReturnTarget(section.href, '/step/confirm')} className={css.changeLink}>
          変更<span className={visuallyHidden}>（{section.title}）</span>
        </Link>
      </div>
      <dl className={css.summaryList}>
        {summaryRows(section.fields, section.values, businesses).map((row, index) => (
          <div key={`${row.label}-${index}`} className={css.summaryRow}>
            <dt className={css.summaryLabel}>{row.label}</dt>
            <dd className={css.summaryValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function StepConfirmPage() {
  const { snapshot, send } = useStepFlow();
  const title = stepTitleOf('step-confirm');
  const { draft } = snapshot.context;
  const shown = snapshot.matches('confirm') || snapshot.matches('savingSession') || snapshot.matches({ promptauth: 'preparing' });
  if (!shown || !draft) return <PendingContent />;

  const { attributes } = draft;
  const businesses: BusinessNames = new Map(attributes.businesses.applications.map((business) => [business.business_id, business.name]));
  const busy = !snapshot.matches('confirm');
  return (
    <>
      <StepHeading title={title} view="confirm">{title}</StepHeading>
      <p className={lead}>入力内容に誤りがないか、ご確認ください。修正するときは、各項目の「変更」を押してください。</p>
      {sectionsOf(attributes).map((section) => (
        <Summary key={section.key} section={section} businesses={businesses} />
      ))}
      <div className={css.actions}>
        <p className={css.hint}>
          次の画面で、マイナンバーカードの署名用電子証明書を使って申請内容に電子署名をします。署名用パスワード（英数字6〜16文字）をご用意ください。
        </p>
        <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => send({ type: 'SIGN' })}>
          電子署名へ進む
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => send({ type: 'BACK' })}>
          申請内容の入力へ戻る
        </button>
        <div role="status" className={css.hint}>
          {busy && '電子署名の準備をしています。'}
        </div>
      </div>
    </>
  );
}
