// マイページ's visit panel warns, while the visit is ahead, that the counter revokes the signing
// certificate (issue 28): cancel or file online first, renew at the same visit. Once the
// procedure is completed (the certificate is already revoked) or cancelled, it no longer does.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentApplicationWithVisit } from '../../../testing/api-fixtures';
import { certificateRevocationWords } from './certificate-revocation-notice';
import { MyPageVisit } from './my-page-visit';

describe('MyPageVisit and the signing certificate', () => {
  it('warns before a 転入届 visit that the certificate will be revoked, and that it can be renewed there', () => {
    render(<MyPageVisit application={sentApplicationWithVisit('received').application} />);
    const warning = screen.getByTestId('certificate-revocation-notice');
    expect(warning.textContent).toContain(certificateRevocationWords.title);
    expect(warning.textContent).toContain('窓口で転入届の手続きをすると住所が変わるため、マイナンバーカードの署名用電子証明書は失効します。');
    expect(warning.textContent).toContain('来庁する前に済ませてください。');
    expect(warning.textContent).toContain('マイナンバーカードの継続利用の手続きも、あわせて窓口でできます。');
  });

  it('names the 転居届 for a move within the municipality', () => {
    render(<MyPageVisit application={sentApplicationWithVisit('delivered', { procedure: 'move_house' }).application} />);
    expect(screen.getByTestId('certificate-revocation-notice').textContent).toContain('窓口で転居届の手続きをすると');
  });

  it('says nothing once the procedure is completed or the visit cancelled', () => {
    const { unmount } = render(<MyPageVisit application={sentApplicationWithVisit('completed').application} />);
    expect(screen.getByTestId('visit-panel')).toBeTruthy();
    expect(screen.queryByTestId('certificate-revocation-notice')).toBeNull();
    unmount();
    render(<MyPageVisit application={sentApplicationWithVisit('delivered', { state: 'cancelled' }).application} />);
    expect(screen.queryByTestId('certificate-revocation-notice')).toBeNull();
  });
});
