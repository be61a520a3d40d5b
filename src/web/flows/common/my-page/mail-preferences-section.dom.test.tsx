// マイページ's choice of mails (issue 27): every mail as a checkbox in one fieldset, the fraud
// alert checked and disabled with its reason, the choice saved with the button and confirmed in a
// status message; a failed read says so and offers to read again.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failureBody, holdFetch } from '../../../testing/held-fetch';
import { MailPreferencesSection, mailPreferenceWords } from './mail-preferences-section';

const mails = [
  { template: 'filed', label: '申請受付のお知らせ', enabled: true, optional: true },
  { template: 'fraud_alert', label: '申請・取消しがあったときの確認のお知らせ（止められません）', enabled: true, optional: false },
  { template: 'recipient_received', label: '受付済みのお知らせ', enabled: false, optional: true },
];

describe('MailPreferencesSection', () => {
  it('lists the mails, keeps the fraud alert on, and saves what the resident turned off', async () => {
    const network = holdFetch();
    render(<MailPreferencesSection />);
    (await network.request('GET /mail_preferences')).answer({ mails });

    const group = await screen.findByRole('group', { name: mailPreferenceWords.legend });
    const filed = screen.getByRole('checkbox', { name: '申請受付のお知らせ' }) as HTMLInputElement;
    const fraud = screen.getByRole('checkbox', { name: /確認のお知らせ/ }) as HTMLInputElement;
    const received = screen.getByRole('checkbox', { name: '受付済みのお知らせ' }) as HTMLInputElement;
    expect(group.contains(filed)).toBe(true);
    expect([filed.checked, fraud.checked, received.checked]).toEqual([true, true, false]);
    expect(fraud.disabled).toBe(true);
    expect(document.getElementById(fraud.getAttribute('aria-describedby') ?? '')?.textContent).toBe('不正な申請に気づくためのメールのため、止めることはできません。');

    await userEvent.click(filed);
    await userEvent.click(received);
    await userEvent.click(screen.getByRole('button', { name: mailPreferenceWords.save }));
    const token = await network.request('GET /csrf_token').catch(() => null);
    token?.answer({ csrf_token: 'token' });
    const saved = await network.request('POST /mail_preferences');
    saved.answer({ mails: [{ ...mails[0], enabled: false }, mails[1], { ...mails[2], enabled: true }] });
    expect(await screen.findByText(mailPreferenceWords.saved)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(mailPreferenceWords.saved);
    expect(filed.checked).toBe(false);
    expect(received.checked).toBe(true);
  });

  it('says when the preferences cannot be read, and reads them again', async () => {
    const network = holdFetch();
    render(<MailPreferencesSection />);
    (await network.request('GET /mail_preferences')).answer(failureBody('INTERNAL_SERVER_ERROR'), 500);
    expect((await screen.findByRole('alert')).textContent).toBe(mailPreferenceWords.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: mailPreferenceWords.retry }));
    (await network.request('GET /mail_preferences')).answer({ mails });
    expect(await screen.findByRole('group', { name: mailPreferenceWords.legend })).toBeTruthy();
  });
});
