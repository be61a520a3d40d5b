// The reception number of a thanks page, large and in its groups of four so it can be read aloud
// over the phone (brief §5), with a note to keep it. The normal flow's and the addition's share it.
// 「お問い合わせ」 leads to the contact page, which says whom to ask about what (issue 28).
import { Link } from 'wouter';
import { pathOf } from '#shared/routes';
import * as css from './step-pages.css';

export function ReceptionNumber({ number }: { number: string }) {
  const groups = number.split('-');
  return (
    <section className={css.reception} aria-labelledby="reception-number-label">
      <h2 id="reception-number-label" className={css.receptionLabel}>受付番号</h2>
      <p className={css.receptionNumber}>
        {groups.map((group, index) => (
          <span key={`${group}-${index}`} className={css.receptionGroup}>
            {index > 0 && <span className={css.receptionDash}>-</span>}
            {group}
          </span>
        ))}
      </p>
      <p>
        <Link href={pathOf('contact')}>お問い合わせ</Link>のときに必要です。メモをとるなどして、大切に保管してください。
      </p>
    </section>
  );
}
