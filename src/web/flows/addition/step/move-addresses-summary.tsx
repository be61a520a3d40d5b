// /after/step/confirm: the addresses the added businesses receive (issue 24, 3b), the new one to
// start at and the old one to stop at, as the submitted application has them. No 修正 link:
// the move is the submitted one, which the addition cannot change.
import type { components } from '#shared/api/schema';
import { sectionHeading } from '../../../layout/page-heading.css';
import * as css from '../../shared/step/step-pages.css';

type AddressInput = components['schemas']['AddressInput'];
type MovingValues = components['schemas']['MovingValues'];

/** 〒231-0021 神奈川県横浜市中区日本大通1-2. */
export function addressLine(address: AddressInput): string {
  const zip = /^\d{7}$/.test(address.zipcode) ? `〒${address.zipcode.slice(0, 3)}-${address.zipcode.slice(3)} ` : '';
  return `${zip}${address.pref}${address.city}${address.town}${address.line}`;
}

export function MoveAddressesSummary({ moving }: { moving: MovingValues | null }) {
  if (!moving?.to) return null;
  return (
    <section className={css.summary} aria-labelledby="summary-addresses">
      <div className={css.summaryHeader}>
        <h2 id="summary-addresses" className={sectionHeading}>事業者に伝える住所</h2>
      </div>
      <p className={css.hint}>送信済みの引越しの手続きの住所です。</p>
      <dl className={css.summaryList}>
        <div className={css.summaryRow}>
          <dt className={css.summaryLabel}>新しい住所</dt>
          <dd className={css.summaryValue}>{addressLine(moving.to)}</dd>
        </div>
        <div className={css.summaryRow}>
          <dt className={css.summaryLabel}>引越し前の住所</dt>
          <dd className={css.summaryValue}>{addressLine(moving.from)}</dd>
        </div>
      </dl>
    </section>
  );
}
