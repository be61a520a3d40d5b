// The help pages (issue 28) say what the rest of the app says: マイページ's status words, the mails
// it sends, the contact lines of support-contact.ts and the check the e2e suites run; the footer
// links to them, and the thanks pages' 「お問い合わせ」 leads to the contact page.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityCheckedOn, axeCoreVersion, checkedPages } from '#shared/accessibility/accessibility-check';
import { cancellationLabels } from '#shared/cancellation';
import { policeConsultation, supportContact } from '#shared/config/support-contact';
import { japaneseDate } from '#shared/domain/calendar-days';
import { VISIT_DAYS_AFTER_MOVE } from '#shared/domain/visit-date';
import { mailNames } from '#shared/mail-names';
import { recipientStatusLabels } from '#shared/recipient-status';
import { OuterLinks } from '../../../layout/outer-links';
import { ReceptionNumber } from '../../shared/step/reception-number';
import { AccessibilityPage } from './accessibility-page';
import { ContactPage } from './contact-page';
import { FaqPage } from './faq-page';

const terms = (list: HTMLElement) => within(list).getAllByRole('term').map((term) => term.textContent);

describe('よくある質問', () => {
  it('has one h1, a contents list linking every section heading, and questions as h3 under them', () => {
    render(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['よくある質問']);
    const contents = screen.getByRole('navigation', { name: '目次' });
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id !== 'faq-contents');
    expect(within(contents).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      sections.map((h) => [h.textContent, `#${h.id}`]),
    );
    for (const section of sections) {
      expect(within(screen.getByRole('region', { name: section.textContent ?? '' })).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    }
  });

  it('explains each status in マイページ’s own words, and each cancellation status', () => {
    render(<FaqPage />);
    const [statuses, cancellations] = [...document.querySelectorAll('dl')];
    expect(terms(statuses!)).toEqual([...new Set(Object.values(recipientStatusLabels))]);
    expect(terms(cancellations!)).toEqual(Object.values(cancellationLabels));
  });

  it('answers the failure points: the certificate, the password, the windows', () => {
    render(<FaqPage />);
    const questions = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(questions).toEqual(expect.arrayContaining(['「署名用電子証明書の有効期限が切れています」と表示されました', '引越しのあと、電子署名ができなくなりました', '署名用パスワードがロックされました', '転出届はいつ出せますか', '転入届の期限はいつですか']));
    expect(document.body.textContent).toContain('引越し予定日の30日前から、引越し日の10日後まで');
    expect(document.body.textContent).toContain('5回続けて間違えるとロックされ');
    // The 転入届's limit is the one the 来庁予定日's window follows.
    expect(document.body.textContent).toContain(`住み始めてから${VISIT_DAYS_AFTER_MOVE}日以内に`);
  });

  it('lists every mail うつる sends', () => {
    render(<FaqPage />);
    const region = screen.getByRole('region', { name: '控えとメール' });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(Object.values(mailNames));
  });
});

describe('お問い合わせ', () => {
  it('says who answers what: the municipality, the business, うつる (with its phone) and, for fraud, the police', () => {
    render(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '転出届・転入予定連絡・転居予定連絡について',
      '電気・ガス・水道などの手続きについて',
      'うつるのサービスについて',
      '身に覚えのない申請に気づいたとき',
    ]);
    const utsuru = screen.getByRole('region', { name: 'うつるのサービスについて' });
    expect(within(utsuru).getByRole('link', { name: supportContact.phone }).getAttribute('href')).toBe(`tel:${supportContact.phone.replaceAll('-', '')}`);
    expect(utsuru.textContent).toContain(supportContact.hours);
    const fraud = screen.getByRole('region', { name: '身に覚えのない申請に気づいたとき' });
    expect(fraud.textContent).toContain(policeConsultation.phone);
  });
});

describe('アクセシビリティ方針', () => {
  it('names the target, the date, the axe-core and every page the suites check', () => {
    render(<AccessibilityPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('JIS X 8341-3:2016');
    expect(text).toContain('適合レベル AA 準拠');
    expect(text).toContain(`axe-core ${axeCoreVersion}`);
    expect(within(screen.getByRole('region', { name: '試験の方法' })).getByText(japaneseDate(accessibilityCheckedOn))).toBeTruthy();
    const pages = within(screen.getByRole('region', { name: '試験対象ページ' })).getAllByRole('listitem');
    expect(pages.map((item) => item.textContent)).toEqual(checkedPages.map((page) => expect.stringContaining(`${page.title}（${page.path}）`)));
  });
});

describe('the ways to the help pages', () => {
  it('the footer links to the three, beside the terms and the privacy policy', () => {
    render(<OuterLinks />);
    const links = within(screen.getByRole('navigation', { name: 'サービスについて' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['利用規約（別ウィンドウで開きます）', '/terms.html'],
      ['プライバシーポリシー（別ウィンドウで開きます）', '/privacy.html'],
      ['よくある質問', '/faq'],
      ['お問い合わせ', '/contact'],
      ['アクセシビリティ方針', '/accessibility'],
    ]);
  });

  it('the thanks pages’ 「お問い合わせ」 leads to the contact page', () => {
    render(<ReceptionNumber number="AB12-CD34-EF56" />);
    expect(screen.getByRole('link', { name: 'お問い合わせ' }).getAttribute('href')).toBe('/contact');
  });
});
