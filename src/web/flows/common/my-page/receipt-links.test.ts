// The receipt's download link (控え（PDF）, issue 27) on マイページ: each application, each
// addition and each cancellation with its own 受付番号 links its own receipt, and each link says
// it is a PDF and, to a screen reader, whose receipt it is.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { elementsByTag, textOf } from '../../../forms/testing/render-markup';
import type { ApplicationSummary } from './application-status';
import { ApplicationsSection } from './applications-section';
import { receiptLinkText, receiptPathOf } from '../../shared/receipt-link';

const at = '2026-11-20T03:00:00.000Z';
const application: ApplicationSummary = {
  application_id: 'c25ca0c1-58e2-4034-b032-320fd40dd913',
  phase: 1,
  reception_number: '7KQ2-M9XD-4T3H',
  submitted_at: at,
  move_date: '2026/12/01',
  recipients: [
    {
      id: '0f6b1c0e-5a5e-4f5b-9d3c-1b2a3c4d5e61',
      kind: 'business',
      procedure: 'businesses',
      name: 'さくらガス',
      status: 'delivered',
      status_at: at,
      cancellation: { status: 'requested', status_at: at, reception_number: '9CXR-4HNP-T6WD', application_id: '7d1f9a3e-0b5c-4e8a-9f21-3c6b8e0d4a57' },
    },
  ],
  additions: [
    {
      application_id: '5b0f3c1e-2d7a-4d8e-9a61-0c4b7e2f9d10',
      reception_number: '3MFT-8QWZ-K2RB',
      submitted_at: at,
      recipients: [
        {
          id: '3c9e4f3b-8d8b-4c8e-8a6f-4e5d6f7a8b94',
          kind: 'business',
          procedure: 'businesses',
          name: 'みなと電力',
          status: 'delivered',
          status_at: at,
          // The same revocation cancelled this one too: its receipt is linked once, on the first row.
          cancellation: { status: 'requested', status_at: at, reception_number: '9CXR-4HNP-T6WD', application_id: '7d1f9a3e-0b5c-4e8a-9f21-3c6b8e0d4a57' },
        },
      ],
    },
  ],
  cancellable: false,
  past_move_date: false,
  timeline: [],
};

describe('the receipt links of マイページ', () => {
  it('link the receipt of the application, of its addition and of its cancellation (once), each named as a PDF with its 受付番号', () => {
    const html = renderToStaticMarkup(h(Router, { ssrPath: '/mypage', children: h(ApplicationsSection, { state: { status: 'listed', applications: [application], hasDraft: false } }) }));
    const receipts = elementsByTag(html, 'a').filter((link) => link.attributes.href?.endsWith('/receipt'));
    expect(receipts.map((link) => link.attributes.href)).toEqual([
      receiptPathOf('c25ca0c1-58e2-4034-b032-320fd40dd913'),
      receiptPathOf('7d1f9a3e-0b5c-4e8a-9f21-3c6b8e0d4a57'),
      receiptPathOf('5b0f3c1e-2d7a-4d8e-9a61-0c4b7e2f9d10'),
    ]);
    expect(receipts[0]?.attributes.href).toBe('/utsuru-api/v1/applications/c25ca0c1-58e2-4034-b032-320fd40dd913/receipt');
    // Each is the receipt's place on マイページ, where the mails point (#receipt-<受付番号>), once.
    expect(receipts.map((link) => link.attributes.id)).toEqual(['receipt-7KQ2-M9XD-4T3H', 'receipt-9CXR-4HNP-T6WD', 'receipt-3MFT-8QWZ-K2RB']);
    expect(receipts.map((link) => link.attributes.download)).toEqual(['utsuru-receipt-7KQ2-M9XD-4T3H.pdf', 'utsuru-receipt-9CXR-4HNP-T6WD.pdf', 'utsuru-receipt-3MFT-8QWZ-K2RB.pdf']);
    const text = textOf(html);
    expect(text).toContain(`${receiptLinkText} （受付番号 7KQ2-M9XD-4T3H）`);
    expect(text).toContain(`${receiptLinkText} （受付番号 9CXR-4HNP-T6WD）`);
    expect(text).toContain(`${receiptLinkText} （受付番号 3MFT-8QWZ-K2RB）`);
  });
});
