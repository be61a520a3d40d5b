// What the revocation's pages share: a procedure named as マイページ names it (千代田区（転出届）),
// the application's facts (受付番号, 引越し予定日) and the sentence that says a visit reservation
// goes with its 転出届 (decision 021 L2).
import type { CancelItem } from '#machines/revocation-selection';
import { japaneseDate } from '#shared/domain/calendar-days';
import * as css from '../shared/step/step-pages.css';

export { goesWithText, itemNameOf } from './revocation-texts';

export function ApplicationFacts({ receptionNumber, moveDate }: { receptionNumber: string; moveDate: string }) {
  return (
    <dl className={css.filedFacts}>
      <dt className={css.filedLabel}>受付番号</dt>
      <dd>{receptionNumber}</dd>
      <dt className={css.filedLabel}>引越し予定日</dt>
      <dd>{japaneseDate(moveDate)}</dd>
    </dl>
  );
}

/** The item `dependent` hangs on, among `items`. */
export const parentOf = (items: readonly CancelItem[], dependent: CancelItem): CancelItem | undefined =>
  dependent.depends_on === null ? undefined : items.find((item) => item.id === dependent.depends_on);
