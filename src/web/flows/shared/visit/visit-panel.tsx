// The visit a 転入予定連絡 / 転居予定連絡 announced (issue 27), on the thanks page and on マイページ
// until its day is past: the day and slot, the office (name, address, hours, phone), what to
// bring, and its calendar file (.ics). A cancelled visit says so, and its file removes it.
import { useId, type ReactNode } from 'react';
import type { components } from '#shared/api/schema';
import { apiBasePath } from '#shared/config/brand';
import { japaneseDate } from '#shared/domain/calendar-days';
import { procedureNames } from '#shared/procedure-names';
import { visuallyHidden } from '../../../styles/visually-hidden.css';
import * as boxCss from './visit-box.css';
import * as css from './visit-panel.css';

export type VisitSummary = components['schemas']['VisitSummary'];

export const visitCalendarPathOf = (applicationId: string): string => `${apiBasePath}/applications/${encodeURIComponent(applicationId)}/visit.ics`;

/** 2026年12月2日 10:00〜, or the day alone where the municipality takes a date only. */
export const visitTimeOf = (visit: Pick<VisitSummary, 'date' | 'time'>): string => `${japaneseDate(visit.date)}${visit.time ? ` ${visit.time}〜` : ''}`;

/** Whether a panel is shown: a visit that is not past (a cancelled one too, so its removal can be downloaded). */
export const showsVisit = (visit: VisitSummary | undefined): visit is VisitSummary => visit !== undefined && !visit.past;

/** `children`: what マイページ adds below the calendar link (the change of the visit, issue 27). */
export function VisitPanel({ visit, applicationId, receptionNumber, children }: { visit: VisitSummary; applicationId: string; receptionNumber: string; children?: ReactNode }) {
  const headingId = useId();
  const cancelled = visit.state === 'cancelled';
  const { office } = visit;
  return (
    <section className={css.panel} aria-labelledby={headingId} data-testid="visit-panel">
      <h3 id={headingId} className={boxCss.heading}>
        {cancelled ? '来庁予定（取り消しました）' : '来庁予定'}
      </h3>
      <dl className={css.facts}>
        <dt className={css.label}>手続き</dt>
        <dd className={css.value}>{procedureNames[visit.procedure]}</dd>
        <dt className={css.label}>来庁予定日時</dt>
        <dd className={css.value}>{visitTimeOf(visit)}</dd>
        <dt className={css.label}>窓口</dt>
        <dd className={css.value}>{office.name}</dd>
        {office.address && (
          <>
            <dt className={css.label}>住所</dt>
            <dd className={css.value}>{office.address}</dd>
          </>
        )}
        {office.hours && (
          <>
            <dt className={css.label}>受付時間</dt>
            <dd className={css.value}>{office.hours}</dd>
          </>
        )}
        {office.phone && (
          <>
            <dt className={css.label}>電話</dt>
            <dd className={css.value}>
              <a href={`tel:${office.phone.replaceAll('-', '')}`}>{office.phone}</a>
            </dd>
          </>
        )}
      </dl>
      {!cancelled && (
        <div>
          <p className={css.label}>持ち物</p>
          <ul className={css.bring}>
            {visit.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <a href={visitCalendarPathOf(applicationId)} download={`utsuru-visit-${receptionNumber}.ics`} type="text/calendar">
          {cancelled ? 'カレンダーから削除する（.ics）' : 'カレンダーに追加する（.ics）'}
          <span className={visuallyHidden}>（受付番号 {receptionNumber}）</span>
        </a>
      </p>
      {children}
    </section>
  );
}
