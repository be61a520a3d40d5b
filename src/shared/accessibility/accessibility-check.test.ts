// The アクセシビリティ方針 page cannot drift from the suites it reports: the date of the check is
// held to the suites' files (a change to one fails here until the suites have run green again and
// the date and fingerprint are updated), the axe-core named is the one installed, and every
// checked page is a page of the route table (or the 404 page).
import axePackage from 'axe-core/package.json';
import { describe, expect, it } from 'vitest';
import { notFoundTitle, routeShownAt } from '../routes';
import { calendarDayInJapan, compareDays, parseCalendarDate } from '../validation/calendar-date';
import { accessibilityCheckedOn, axeCoreVersion, checkedPages, checkedSuitesFingerprint } from './accessibility-check';

// Vite reads the suites here (src/shared has no file system access of its own).
const suites = {
  ...import.meta.glob<string>('../../../e2e/support/{axe,keyboard}.ts', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../e2e/{axe-check,keyboard-screen-reader,help-pages}.spec.ts', { query: '?raw', import: 'default', eager: true }),
};

async function fingerprintOf(files: Record<string, string>): Promise<string> {
  const text = Object.keys(files)
    .sort()
    .map((file) => `${file.replace(/^(\.\.\/)+/, '')}\n${files[file]!.replaceAll('\r\n', '\n')}`)
    .join('\n\0\n');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('the accessibility check the policy page reports', () => {
  it('reads all five suite files', () => {
    expect(Object.keys(suites)).toHaveLength(5);
  });

  it('is dated after the last change to the suites (run them, then update the date and the fingerprint)', async () => {
    const fingerprint = await fingerprintOf(suites);
    expect(fingerprint, `the suites' fingerprint is now ${fingerprint}`).toBe(checkedSuitesFingerprint);
  });

  it('is dated on a real day, not in the future', () => {
    const day = parseCalendarDate(accessibilityCheckedOn);
    expect(day).not.toBeNull();
    expect(compareDays(day!, calendarDayInJapan(new Date()))).toBeLessThanOrEqual(0);
  });

  it('names the axe-core the suites run', () => {
    expect(axeCoreVersion).toBe(axePackage.version);
  });

  it('lists pages the app shows under their titles, each once', () => {
    for (const page of checkedPages) expect(routeShownAt(page.path)?.title ?? notFoundTitle, page.path).toBe(page.title);
    expect(new Set(checkedPages.map((page) => page.path)).size).toBe(checkedPages.length);
  });
});
