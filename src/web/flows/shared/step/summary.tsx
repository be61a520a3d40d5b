// One section of a confirm page as a check-answers summary list, with its 修正 link (the
// overview's word for the same act) to the section's page, which comes back to the confirm page.
import { Link } from 'wouter';
import { inputStatus, inputStatusDisplay } from '#shared/forms/input-status';
import { sectionHeading } from '../../../layout/page-heading.css';
import { sectionPathAttribute } from '../../../scroll/use-return-position';
import { visuallyHidden } from '../../../styles/visually-hidden.css';
import { withReturnTarget } from '../sections/return-to';
import type { SummarySection } from './summary-sections';
import * as css from './step-pages.css';

/** One section's check-answers list; its 修正 link comes back to `returnTarget` (the flow's confirm page). */
export function Summary({ section, returnTarget }: { section: SummarySection; returnTarget: string }) {
  const headingId = `summary-${section.key}`;
  return (
    // Focusable for the way back from the section's page after a save (use-return-position.ts).
    <section className={css.summary} aria-labelledby={headingId} tabIndex={-1} data-focus-target {...{ [sectionPathAttribute]: section.href }}>
      <div className={css.summaryHeader}>
        <h2 id={headingId} className={sectionHeading}>{section.title}</h2>
        <Link href={withReturnTarget(section.href, returnTarget)} className={css.changeLink}>
          {inputStatusDisplay[inputStatus.complete].button}<span className={visuallyHidden}>（{section.title}）</span>
        </Link>
      </div>
      <dl className={css.summaryList}>
        {section.rows.map((row, index) => (
          <div key={`${row.label}-${index}`} className={css.summaryRow}>
            <dt className={css.summaryLabel}>{row.label}</dt>
            <dd className={css.summaryValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
