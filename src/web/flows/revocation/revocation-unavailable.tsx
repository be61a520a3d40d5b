// /revocation/step when there is nothing to revoke (issue 24, point 1b), as /after/step explains
// itself: nothing filed, a 受付番号 that is not one of the resident's, or an application past its
// move date, each with the reason and what to do instead. Past the move date each procedure that
// still stands names whom to ask (the municipality for a 転出届, the business for a lifeline notice).
import { Link } from 'wouter';
import type { ApplicationSummary, Unavailable } from '#machines/revocation-flow.machine';
import { japaneseDate } from '#shared/domain/calendar-days';
import { procedureNames } from '#shared/procedure-names';
import { pathOf } from '#shared/routes';
import { primaryButton } from '../../components/button.css';
import { pageSection, sectionHeading, stack } from '../../layout/page-heading.css';
import { StepHeading } from '../shared/step/step-page-parts';
import * as css from '../shared/step/step-pages.css';
import { ApplicationFacts } from './revocation-parts';
import { askToCancelText, nothingFiledTexts, pastMoveDateTexts, unknownNumberTexts } from './revocation-texts';

type Recipient = ApplicationSummary['recipients'][number];

/** The procedures of the application and its additions that were neither returned, nor failed, nor cancelled. */
const standingOf = (application: ApplicationSummary): Recipient[] =>
  [application.recipients, ...application.additions.map((addition) => addition.recipients)]
    .flat()
    .filter((recipient) => recipient.status !== 'returned' && recipient.status !== 'failed' && !recipient.cancellation);

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

function WhomToAsk({ application }: { application: ApplicationSummary }) {
  const standing = standingOf(application);
  if (standing.length === 0) return null;
  return (
    <section className={pageSection} aria-labelledby="revocation-ask">
      <h2 id="revocation-ask" className={sectionHeading}>取り消すときの問い合わせ先</h2>
      <ul className={stack} aria-labelledby="revocation-ask">
        {standing.map((recipient) => (
          <li key={recipient.id}>
            <p className={css.summaryValue}>
              {recipient.name}（{procedureNames[recipient.procedure]}）
            </p>
            <p>
              {askToCancelText(recipient.name)}
              {recipient.contact && (
                <>
                  {' '}電話：<a href={telHref(recipient.contact.phone)}>{recipient.contact.phone}</a>
                  {recipient.contact.hours && `（受付時間：${recipient.contact.hours}）`}
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Body({ unavailable }: { unavailable: Unavailable }) {
  switch (unavailable.reason) {
    case 'nothing-filed':
      return nothingFiledTexts.map((text) => <p key={text}>{text}</p>);
    case 'unknown-number':
      return unknownNumberTexts(unavailable.receptionNumber).map((text) => <p key={text}>{text}</p>);
    case 'past-move-date': {
      const { application } = unavailable;
      return (
        <>
          <ApplicationFacts receptionNumber={application.reception_number} moveDate={application.move_date} />
          {pastMoveDateTexts(japaneseDate(application.move_date)).map((text) => (
            <p key={text}>{text}</p>
          ))}
          <WhomToAsk application={application} />
        </>
      );
    }
  }
}

export function RevocationUnavailable({ title, unavailable }: { title: string; unavailable: Unavailable }) {
  return (
    <>
      <StepHeading title={title} view={unavailable.reason}>{title}</StepHeading>
      <div className={stack}>
        <Body unavailable={unavailable} />
        <div className={css.actions}>
          <Link href={pathOf('mypage')} className={primaryButton}>マイページへ戻る</Link>
        </div>
      </div>
    </>
  );
}
