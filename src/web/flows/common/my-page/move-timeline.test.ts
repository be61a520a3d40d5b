// 「これまでの経過」 as the resident reads it (issue 27): times in Japan, each kind of entry in
// マイページ's words, the 受付番号 where it belongs, a visit's 来庁予定, and the list as markup.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elementsByTag, textOf } from '../../../forms/testing/render-markup';
import { MoveTimeline } from './move-timeline';
import { procedureLabels } from './application-status';
import { receptionNumberOf, timelineTextOf, timelineTimeOf, visitNoteOf, type TimelineEntry } from './timeline-words';

const OWN = 'AAAA-BBBB-CCCC';
const ADDED = 'DDDD-EEEE-FFFF';
const CANCEL = 'GGGG-HHHH-JJJJ';
const moveOut = { name: '千代田区', procedure: 'move_out' } as const;
const moveIn = { name: '横浜市中区', procedure: 'move_in' } as const;
const gas = { name: 'さくらガス', procedure: 'businesses' } as const;
const businesses = procedureLabels.businesses;
const movingIn = procedureLabels.move_in;
const entry = (parts: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind'>): TimelineEntry => ({ at: '2026-11-22T01:25:00Z', reception_number: OWN, phase: 1, ...parts });

describe('the timeline’s words', () => {
  it('gives each time in Japan, to the minute', () => {
    expect(timelineTimeOf('2026-11-22T01:25:00Z')).toBe('2026年11月22日 10:25');
    // Past midnight in Japan is the next day.
    expect(timelineTimeOf('2026-11-30T15:05:00.000Z')).toBe('2026年12月1日 00:05');
  });

  it('words the filings of each kind', () => {
    expect(timelineTextOf(entry({ kind: 'filed' }))).toBe('申請を受け付けました');
    expect(timelineTextOf(entry({ kind: 'filed', phase: 2, reception_number: ADDED }))).toBe('追加の申込みを受け付けました');
    expect(timelineTextOf(entry({ kind: 'filed', phase: 3, reception_number: CANCEL }))).toBe('取消しの申込みを受け付けました');
  });

  it('words a status in マイページ’s words, and a cancellation’s as its own', () => {
    expect(timelineTextOf(entry({ kind: 'recipient_status', recipient: moveOut, status: 'received' }))).toBe('千代田区（転出届）の状況が「受付済み」になりました');
    expect(timelineTextOf(entry({ kind: 'recipient_status', recipient: moveOut, status: 'returned' }))).toBe('千代田区（転出届）の状況が「差戻し」になりました');
    expect(timelineTextOf(entry({ kind: 'recipient_status', recipient: moveOut, status: 'failed' }))).toBe('千代田区（転出届）の状況が「送信できませんでした」になりました');
    expect(timelineTextOf(entry({ kind: 'recipient_status', recipient: moveOut, status: 'pending' }))).toBe('千代田区（転出届）の状況が「送信待ち」になりました');
    const cancelled = (status: TimelineEntry['status']) => timelineTextOf(entry({ kind: 'recipient_status', phase: 3, reception_number: CANCEL, recipient: gas, status }));
    expect(cancelled('delivered')).toBe(`さくらガス（${businesses}）へ取消しを送信しました`);
    expect(cancelled('completed')).toBe(`さくらガス（${businesses}）の取消しが「取消済み」になりました`);
    expect(cancelled('returned')).toBe(`さくらガス（${businesses}）の取消しが「取消できませんでした」になりました（差戻し）`);
  });

  it('names each mail in Japanese, and words visits and receipts', () => {
    expect(timelineTextOf(entry({ kind: 'mail_sent', mail_template: 'filed' }))).toBe('メール『申請受付のお知らせ』を送信しました');
    expect(timelineTextOf(entry({ kind: 'mail_sent', mail_template: 'cancellation_filed' }))).toBe('メール『取消しの申込み受付のお知らせ』を送信しました');
    expect(timelineTextOf(entry({ kind: 'mail_sent' }))).toBe('メールを送信しました');
    // The reminders of issue 28 are mails sent like the others.
    expect(timelineTextOf(entry({ kind: 'mail_sent', mail_template: 'visit_tomorrow' }))).toBe('メール『来庁予定日の前日のお知らせ』を送信しました');
    expect(timelineTextOf(entry({ kind: 'mail_sent', mail_template: 'move_deadline' }))).toBe('メール『転入届・転居届の期限のお知らせ』を送信しました');
    expect(timelineTextOf(entry({ kind: 'mail_sent', mail_template: 'failed_reminder' }))).toBe('メール『送信できなかった手続きの再度のお知らせ』を送信しました');
    expect(timelineTextOf(entry({ kind: 'visit_reserved', recipient: moveIn, visit: { date: '2026/12/03', slot: '10:00' } }))).toBe(`横浜市中区（${movingIn}）への来庁日を2026年12月3日 10:00で予約しました`);
    expect(timelineTextOf(entry({ kind: 'visit_changed', recipient: moveIn, visit: { date: '2026/12/04', slot: null } }))).toBe(`横浜市中区（${movingIn}）への来庁日を2026年12月4日に変更しました`);
    expect(timelineTextOf(entry({ kind: 'visit_cancelled', recipient: moveIn, visit: { date: '2026/12/04', slot: null } }))).toBe(`横浜市中区（${movingIn}）への来庁（2026年12月4日）の予約を取り消しました`);
    expect(timelineTextOf(entry({ kind: 'receipt_issued' }))).toBe('申請の控え（PDF）を発行しました');
    expect(timelineTextOf(entry({ kind: 'receipt_issued', phase: 3, reception_number: CANCEL }))).toBe('取消申請の控え（PDF）を発行しました');
  });

  it('says whether the visit as it stands is ahead or past; a moved or cancelled one says nothing', () => {
    const reserved = entry({ kind: 'visit_reserved', recipient: moveIn, visit: { date: '2026/12/03', slot: '10:00' } });
    const changed = entry({ kind: 'visit_changed', recipient: moveIn, visit: { date: '2026/12/04', slot: '09:00' } });
    const day = (d: number) => ({ year: 2026, month: 12, day: d });
    expect(visitNoteOf([reserved], 0, day(3))).toBe('来庁予定');
    expect(visitNoteOf([reserved], 0, day(4))).toBe('来庁日を過ぎました');
    expect(visitNoteOf([reserved, changed], 0, day(1))).toBeNull();
    expect(visitNoteOf([reserved, changed], 1, day(1))).toBe('来庁予定');
    expect(visitNoteOf([reserved, { ...changed, kind: 'visit_cancelled' }], 1, day(1))).toBeNull();
  });

  it('shows the 受付番号 of every filing, and of an addition’s or a cancellation’s entries', () => {
    const application = { reception_number: OWN };
    expect(receptionNumberOf(entry({ kind: 'filed' }), application)).toBe(OWN);
    expect(receptionNumberOf(entry({ kind: 'recipient_status', status: 'delivered', recipient: moveOut }), application)).toBeNull();
    expect(receptionNumberOf(entry({ kind: 'recipient_status', reception_number: CANCEL, phase: 3, status: 'delivered', recipient: gas }), application)).toBe(CANCEL);
  });
});

describe('the timeline’s markup', () => {
  it('is an ordered list under its heading, each entry with its machine-readable time, nothing when empty', () => {
    const timeline = [entry({ kind: 'filed' }), entry({ kind: 'filed', at: '2026-11-23T02:00:00Z', phase: 3, reception_number: CANCEL })];
    const html = renderToStaticMarkup(h(MoveTimeline, { application: { reception_number: OWN, timeline } }));
    expect(elementsByTag(html, 'h4')).toHaveLength(1);
    expect(textOf(html)).toMatch(/^ これまでの経過 /);
    expect(elementsByTag(html, 'ol')).toHaveLength(1);
    expect(elementsByTag(html, 'li')).toHaveLength(2);
    expect(elementsByTag(html, 'time').map((time) => time.attributes.datetime)).toEqual(['2026-11-22T01:25:00Z', '2026-11-23T02:00:00Z']);
    expect(textOf(html)).toContain('2026年11月23日 11:00');
    expect(textOf(html)).toContain(`取消しの申込みを受け付けました 受付番号 ${CANCEL}`);
    expect(renderToStaticMarkup(h(MoveTimeline, { application: { reception_number: OWN, timeline: [] } }))).toBe('');
  });
});
