// Each mail says what the issue asks of it, in both bodies, with the footer's link rule and
// whom to ask; assertions on key sentences rather than snapshots, so wording can be polished.
import { describe, expect, it } from 'vitest';
import { policeConsultation, supportContact } from '#shared/config/support-contact';
import { mailNames } from '#shared/mail-names';
import { mailTemplates, optionalTemplates, renderMail, type MailFacts, type MailTemplate } from './index';

const origin = 'https://utsuru.example.jp';

const facts: MailFacts = {
  origin,
  residentName: '山田 太郎',
  receptionNumber: 'K7QM-3WX9-HB2D',
  // 11:02 UTC is 20:02 in Japan.
  submittedAt: new Date('2026-11-29T11:02:00Z'),
  kind: 'normal',
  procedures: [
    { recipientName: '千代田区', procedureLabel: '転出届' },
    { recipientName: 'ひかり電力', procedureLabel: '電気の使用開始・停止' },
  ],
  recipient: { name: '千代田区', procedureLabel: '転出届', reason: '転出先の住所の番地が確認できませんでした。', contact: { name: '千代田区 住民課', phone: '03-3264-2111' } },
  visit: { date: '2026/12/03', slot: '09:30', officeName: '大阪市北区役所', officeAddress: '大阪府大阪市北区扇町2-1-27', hours: '9:00〜17:30', phone: '06-6313-9986' },
  counterFiling: { name: '転入届', lastDay: '2026/12/15' },
};

const both = (mail: { text: string; html: string }) => [mail.text, mail.html];

describe('every mail', () => {
  it.each(mailTemplates)('%s renders a subject, a plain text and an accessible HTML body', (template) => {
    const mail = renderMail(template, facts);
    expect(mail.subject).toMatch(/^【うつる】/);
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="ja">/);
    expect(mail.html).toContain('<meta charset="utf-8">');
    expect(mail.html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(mail.html).toContain('<h2>このメールについて</h2>');
    // No images, no styles, no scripts, no tracking: nothing to load from anywhere.
    expect(mail.html).not.toMatch(/<(img|style|link|script|iframe)\b|\bstyle=|\bsrc=/i);
  });

  it.each(mailTemplates)('%s links to マイページ only, and says that its links go nowhere else', (template) => {
    const mail = renderMail(template, facts);
    for (const body of both(mail)) {
      expect(body).toContain('うつるからのメールに記載するリンクは utsuru.example.jp のページだけです。それ以外のリンクや、暗証番号・口座番号を尋ねるメールは開かないでください。');
      expect(body).toContain(`${origin}/mypage`);
      expect(body).toContain(`${supportContact.name} ${supportContact.phone}`);
      expect(body).not.toMatch(/tel:|mailto:/);
    }
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\/utsuru\.example\.jp\/mypage(#.*)?$/);
  });

  it('lets the resident turn off every mail but the fraud alert, each with a Japanese label', () => {
    expect(mailTemplates.filter((template) => !optionalTemplates.includes(template))).toEqual(['fraud_alert']);
    expect(mailNames.recipient_received).toBe('受付済みのお知らせ');
    expect(mailNames.recipient_returned).toBe('差戻しのお知らせ');
    expect(renderMail('filed', facts).text).toContain('このお知らせを受け取るかどうかは、マイページで変えられます。');
    expect(renderMail('fraud_alert', facts).text).toContain('止めずにお送りしています');
    expect(renderMail('fraud_alert', facts).text).not.toContain('マイページで変えられます');
  });
});

describe('filed', () => {
  const mail = renderMail('filed', facts);

  it('gives the 受付番号, when, the procedures and where the receipt is', () => {
    expect(mail.subject).toBe('【うつる】申請を受け付けました（受付番号 K7QM-3WX9-HB2D）');
    for (const body of both(mail)) {
      expect(body).toContain('引越し手続きの申請を受け付けました');
      expect(body).toContain('K7QM-3WX9-HB2D');
      expect(body).toContain('2026年11月29日 20:02');
      expect(body).toContain('千代田区（転出届）');
      expect(body).toContain('ひかり電力（電気の使用開始・停止）');
      expect(body).toContain('申請の控え（PDF）は、マイページの「申請の状況」で、受付番号 K7QM-3WX9-HB2D の「控え（PDF）をダウンロード」から取り出せます。');
      expect(body).toContain(`${origin}/mypage#receipt-K7QM-3WX9-HB2D`);
    }
    expect(mail.text).toContain('受付番号：K7QM-3WX9-HB2D\n受付日時：2026年11月29日 20:02');
    expect(mail.text).toContain('■ 申請した手続き\n・千代田区（転出届）\n・ひかり電力（電気の使用開始・停止）\n\n');
    expect(mail.html).toContain('<dt>受付番号</dt><dd>K7QM-3WX9-HB2D</dd>');
    expect(mail.html).toContain('<li>千代田区（転出届）</li>');
  });

  it('gives the visit with what to bring when one was reserved, and leaves it out otherwise', () => {
    for (const body of both(mail)) {
      expect(body).toContain('2026年12月3日（木）');
      expect(body).toContain('9:30');
      expect(body).toContain('大阪市北区役所');
      expect(body).toContain('マイナンバーカード（一緒に引越しするかたの分も）');
      expect(body).toContain('マイナンバーカードの暗証番号（数字4桁）');
      expect(body).toContain('紙の転出証明書は要りません');
    }
    const { visit: _visit, ...noVisit } = facts;
    expect(renderMail('filed', noVisit).text).not.toContain('来庁');
  });
});

describe('addition_filed and cancellation_filed', () => {
  const belonging: MailFacts = { ...facts, receptionNumber: 'P4RT-8NV2-CC5E', belongsTo: 'K7QM-3WX9-HB2D' };

  it('gives the addition its own 受付番号 and the one it is added to', () => {
    const mail = renderMail('addition_filed', { ...belonging, kind: 'addition' });
    expect(mail.subject).toBe('【うつる】追加の申込みを受け付けました（受付番号 P4RT-8NV2-CC5E）');
    expect(mail.text).toContain('追加の申込みの受付番号：P4RT-8NV2-CC5E');
    expect(mail.text).toContain('追加先の申請の受付番号：K7QM-3WX9-HB2D');
    expect(mail.html).toContain('この申込みは、受付番号 K7QM-3WX9-HB2D の申請に追加されます。');
    expect(mail.text).toContain(`${origin}/mypage#receipt-P4RT-8NV2-CC5E`);
  });

  it('gives the cancellation its own 受付番号, the one it cancels, and how マイページ will show it', () => {
    const mail = renderMail('cancellation_filed', { ...belonging, kind: 'cancellation' });
    expect(mail.subject).toBe('【うつる】取消しの申込みを受け付けました（受付番号 P4RT-8NV2-CC5E）');
    expect(mail.text).toContain('取消しの受付番号：P4RT-8NV2-CC5E');
    expect(mail.text).toContain('取り消す申請の受付番号：K7QM-3WX9-HB2D');
    expect(mail.html).toContain('「取消処理中」と表示され、提出先が確認すると「取消済み」に変わります。');
  });
});

describe('fraud_alert', () => {
  it.each([
    ['normal', '引越し手続きの申請がありました'],
    ['addition', '追加の申込みがありました'],
    ['cancellation', '取消しの申込みがありました'],
  ] as const)('after a %s filing: what happened, whom to call, and to sign nothing else until it is checked', (kind, what) => {
    const mail = renderMail('fraud_alert', { ...facts, kind });
    expect(mail.subject).toContain(what);
    for (const body of both(mail)) {
      expect(body).toContain('この手続きに心当たりがない場合は、すぐに次の窓口へご連絡ください。');
      expect(body).toContain(`${supportContact.name}：${supportContact.phone}`);
      expect(body).toContain(`${policeConsultation.name}：＃9110`);
      expect(body).toContain('確認が済むまでは、ほかのオンラインの手続きで電子署名や申込みをしないでください。');
      expect(body).toContain('K7QM-3WX9-HB2D');
    }
    expect(supportContact.phone).toMatch(/^0120-/);
  });

  it('says how the card was used: signed for a filing or a cancellation, logged in for an addition', () => {
    expect(renderMail('fraud_alert', facts).text).toContain('あなたのマイナンバーカードによる電子署名で、うつるに引越し手続きの申請がありました。');
    expect(renderMail('fraud_alert', { ...facts, kind: 'cancellation' }).text).toContain('電子署名で、うつるに取消しの申込みがありました。');
    expect(renderMail('fraud_alert', { ...facts, kind: 'addition' }).text).toContain('あなたのマイナンバーカードでログインして、うつるに追加の申込みがありました。');
  });
});

describe('the recipient mails', () => {
  const subjects: Record<Extract<MailTemplate, `recipient_${string}`>, string> = {
    recipient_received: '【うつる】千代田区（転出届）が「受付済み」になりました',
    recipient_completed: '【うつる】千代田区（転出届）が「完了」になりました',
    recipient_returned: '【うつる】千代田区（転出届）が「差戻し」になりました',
    recipient_failed: '【うつる】千代田区（転出届）を送信できませんでした',
  };

  it.each(Object.entries(subjects) as [MailTemplate, string][])('%s names the recipient, the procedure and the status as マイページ does', (template, subject) => {
    const mail = renderMail(template, facts);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('提出先：千代田区\n手続き：転出届');
    expect(mail.text).toContain('受付番号：K7QM-3WX9-HB2D');
    const { recipient: _recipient, ...noRecipient } = facts;
    expect(() => renderMail(template, noRecipient)).toThrow('facts.recipient');
  });

  it('recipient_returned gives the reason and what to do', () => {
    const mail = renderMail('recipient_returned', facts);
    for (const body of both(mail)) {
      expect(body).toContain('転出先の住所の番地が確認できませんでした。');
      expect(body).toContain('うつるからこの手続きをもう一度申請するか、千代田区へ直接お問い合わせください。');
      expect(body).toContain('03-3264-2111');
    }
    const noReason = renderMail('recipient_returned', { ...facts, recipient: { name: '千代田区', procedureLabel: '転出届' } });
    expect(noReason.text).toContain('理由は届いていません。千代田区へお問い合わせください。');
  });

  it('recipient_failed says the procedure did not arrive, and to contact the recipient or go to the counter', () => {
    const mail = renderMail('recipient_failed', facts);
    for (const body of both(mail)) {
      expect(body).toContain('この手続きは千代田区に届いていません。');
      expect(body).toContain('千代田区へ直接ご連絡ください。市区町村の手続きは、窓口でもお手続きいただけます。');
      expect(body).toContain('千代田区 住民課');
      expect(body).toContain('03-3264-2111');
    }
    const noContact = renderMail('recipient_failed', { ...facts, recipient: { name: 'ひかり電力', procedureLabel: '電気の使用開始・停止' } });
    expect(noContact.text).not.toContain('電話番号');
  });
});

describe('visit_tomorrow', () => {
  it('gives when and where, the hours and phone, what to bring, and that マイページ can change it', () => {
    const mail = renderMail('visit_tomorrow', facts);
    expect(mail.subject).toBe('【うつる】明日は来庁予定日です（大阪市北区役所）');
    for (const body of both(mail)) {
      expect(body).toContain('明日、2026年12月3日（木）は、大阪市北区役所への来庁予定日です。');
      for (const value of ['9:30', '大阪府大阪市北区扇町2-1-27', '9:00〜17:30', '06-6313-9986', 'マイナンバーカードの暗証番号（数字4桁）', '転出の情報']) expect(body).toContain(value);
      expect(body).toContain('来庁予定日の変更や取消しは、マイページからできます。');
    }
    const { visit: _visit, ...noVisit } = facts;
    expect(() => renderMail('visit_tomorrow', noVisit)).toThrow('facts.visit');
  });

  it('says that the signing certificate is revoked at the counter, so online filings go first, and that the card and the certificate are renewed there', () => {
    for (const body of both(renderMail('visit_tomorrow', facts))) {
      expect(body).toContain('窓口で転入届を出すと住所が変わるため、マイナンバーカードの署名用電子証明書は失効します。');
      expect(body).toContain('オンラインで出しておきたい申請や、取り消したい手続きがあれば、来庁の前に済ませてください。');
      expect(body).toContain('マイナンバーカードの継続利用の手続き');
      expect(body).toContain('新しい署名用電子証明書の発行も、同じ来庁のときに窓口で申請できます。');
    }
    const moveHouse = renderMail('visit_tomorrow', { ...facts, counterFiling: { name: '転居届' } });
    expect(moveHouse.text).toContain('窓口で転居届を出すと住所が変わるため');
    expect(moveHouse.text).not.toContain('継続利用');
  });
});

describe('move_deadline', () => {
  it('gives the last day of the 14 days, where to go and what to bring, and allows for a visit already made', () => {
    const mail = renderMail('move_deadline', facts);
    expect(mail.subject).toBe('【うつる】転入届の期限は2026年12月15日（火）です（千代田区）');
    for (const body of both(mail)) {
      expect(body).toContain('転入届は、引越しの日から14日以内に、千代田区の窓口で出す必要があります。期限は2026年12月15日（火）です。');
      expect(body).toContain('このメールと行き違いでお手続きがお済みの場合は、ご容赦ください。');
      expect(body).toContain('マイナンバーカードの暗証番号（数字4桁）');
      expect(body).toContain('署名用電子証明書は失効します');
    }
    expect(() => renderMail('move_deadline', { ...facts, counterFiling: { name: '転入届' } })).toThrow('facts.counterFiling.lastDay');
  });
});

describe('failed_reminder', () => {
  it('says the procedure still has not arrived, what to do, and the limit of a 転入届', () => {
    const mail = renderMail('failed_reminder', facts);
    expect(mail.subject).toBe('【うつる】千代田区（転出届）は、まだ届いていません');
    for (const body of both(mail)) {
      expect(body).toContain('先日「送信できませんでした」とお知らせした転出届は、いまも千代田区に届いていません。');
      expect(body).toContain('お手数ですが、千代田区へ直接ご連絡いただくか、窓口でお手続きください。');
      expect(body).toContain('転入届の期限は2026年12月15日（火）です。');
    }
    const { counterFiling: _filing, ...business } = facts;
    expect(renderMail('failed_reminder', business).text).not.toContain('期限');
  });
});

describe('the values a mail repeats', () => {
  it('are escaped in HTML', () => {
    const mail = renderMail('filed', { ...facts, residentName: '<script>alert(1)</script> & "Co"' });
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; 様');
    expect(mail.html).not.toContain('<script');
    expect(mail.text).toContain('<script>alert(1)</script> & "Co" 様');
  });

  it('never become a link: a recipient\'s reason with addresses in it is defused', () => {
    const reason = '詳しくは https://evil.example/login か www.evil-city.jp を見て、help@evil.example へ。';
    const mail = renderMail('recipient_returned', { ...facts, recipient: { name: '千代田区', procedureLabel: '転出届', reason } });
    for (const body of both(mail)) {
      expect(body).toContain('詳しくは https：//evil．example/login か www．evil-city．jp を見て、help＠evil．example へ。');
      expect(body).not.toMatch(/evil\.|https?:\/\/evil/);
    }
  });

  it('greet お客様 when the application kept no name', () => {
    expect(renderMail('filed', { ...facts, residentName: ' ' }).text).toMatch(/^お客様\n/);
  });

  it('stay on one line and lose the direction overrides that disguise a text', () => {
    const mail = renderMail('filed', { ...facts, residentName: '山田\n\n件名: 偽\u202e様' });
    expect(mail.text).toContain('山田 件名: 偽様 様');
  });
});
