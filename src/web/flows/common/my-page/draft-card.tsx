// マイページ's unsent draft (issue 11): that it exists, how far each step got and when it was
// last saved, and the way back into it, so the resident is never offered a fresh start as if
// nothing had been typed.
import { Link } from 'wouter';
import { primaryButton } from '../../../components/button.css';
import { pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { startPath } from './application-status';
import { savedAtInJapan, stepProgressOf, type DraftSummary } from './draft-progress';
import * as css from './my-page.css';

export function DraftCard({ draft }: { draft: DraftSummary }) {
  return (
    <section className={pageSection} aria-labelledby="my-page-draft">
      <h2 id="my-page-draft" className={sectionHeading}>
        入力中の申請があります
      </h2>
      <div className={css.card}>
        <p>まだ送信していない引越しの手続きがあります。保存した内容から続けて入力できます。</p>
        <dl className={css.draftFacts}>
          {stepProgressOf(draft).map((step) => (
            <div key={step.label} className={css.factRow}>
              <dt className={css.factLabel}>{step.label}</dt>
              <dd className={css.factValue}>{step.state}</dd>
            </div>
          ))}
          <div className={css.factRow}>
            <dt className={css.factLabel}>最後に保存した日時</dt>
            <dd className={css.factValue}>{savedAtInJapan(draft.last_saved_at)}</dd>
          </div>
        </dl>
        <Link href={startPath} className={primaryButton}>
          続きから入力する
        </Link>
      </div>
    </section>
  );
}
