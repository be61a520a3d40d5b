// The error summary of brief §7: on a submit with errors it takes focus, says
// 「入力内容にエラーがあります」 and links each error to its field; following a link focuses the
// field itself (a fragment link alone would only scroll).
import type { MouseEvent, Ref } from 'react';
import type { SummaryItem } from './field-error-map';
import * as css from './error-summary.css';

export const errorSummaryTitle = '入力内容にエラーがあります';

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

export function ErrorSummary({ items, ref }: { items: readonly SummaryItem[]; ref?: Ref<HTMLElement> }) {
  if (items.length === 0) return null;
  return (
    <section ref={ref} tabIndex={-1} className={css.summary} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={css.title}>
        {errorSummaryTitle}
      </h2>
      <ul className={css.list}>
        {items.map((item, index) => (
          <li key={`${index}:${item.message}`}>
            {item.target ? (
              <a href={`#${item.target.focusId}`} onClick={(event) => focusField(event, item.target?.focusId ?? '')}>
                {item.target.label}：{item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
