// Before the visit (issue 28): registering the new address at the counter revokes the card's
// 署名用電子証明書, after which nothing can be signed online. マイページ says so while the visit is
// ahead, so the resident cancels or files what they need first, and knows the certificate (and
// the card's 継続利用) can be renewed at the same visit.
import type { VisitSummary } from '../../shared/visit/visit-panel';

/** The counter procedure that changes the address, as the resident knows it: 転居届 within the municipality. */
const registrationOf = (procedure: VisitSummary['procedure']): string => (procedure === 'move_house' ? '転居届' : '転入届');

export const certificateRevocationWords = {
  title: '来庁後は、署名用電子証明書が失効します',
  body: (registration: string) =>
    `窓口で${registration}の手続きをすると住所が変わるため、マイナンバーカードの署名用電子証明書は失効します。失効した後は、うつるでの申請や取消しに電子署名ができません。取り消したい申請や、オンラインで済ませたい手続きがあれば、来庁する前に済ませてください。`,
  renewal: '新しい署名用電子証明書は、同じ来庁の際に窓口で発行してもらえます。マイナンバーカードの継続利用の手続きも、あわせて窓口でできます。',
} as const;

export function CertificateRevocationNotice({ procedure, className }: { procedure: VisitSummary['procedure']; className: string }) {
  return (
    <div className={className} data-tone="warning" data-testid="certificate-revocation-notice">
      <p>
        <strong>{certificateRevocationWords.title}</strong>
      </p>
      <p>{certificateRevocationWords.body(registrationOf(procedure))}</p>
      <p>{certificateRevocationWords.renewal}</p>
    </div>
  );
}
