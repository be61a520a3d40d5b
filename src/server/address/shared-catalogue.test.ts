import { describe, expect, it } from 'vitest';
import { addressCatalogue } from './shared-catalogue';
import { catalogueZipLookup } from './catalogue-zip-lookup';
import { serverRuleContext } from './server-rule-context';

describe('the shared catalogue', () => {
  it('is built once and shared', async () => {
    const [a, b] = await Promise.all([addressCatalogue(), addressCatalogue()]);
    expect(a).toBe(b);
    expect(await addressCatalogue()).toBe(a);
  });

  it('answers the zip existence check for the server', async () => {
    const lookup = catalogueZipLookup(await addressCatalogue());
    expect(await lookup('1000001')).toEqual({ ok: true, townCount: 1 });
    expect(await lookup('0000000')).toEqual({ ok: true, townCount: 0 });
  });

  it('gives the server’s rule context: the day in Japan and the catalogue’s lookup', async () => {
    const context = await serverRuleContext(new Date('2026-11-21T15:30:00Z'));
    expect(context.today).toEqual({ year: 2026, month: 11, day: 22 });
    expect(await context.lookupZip?.('0000000')).toEqual({ ok: true, townCount: 0 });
  });
});
