// /after/step, when a new addition skipped the identity check (issue 24): the identity data was
// refreshed after the application was filed, so the page says when, and offers the check anyway.
import { Link } from 'wouter';
import { pathOf } from '#shared/routes';
import { notice } from '../../../forms/notice.css';

const timeInJapan = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function IdentitySkippedNotice({ refreshedAt }: { refreshedAt: string }) {
  return (
    <div className={notice} data-tone="info">
      <p>本人情報は{timeInJapan.format(new Date(refreshedAt))}に更新済みのため、本人情報の確認を省きました。</p>
      <p>
        <Link href={pathOf('after-checkinformation')}>本人情報をもう一度確認する</Link>
      </p>
    </div>
  );
}
