// /after/updateinformation (issue 13, journey 2): what refreshing the identity data does, and
// 「本人情報を更新する」: xid_data_update_request, the request kept in the xid-relation store (it
// survives a reload of the next page), then /loadingupdate, which waits for the provider.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { pathOf, routeTitleOf } from '#shared/routes';
import { apiClient } from '../../api/client';
import { requestIdentityUpdate } from '../../api/identity-update';
import { primaryButton } from '../../components/button.css';
import { reportApiFailure } from '../../errors/failure-reporting';
import { lead, pageHeading, stack } from '../../layout/page-heading.css';
import { useDocumentTitle } from '../../layout/use-document-title';
import { xidRelationStore } from '../../stores/client-stores';
import * as css from './identity-pages.css';
import { pageActions as actions } from '../../layout/page-actions.css';
import { notice } from '../../forms/notice.css';

export function UpdateInformationPage() {
  const title = routeTitleOf('after-updateinformation');
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const [requesting, setRequesting] = useState(false);

  const request = () => {
    if (requesting) return; // a second press sends nothing more
    setRequesting(true);
    requestIdentityUpdate(apiClient).then(
      (relation) => {
        xidRelationStore.set(relation);
        navigate(pathOf('loadingupdate'));
      },
      (failure: unknown) => {
        setRequesting(false);
        reportApiFailure('xid_data_update_request', failure);
      },
    );
  };

  return (
    <>
      <h1 className={pageHeading}>{title}</h1>
      <p className={lead}>
        マイナンバーカードの住所が引越し前のままになっている場合は、ログインに使ったサービスから本人情報を取り寄せ直して、新しい住所に更新します。
      </p>
      <div className={stack}>
        <h2 className={css.term}>更新すると行われること</h2>
        <ul>
          <li>ログインに使ったサービスに、あなたの最新の本人情報（氏名・住所・生年月日）を問い合わせます。</li>
          <li>新しい住所が確認できたら、その内容で申込みの手続きを続けられます。</li>
          <li>転入届の手続きがまだお済みでない場合は、住所は更新できません。</li>
        </ul>
        <p className={notice}>更新には数秒ほどかかります。更新が終わるまで、画面を閉じずにお待ちください。</p>
      </div>
      <div className={actions}>
        <button type="button" className={primaryButton} aria-disabled={requesting} aria-busy={requesting} onClick={request}>
          本人情報を更新する
        </button>
        <Link href={pathOf('after-checkinformation')}>本人情報の確認に戻る</Link>
      </div>
    </>
  );
}
