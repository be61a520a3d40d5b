// マイページ's 「これまでの経過」 of one move (issue 27): an ordered list, oldest first, of what
// happened to the application, its additions and its cancellations, each with its time in Japan
// and the 受付番号 it belongs to. No live region of its own: the section's polite region already
// says which statuses changed, and announcing every new mail or receipt too would be noise.
import { useId } from 'react';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import type { ApplicationSummary } from './application-status';
import { receptionNumberOf, timelineTextOf, timelineTimeOf, visitNoteOf } from './timeline-words';
import * as css from './move-timeline.css';

/** `now`: the page's clock, for whether a visit's day is still ahead. */
export function MoveTimeline({ application, now = new Date() }: { application: Pick<ApplicationSummary, 'reception_number' | 'timeline'>; now?: Date }) {
  const headingId = useId();
  const entries = application.timeline;
  if (entries.length === 0) return null;
  const today = calendarDayInJapan(now);
  return (
    <section className={css.timeline} aria-labelledby={headingId} data-testid="move-timeline">
      <h4 id={headingId} className={css.title}>
        これまでの経過
      </h4>
      <ol className={css.entries}>
        {entries.map((entry, index) => {
          const number = receptionNumberOf(entry, application);
          const note = visitNoteOf(entries, index, today);
          return (
            <li key={`${entry.at}:${entry.kind}:${index}`} className={css.entry}>
              <time className={css.time} dateTime={entry.at}>
                {timelineTimeOf(entry.at)}
              </time>
              <p className={css.text}>
                {timelineTextOf(entry)}
                {note && <span className={css.detail}>{note}</span>}
                {number && (
                  <span className={css.detail}>
                    受付番号 <span className={css.receptionNumber}>{number}</span>
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
