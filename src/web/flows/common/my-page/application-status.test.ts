// マイページ's words for the submitted applications.
import { describe, expect, it } from 'vitest';
import { moveDateOf, newestFirst, procedureLabels, recipientStatusLabels, startPath, submittedDateOf, type ApplicationSummary } from './application-status';

function application(reception_number: string, submitted_at: string): ApplicationSummary {
  return {
    application_id: '5b1f0c0e-8f52-4a43-9a57-1f3f0b6f2a11',
    phase: 1,
    reception_number,
    submitted_at,
    move_date: '2026/12/01',
    recipients: [],
  };
}

describe('the application status on マイページ', () => {
  it('words every recipient status in Japanese', () => {
    expect(recipientStatusLabels).toEqual({
      pending: '送信待ち',
      sending: '送信待ち',
      delivered: '送信済み',
      received: '受付済み',
      completed: '完了',
      returned: '差戻し',
      failed: '送信できませんでした',
    });
    expect(procedureLabels.move_out).toBe('転出届');
    expect(procedureLabels.businesses).toBe('ライフラインの手続き');
  });

  it('dates the sending by the day in Japan', () => {
    // 23:30 in UTC on 19 November is already 20 November in Japan.
    expect(submittedDateOf(application('A', '2026-11-19T23:30:00Z'))).toBe('2026年11月20日');
    expect(submittedDateOf(application('A', '2026-11-20T08:59:00+09:00'))).toBe('2026年11月20日');
    expect(moveDateOf(application('A', '2026-11-20T08:59:00+09:00'))).toBe('2026年12月1日');
  });

  it('lists the newest first, whatever order they came in', () => {
    const older = application('OLD', '2026-11-01T10:00:00+09:00');
    const newer = application('NEW', '2026-11-20T10:00:00+09:00');
    const sameDayLater = application('LATER', '2026-11-20T02:00:00Z');
    expect(newestFirst([older, newer, sameDayLater]).map((a) => a.reception_number)).toEqual(['LATER', 'NEW', 'OLD']);
  });

  it('starts the move at the overview of both steps, not at the first form', () => {
    expect(startPath).toBe('/step');
  });
});
