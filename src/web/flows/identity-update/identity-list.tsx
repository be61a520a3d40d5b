// 氏名・住所・生年月日 as the identity provider holds them (/after/checkinformation, and the
// refreshed data on /loadingupdate).
import { addressText, birthDateText, fullName, fullNameKana, zipText, type UserInfo } from './identity-text';
import * as css from './identity-pages.css';

export function IdentityList({ info, label }: { info: UserInfo; label: string }) {
  return (
    <dl className={css.identity} aria-label={label}>
      <dt className={css.term}>氏名</dt>
      <dd className={css.value}>
        {fullName(info)}（{fullNameKana(info)}）
      </dd>
      <dt className={css.term}>住所</dt>
      <dd className={css.value}>
        {zipText(info.address.zipcode)} {addressText(info.address)}
      </dd>
      <dt className={css.term}>生年月日</dt>
      <dd className={css.value}>{birthDateText(info.birth_date)}</dd>
    </dl>
  );
}
