// マイページ's visit panel warns, while the visit is ahead, that the counter revokes the signing
// certificate (issue 28): cancel or file online first, renew at the same visit. Once the
// procedure is completed (the certificate is already revoked) or cancelled, it no longer does.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { sentApplication } from '../../../testing/api-fixtures';
import { certificateRevocationWords } from './certificate-revocation-notice';
import { MyPageVisit } from './my-page-visit';

type Schemas = components['schemas'];

function applicationWithVisit(status: Schemas['RecipientStatus']['status'], visit: Partial<Schemas['VisitSummary']> = {}) {
  const application = sentApplication();
  const recipient = { ...application.recipients[0]!, procedure: visit.procedure ?? 'move_in', status };
  const summary: Schemas['VisitSummary'] = {
    reservation_id: '00000000-0000-4000-8000-000000000099',
    recipient_id: recipient.id,
    procedure: 'move_in',
    jis_code: '261041',
    date: '2026/12/02',
    time: '10:00',
    state: 'reserved',
    past: false,
    office: { name: '京都市中京区役所 市民窓口課', phone: '075-812-0061' },
    bring: [],
    ...visit,
  };
  return { ...application, recipients: [recipient], visit: summary };
}

describe('MyPageVisit and the signing certificate', () => {
  it('warns before a 転入届 visit that the certificate will be revoked, and that it can be renewed there', () => {
    render(<MyPageVisit application={applicationWithVisit('received')} />);
    const warning = screen.getByTestId('certificate-revocation-notice');
    expect(warning.textContent).toContain(certificateRevocationWords.title);
    expect(warning.textContent).toContain('窓口で転入届の手続きをすると住所が変わるため、マイナンバーカードの署名用電子証明書は失効します。');
    expect(warning.textContent).toContain('来庁する前に済ませてください。');
    expect(warning.textContent).toContain('マイナンバーカードの継続利用の手続きも、あわせて窓口でできます。');
  });

  it('names the 転居届 for a move within the municipality', () => {
    render(<MyPageVisit application={applicationWithVisit('delivered', { procedure: 'move_house' })} />);
    expect(screen.getByTestId('certificate-revocation-notice').textContent).toContain('窓口で転居届の手続きをすると');
  });

  it('says nothing once the procedure is completed or the visit cancelled', () => {
    const { unmount } = render(<MyPageVisit application={applicationWithVisit('completed')} />);
    expect(screen.getByTestId('visit-panel')).toBeTruthy();
    expect(screen.queryByTestId('certificate-revocation-notice')).toBeNull();
    unmount();
    render(<MyPageVisit application={applicationWithVisit('delivered', { state: 'cancelled' })} />);
    expect(screen.queryByTestId('certificate-revocation-notice')).toBeNull();
  });
});
