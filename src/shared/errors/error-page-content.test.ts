// The error page's words for TEMPORARILY outside the form update (decision 032 §5): the 500 page's
// routing, but a title and lead that say the service is only away for a while, in the server's words.
import { describe, expect, it } from 'vitest';
import { errorPageContent, errorPageTexts, temporarilyUnavailableTexts } from './error-page-content';

const maintenance = 'ただいまメンテナンスのため、サービスを一時的に停止しています。本日 23:00 ごろ再開する予定です。お手数ですが、しばらく時間をおいてから、もう一度お試しください。';

describe('errorPageContent with TEMPORARILY', () => {
  it('leads with the server’s sentence under its own title, and the 500 page’s illustration and button', () => {
    expect(errorPageContent({ status: 500, pageKind: 'other', hasUserSession: true, destination: 'mypage', temporarily: maintenance })).toEqual({
      title: 'ただいまご利用いただけません',
      lead: maintenance,
      illustration: 'system',
      buttonLabel: 'マイページへ戻る',
    });
  });

  it('keeps saying so on a confirm page and without a user session, where the input error or "start again" would not be true', () => {
    for (const [pageKind, hasUserSession] of [['confirm', true], ['other', false]] as const) {
      const content = errorPageContent({ status: 500, pageKind, hasUserSession, destination: 'top', temporarily: maintenance });
      expect(content).toMatchObject({ title: temporarilyUnavailableTexts.title, lead: maintenance, buttonLabel: 'トップページへ戻る' });
    }
  });

  it('uses its own lead when the server sent no sentence, or one too long to be meant for residents', () => {
    for (const sentence of ['', '  ', 'x'.repeat(401)]) {
      expect(errorPageContent({ status: 500, pageKind: 'other', hasUserSession: true, destination: 'mypage', temporarily: sentence }).lead).toBe(temporarilyUnavailableTexts.lead);
    }
  });

  it('leaves every other 500 as spec §8 and decision 004 word it', () => {
    expect(errorPageContent({ status: 500, pageKind: 'other', hasUserSession: true, destination: 'mypage' })).toMatchObject({ title: 'システムエラー', lead: errorPageTexts[500].lead });
  });
});
