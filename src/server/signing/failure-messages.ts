// What the promptauth page tells the resident when signing failed (brief §4): always what to do
// next, never a generic error.
import type { SignatureFailureReason } from './signing-provider';

export const signatureFailureMessages: Record<SignatureFailureReason, string> = {
  pin_locked:
    '署名用パスワードが5回続けて誤って入力されたため、ロックされています。お住まいの市区町村の窓口でロックを解除してから、もう一度お手続きください。',
  certificate_expired:
    '署名用電子証明書の有効期限が切れています。お住まいの市区町村の窓口で電子証明書を更新してから、もう一度お手続きください。',
  certificate_revoked:
    '署名用電子証明書が失効しています。転入届などで住所や氏名が変わると、署名用電子証明書は失効します。お住まいの市区町村の窓口で署名用電子証明書を新しく発行してもらってから、もう一度お手続きください。',
  signature_invalid: '電子署名を確認できませんでした。お手数ですが、もう一度署名してください。',
  request_expired: '署名の受付時間（10分）を過ぎました。お手数ですが、もう一度署名してください。',
  cancelled: '署名が取りやめられました。申請する場合は、もう一度署名してください。',
  revocation_unavailable:
    '署名用電子証明書が失効していないかを、いま確認できませんでした。申請は受け付けていません。しばらく待ってから、もう一度署名してください。',
};
