// マイページ's 「保存期間を過ぎた申請」 (issue 28): the minimal record of each purged application, its
// 受付番号 and how each procedure ended (a cancellation as 取消済み), without a receipt link; nothing
// at all when there is none.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PurgedApplicationsSection } from './purged-applications-section';

const purged = {
  application_id: 'c25ca0c1-58e2-4034-b032-320fd40dd913',
  phase: 1 as const,
  reception_number: '7KQ2-M9XD-4T3H',
  submitted_at: '2026-11-20T03:00:00.000Z',
  purged_at: '2027-03-01T00:17:00.000Z',
  recipients: [
    { id: '78865d13-1edb-44af-bdf3-0063316bdc08', kind: 'municipality' as const, procedure: 'move_in' as const, name: '横浜市中区', status: 'completed' as const, status_at: '2026-12-03T02:00:00.000Z' },
    {
      id: '01afc147-df10-4365-9e99-12bf8dd75918',
      kind: 'business' as const,
      procedure: 'businesses' as const,
      name: 'さくらガス',
      status: 'received' as const,
      status_at: '2026-11-21T02:00:00.000Z',
      cancellation: { status: 'cancelled' as const, status_at: '2026-11-25T02:00:00.000Z', reception_number: 'AB12-CD34-EF5G' },
    },
  ],
  additions: [],
};

describe('PurgedApplicationsSection', () => {
  it('lists each purged application with its 受付番号 and how each procedure ended, and links no receipt', () => {
    render(<PurgedApplicationsSection applications={[purged]} />);
    const section = screen.getByRole('region', { name: '保存期間を過ぎた申請' });
    expect(section.textContent).toContain('申請の内容（氏名、住所、電話番号など）を削除しました');
    const card = within(section).getByRole('article', { name: '受付番号 7KQ2-M9XD-4T3H' });
    const outcomes = within(card).getAllByRole('listitem').map((item) => item.textContent);
    expect(outcomes[0]).toContain('横浜市中区');
    expect(outcomes[0]).toContain('完了');
    expect(outcomes[1]).toContain('さくらガス');
    expect(outcomes[1]).toContain('取消済み');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('shows nothing when no application was purged', () => {
    const { container } = render(<PurgedApplicationsSection applications={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
