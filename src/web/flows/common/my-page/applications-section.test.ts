// マイページ's 「申請の状況」 as markup: the empty state and its way to start, and each
// application with its recipients' statuses, newest first.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { elementsByTag, textOf } from '../../../forms/testing/render-markup';
import type { ApplicationSummary } from './application-status';
import { ApplicationsSection, type ApplicationsState } from './applications-section';

/** The links besides each filing's receipt download (receipt-link.test.ts covers those). */
const linksOf = (html: string) => elementsByTag(html, 'a').filter((link) => !link.attributes.href?.endsWith('/receipt'));
const render = (state: ApplicationsState) => renderToStaticMarkup(h(Router, { ssrPath: '/mypage', children: h(ApplicationsSection, { state }) }));

const application = (reception_number: string, submitted_at: string, recipients: ApplicationSummary['recipients']): ApplicationSummary => ({
  application_id: `id-${reception_number}`,
  phase: 1,
  reception_number,
  submitted_at,
  move_date: '2026/12/01',
  recipients,
  additions: [],
  cancellable: false,
  past_move_date: false,
  timeline: [],
});

describe('the applications section', () => {
  it('says there are none, and starts at the readiness page before /step; with a draft it offers no fresh start', () => {
    const withoutDraft = render({ status: 'listed', applications: [], hasDraft: false });
    expect(textOf(withoutDraft)).toContain('送信した申請はありません。');
    expect(elementsByTag(withoutDraft, 'a')[0]?.attributes.href).toBe('/step/readiness');
    expect(textOf(withoutDraft)).toContain('引越し手続きを始める');
    const withDraft = render({ status: 'listed', applications: [], hasDraft: true });
    expect(textOf(withDraft)).toContain('送信した申請はありません。');
    expect(elementsByTag(withDraft, 'a')).toEqual([]);
  });

  it('does not say nothing was sent when the only applications are past their retention period', () => {
    const html = renderToStaticMarkup(h(Router, { ssrPath: '/mypage', children: h(ApplicationsSection, { state: { status: 'listed', applications: [], hasDraft: false }, hasPurged: true }) }));
    expect(textOf(html)).not.toContain('送信した申請はありません。');
    expect(textOf(html)).toContain('保存期間を過ぎた申請は、このページの「保存期間を過ぎた申請」に表示しています。');
  });

  it('lists each application, newest first, with every recipient’s status', () => {
    const html = render({
      status: 'listed',
      hasDraft: true,
      applications: [
        application('AAAA-BBBB-CCCC', '2026-11-01T10:00:00+09:00', [{ id: '00000000-0000-4000-8000-000000000011', kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'completed', status_at: '2026-11-20T03:00:00.000Z' }]),
        application('DDDD-EEEE-FFFF', '2026-11-20T10:00:00+09:00', [
          { id: '00000000-0000-4000-8000-000000000012', kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'delivered', status_at: '2026-11-20T03:00:00.000Z' },
          { id: '00000000-0000-4000-8000-000000000013', kind: 'business', procedure: 'businesses', name: 'みなと電力', status: 'failed', status_at: '2026-11-20T03:00:00.000Z' },
        ]),
      ],
    });
    const text = textOf(html);
    expect(text.indexOf('受付番号 DDDD-EEEE-FFFF')).toBeLessThan(text.indexOf('受付番号 AAAA-BBBB-CCCC'));
    expect(text).toContain('送信日 2026年11月20日 引越し予定日 2026年12月1日');
    expect(text).toContain('千代田区（転出届） 送信済み');
    expect(text).toContain('みなと電力（ライフラインの手続き） 送信できませんでした');
    expect(text).toContain('千代田区（転出届） 完了');
    // The addition is offered on the newest application only (it is added to that one); nothing
    // is left to cancel (`cancellable` false): no 申請を取り消す.
    expect(linksOf(html)).toHaveLength(1);
    expect(linksOf(html)[0]?.attributes.href).toBe('/after/step/readiness');
    expect(text.indexOf('ライフラインの手続きを追加する')).toBeLessThan(text.indexOf('受付番号 AAAA-BBBB-CCCC'));
    expect(text).not.toContain('申請を取り消す');
  });

  it('shows the additions under their application, each with its recipients’ statuses', () => {
    const original = application('DDDD-EEEE-FFFF', '2026-11-20T10:00:00+09:00', [
      { id: '00000000-0000-4000-8000-000000000014', kind: 'municipality', procedure: 'move_out', name: '世田谷区', status: 'completed', status_at: '2026-11-21T03:00:00.000Z' },
    ]);
    const html = render({
      status: 'listed',
      hasDraft: false,
      applications: [
        {
          ...original,
          additions: [
            {
              application_id: 'id-addition',
              reception_number: 'H3TX-8PLM-2QWE',
              submitted_at: '2026-11-25T10:25:00+09:00',
              recipients: [
                { id: '00000000-0000-4000-8000-000000000015', kind: 'business', procedure: 'businesses', name: 'さくらガス', status: 'delivered', status_at: '2026-11-25T01:30:00.000Z' },
                { id: '00000000-0000-4000-8000-000000000016', kind: 'business', procedure: 'businesses', name: 'そよかぜ光', status: 'pending', status_at: '2026-11-25T01:25:00.000Z' },
              ],
            },
          ],
        },
      ],
    });
    const text = textOf(html);
    expect(text).toContain('世田谷区（転出届） 完了');
    expect(text).toContain('追加の申込み 受付番号 H3TX-8PLM-2QWE 送信日 2026年11月25日');
    expect(text).toContain('さくらガス（ライフラインの手続き） 送信済み 11月25日 10:30');
    expect(text).toContain('そよかぜ光（ライフラインの手続き） 送信待ち 11月25日 10:25');
    // Under its application: after the original's recipients, inside its card.
    expect(text.indexOf('世田谷区（転出届）')).toBeLessThan(text.indexOf('追加の申込み'));
    expect(elementsByTag(html, 'h4').map((heading) => heading.attributes.id)).toHaveLength(1);
  });

  it('offers a retry when the list could not be loaded', () => {
    const text = textOf(render({ status: 'failed', retry: () => undefined }));
    expect(text).toContain('申請の状況を読み込めませんでした。');
    expect(text).toContain('申請の状況をもう一度読み込む');
  });

  it('gives each status its time, a 差戻し its reason, and a failed delivery what to do', () => {
    const html = render({
      status: 'listed',
      hasDraft: true,
      applications: [
        application('DDDD-EEEE-FFFF', '2026-11-20T10:00:00+09:00', [
          { id: '00000000-0000-4000-8000-000000000017', kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'returned', status_at: '2026-11-24T05:02:00.000Z', reason: '本籍の記載が必要です。' },
          {
            id: '00000000-0000-4000-8000-000000000020',
            kind: 'municipality',
            procedure: 'move_in',
            name: '大阪市北区',
            status: 'failed',
            status_at: '2026-11-24T06:00:00.000Z',
            contact: { name: '大阪市北区役所 窓口サービス課', phone: '06-6313-9986', hours: '平日 9:00〜17:30', address: '〒530-8401 大阪府大阪市北区扇町2-1-27' },
          },
          { id: '00000000-0000-4000-8000-000000000018', kind: 'business', procedure: 'businesses', name: 'ひかり電力', status: 'failed', status_at: '2026-11-24T07:00:00.000Z', contact: { name: 'ひかり電力', phone: '0120-100-200' } },
          { id: '00000000-0000-4000-8000-000000000019', kind: 'business', procedure: 'businesses', name: 'みなとガス', status: 'received', status_at: '2026-11-24T08:15:00.000Z' },
        ]),
      ],
    });
    const text = textOf(html);
    expect(text).toContain('千代田区（転出届） 差戻し 11月24日 14:02 理由：本籍の記載が必要です。');
    expect(text).toContain('大阪市北区（転入予定連絡） 送信できませんでした 11月24日 15:00 大阪市北区の窓口で手続きしてください。 窓口 大阪市北区役所 窓口サービス課 電話 06-6313-9986 受付時間 平日 9:00〜17:30 所在地 〒530-8401 大阪府大阪市北区扇町2-1-27');
    expect(text).toContain('ひかり電力（ライフラインの手続き） 送信できませんでした 11月24日 16:00 ひかり電力に電話で連絡してください。 電話 0120-100-200');
    expect(text).toContain('みなとガス（ライフラインの手続き） 受付済み 11月24日 17:15');
    expect(elementsByTag(html, 'time').map((time) => time.attributes.datetime)).toEqual([
      '2026-11-24T05:02:00.000Z',
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T07:00:00.000Z',
      '2026-11-24T08:15:00.000Z',
    ]);
    expect(linksOf(html).map((link) => link.attributes.href)).toEqual(['tel:0663139986', 'tel:0120100200', '/after/step/readiness']);
  });

  it('offers 申請を取り消す on each application that can still be cancelled, naming it in the link (decision 021)', () => {
    const recipient = { id: '00000000-0000-4000-8000-000000000031', kind: 'municipality' as const, procedure: 'move_out' as const, name: '千代田区', status: 'delivered' as const, status_at: '2026-11-20T03:00:00.000Z' };
    const html = render({
      status: 'listed',
      hasDraft: false,
      applications: [
        { ...application('DDDD-EEEE-FFFF', '2026-11-20T10:00:00+09:00', [recipient]), cancellable: false },
        { ...application('AAAA-BBBB-CCCC', '2026-11-01T10:00:00+09:00', [recipient]), cancellable: true },
      ],
    });
    expect(linksOf(html).map((link) => link.attributes.href)).toEqual(['/after/step/readiness', '/revocation/step/readiness?reception_number=AAAA-BBBB-CCCC']);
    const text = textOf(html);
    expect(text.match(/申請を取り消す/g)).toHaveLength(1);
    expect(text.indexOf('申請を取り消す')).toBeGreaterThan(text.indexOf('受付番号 AAAA-BBBB-CCCC'));
  });

  it('shows each cancellation’s label, and for a refused or failed one the reason and whom to ask', () => {
    const at = '2026-11-25T05:00:00.000Z';
    const base = { kind: 'business' as const, procedure: 'businesses' as const, status: 'delivered' as const, status_at: '2026-11-20T03:00:00.000Z' };
    const html = render({
      status: 'listed',
      hasDraft: false,
      applications: [
        application('DDDD-EEEE-FFFF', '2026-11-20T10:00:00+09:00', [
          { ...base, id: '00000000-0000-4000-8000-000000000041', name: 'さくらガス', cancellation: { status: 'requested', status_at: at, reception_number: 'R7Z3-K2WQ-8LMN' } },
          { ...base, id: '00000000-0000-4000-8000-000000000042', name: 'あおば電力', cancellation: { status: 'cancelled', status_at: at, reception_number: 'R7Z3-K2WQ-8LMN' } },
          {
            ...base,
            id: '00000000-0000-4000-8000-000000000043',
            name: 'そよかぜ光',
            cancellation: { status: 'refused', status_at: at, reception_number: 'R7Z3-K2WQ-8LMN', reason: '開通工事が完了しています。', contact: { name: 'そよかぜ光', phone: '0120-300-400' } },
          },
          { ...base, id: '00000000-0000-4000-8000-000000000044', name: 'みなと水道', cancellation: { status: 'failed', status_at: at, reception_number: 'R7Z3-K2WQ-8LMN', contact: { name: 'みなと水道', phone: '0120-500-600' } } },
          { ...base, id: '00000000-0000-4000-8000-000000000045', name: 'ひかり電力' },
        ]),
      ],
    });
    const text = textOf(html);
    expect(text).toContain('さくらガス（ライフラインの手続き） 送信済み 11月20日 12:00 取消処理中 11月25日 14:00');
    expect(text).toContain('あおば電力（ライフラインの手続き） 送信済み 11月20日 12:00 取消済み 11月25日 14:00');
    // A refusal is said once: the recipient's reason, then whom to ask.
    expect(text).toContain('取消できませんでした 11月25日 14:00 理由：開通工事が完了しています。 そよかぜ光へ直接お問い合わせください。 電話 0120-300-400');
    expect(text).not.toContain('そよかぜ光での手続きが完了していたため');
    expect(text).toContain('取消を届けられませんでした 11月25日 14:00 取消しをみなと水道へ届けられませんでした。みなと水道へ直接お問い合わせください。 電話 0120-500-600');
    // The procedure's own status is left as it was; one never cancelled shows none.
    expect(text).toContain('ひかり電力（ライフラインの手続き） 送信済み 11月20日 12:00');
    expect(text.slice(text.indexOf('ひかり電力'))).not.toContain('取消');
  });

  it('keeps a polite live region, empty until a status changes', () => {
    const state: ApplicationsState = { status: 'listed', applications: [], hasDraft: false };
    expect(render(state)).toContain('<div aria-live="polite"');
    const announced = renderToStaticMarkup(h(Router, { ssrPath: '/mypage', children: h(ApplicationsSection, { state, announcement: 'ひかり電力の状況が「完了」になりました。' }) }));
    expect(textOf(announced)).toContain('ひかり電力の状況が「完了」になりました。');
  });
});
