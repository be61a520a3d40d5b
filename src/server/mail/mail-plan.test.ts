// Which mails each move event sends (issue 27), and what the resident's choices leave.
import { describe, expect, it } from 'vitest';
import { templatesFor, wantedTemplates } from './mail-plan';

describe('the mail plan', () => {
  it.each([
    [{ kind: 'filed', status: null, phase: 1 }, ['filed', 'fraud_alert']],
    [{ kind: 'filed', status: null, phase: 2 }, ['addition_filed', 'fraud_alert']],
    [{ kind: 'filed', status: null, phase: 3 }, ['cancellation_filed', 'fraud_alert']],
    [{ kind: 'recipient_status', status: 'received', phase: 1 }, ['recipient_received']],
    [{ kind: 'recipient_status', status: 'completed', phase: 3 }, ['recipient_completed']],
    [{ kind: 'recipient_status', status: 'returned', phase: 1 }, ['recipient_returned']],
    [{ kind: 'recipient_status', status: 'failed', phase: 2 }, ['recipient_failed']],
    [{ kind: 'recipient_status', status: 'delivered', phase: 1 }, []],
    [{ kind: 'recipient_status', status: 'pending', phase: 1 }, []],
    [{ kind: 'mail_sent', status: null, phase: 1 }, []],
    [{ kind: 'receipt_issued', status: null, phase: 1 }, []],
    [{ kind: 'visit_reserved', status: null, phase: 1 }, []],
  ])('%o mails %o', (event, templates) => {
    expect(templatesFor(event)).toEqual(templates);
  });

  it('leaves out what the resident turned off, never the fraud alert', () => {
    expect(wantedTemplates(['filed', 'fraud_alert'], ['filed', 'fraud_alert'])).toEqual(['fraud_alert']);
    expect(wantedTemplates(['recipient_received'], ['filed'])).toEqual(['recipient_received']);
  });
});
