// For any facts at all, names and reasons full of markup, addresses and control characters
// included: every link in every mail points to the service's own origin, and the HTML holds no
// markup but its own. The fraud alert, the 差戻し's reason and both 受付番号 always come through.
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { escapeHtml } from './mail-document';
import { inert } from './inert-values';
import { mailTemplates, renderMail, type MailFacts } from './index';

/** Text made to break things, mixed with ordinary text. */
const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(
    fc.oneof(
      fc.constantFrom('<script>alert(1)</script>', '&', '&amp;', '"', "'", '<a href="https://evil.example">', 'https://evil.example/x', 'HTTP://EVIL.JP', 'http:\u202e//x.jp', 'https:\n//x.jp', 'www.evil.jp', 'help@evil.example', 'javascript:alert(1)', '\u0000', '\u2028', '千代田区', '差戻し'),
      fc.webUrl(),
      fc.emailAddress(),
      fc.domain(),
    ),
    { maxLength: 6 },
  ).map((parts) => parts.join('')),
);

const origins = fc.oneof(fc.domain().map((domain) => `https://${domain}`), fc.constant('http://localhost:5173'));
const contact = fc.record({ name: hostile, phone: hostile });

const factsArbitrary: fc.Arbitrary<MailFacts> = fc.record(
  {
    origin: origins,
    residentName: hostile,
    receptionNumber: hostile,
    submittedAt: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
    kind: fc.constantFrom('normal', 'addition', 'cancellation'),
    belongsTo: hostile,
    procedures: fc.array(fc.record({ recipientName: hostile, procedureLabel: hostile }), { maxLength: 4 }),
    recipient: fc.record({ name: hostile, procedureLabel: hostile, reason: hostile, contact }, { requiredKeys: ['name', 'procedureLabel'] }),
    visit: fc.record(
      { date: fc.oneof(hostile, fc.constantFrom('2026/12/03', '2027/01/04')), slot: hostile, officeName: hostile, officeAddress: hostile, hours: hostile, phone: hostile },
      { requiredKeys: ['date', 'officeName', 'officeAddress', 'hours', 'phone'] },
    ),
    counterFiling: fc.record({ name: fc.constantFrom('転入届' as const, '転居届' as const), lastDay: fc.oneof(hostile, fc.constant('2026/12/17')) }),
  },
  { requiredKeys: ['origin', 'residentName', 'receptionNumber', 'submittedAt', 'kind', 'procedures', 'recipient', 'visit', 'counterFiling'] },
);

/** The tags the renderer writes itself; anything else came from a value. */
const ownTags = new Set(['!doctype', 'html', 'head', 'meta', 'title', 'body', 'h1', 'h2', 'p', 'ul', 'li', 'dl', 'dt', 'dd', 'a', 'br']);
/** The entities escapeHtml writes; a bare & came from a value. */
const ownEntity = /&(?!amp;|lt;|gt;|quot;|#39;)/;

const inHtml = (value: string) => escapeHtml(inert(value));

describe('any mail, for any facts', () => {
  it.prop([factsArbitrary, fc.constantFrom(...mailTemplates)], { numRuns: 300 })('links to the service\'s own origin only', (facts, template) => {
    const mail = renderMail(template, facts);
    for (const body of [mail.subject, mail.text, mail.html]) {
      for (const [url] of body.matchAll(/https?:\/\/[^\s"<>]*/gi)) expect(url.startsWith(`${facts.origin}/`)).toBe(true);
    }
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href?.startsWith(`${facts.origin}/`)).toBe(true);
    expect(mail.html.match(/<a\b/g)?.length).toBe(mail.html.match(/href="/g)?.length);
  });

  it.prop([factsArbitrary, fc.constantFrom(...mailTemplates)], { numRuns: 300 })('writes no markup and no entity but its own into the HTML', (facts, template) => {
    const { html, subject } = renderMail(template, facts);
    for (const [, tag] of html.matchAll(/<\/?([a-z!][a-z0-9]*)/gi)) expect(ownTags.has(tag!.toLowerCase())).toBe(true);
    expect(html).not.toMatch(ownEntity);
    expect(html).toContain(inert(facts.residentName).trim() ? `${inHtml(facts.residentName)} 様` : 'お客様');
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it.prop([factsArbitrary])('the fraud alert always says what to do when the resident did not file', (facts) => {
    const { text, html } = renderMail('fraud_alert', facts);
    for (const body of [text, html]) expect(body).toContain('この手続きに心当たりがない場合は');
  });

  it.prop([factsArbitrary])('the returned mail always carries the reason the recipient gave', (facts) => {
    const reason = facts.recipient?.reason;
    fc.pre(reason !== undefined && reason.trim() !== '');
    const { text, html } = renderMail('recipient_returned', facts);
    expect(text).toContain(inert(reason!));
    expect(html).toContain(inHtml(reason!));
  });

  it.prop([factsArbitrary, hostile, fc.constantFrom('addition_filed', 'cancellation_filed' as const)])('an addition or a cancellation carries its own 受付番号 and the one it belongs to', (facts, belongsTo, template) => {
    const { text, html } = renderMail(template, { ...facts, belongsTo });
    for (const number of [facts.receptionNumber, belongsTo]) {
      expect(text).toContain(inert(number));
      expect(html).toContain(inHtml(number));
    }
  });
});
