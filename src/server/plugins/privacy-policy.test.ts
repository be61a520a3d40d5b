// The privacy policy states the retention periods the server keeps (issue 28): the configured
// RETENTION_* values are filled into /privacy.html, the page's own numbers are the defaults (what
// `npm run dev` shows), and bad periods refuse the start.
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, readRetentionConfig } from '../config';
import { useTestServer } from '../testing/test-server';
import { withRetentionPeriods } from './privacy-policy';

const publicPolicy = path.join(import.meta.dirname, '../../../public/privacy.html');
const policy = readFileSync(publicPolicy, 'utf8');
const periods = (html: string) => [...html.matchAll(/<span data-retention="([a-z-]+)">(\d+)<\/span>日/g)].map((match) => [match[1], Number(match[2])]);

describe('the privacy policy', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'utsuru-privacy-'));
  copyFileSync(publicPolicy, path.join(webRoot, 'privacy.html'));
  const server = useTestServer({ webRoot, env: { RETENTION_DRAFT_DAYS: '45', RETENTION_SETTLED_DAYS: '120' } });

  it('is served with the configured retention periods', async () => {
    const response = await fetch(`${server().baseUrl}/privacy.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(periods(html)).toEqual([
      ['draft-days', 45],
      ['settled-days', 120],
    ]);
    expect(html).toContain('最後に保存した日から<span data-retention="draft-days">45</span>日が過ぎたら削除します。');
  });

  it('names the default periods itself, and a page without a marker is refused', () => {
    const defaults = readRetentionConfig({});
    expect(periods(policy)).toEqual([
      ['draft-days', defaults.draftDays],
      ['settled-days', defaults.settledDays],
    ]);
    expect(() => withRetentionPeriods(policy.replace('data-retention="settled-days"', 'data-x'), defaults)).toThrow(/settled-days/);
  });

  it('takes whole days between 1 and 3650 and refuses anything else at start', () => {
    expect(readRetentionConfig({})).toEqual({ draftDays: 30, settledDays: 90 });
    expect(readConfig({ RETENTION_DRAFT_DAYS: '7', RETENTION_SETTLED_DAYS: '365' }).retention).toEqual({ draftDays: 7, settledDays: 365 });
    for (const bad of ['0', '-1', '1.5', 'ninety', '3651']) {
      expect(() => readConfig({ RETENTION_SETTLED_DAYS: bad })).toThrow(/RETENTION_SETTLED_DAYS/);
      expect(() => readConfig({ RETENTION_DRAFT_DAYS: bad })).toThrow(/RETENTION_DRAFT_DAYS/);
    }
  });
});
