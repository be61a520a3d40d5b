// マイページ's unsent draft (issue 11): that it exists, how far each step got and when it was
// last saved, and the way back into it, so the resident is never offered a fresh start as if
// nothing had been typed.
import { Link } from 'wouter';
import { primaryButton } from '../../../components/button.css';
import { pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { savedAtInJapan, type UnsentDraft } from './draft-progress';
import * as css from './my-page.css';

export function DraftCard({ draft }: { draft: UnsentDraft }) {
  const headingId = `my-page-draft-${draft.summary.phase}`;
  return (
    <section className={pageSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeading}>
        {draft.heading}
      </h2>
      <div className={css.card}>
        <p>{draft.lead}</p>
        <dl className={css.draftFacts}>
          {draft.steps.map((step) => (
            <div key={step.label} className={css.factRow}>
              <dt className={css.factLabel}>{step.label}</dt>
              <dd className={css.factValue}>{step.state}</dd>
            </div>
          ))}
          <div className={css.factRow}>
            <dt className={css.factLabel}>最後に保存した日時</dt>
            <dd className={css.factValue}>{savedAtInJapan(draft.summary.last_saved_at)}</dd>
          </div>
        </dl>
        <Link href={draft.path} className={primaryButton}>
          続きから入力する
        </Link>
      </div>
    </section>
  );
}
