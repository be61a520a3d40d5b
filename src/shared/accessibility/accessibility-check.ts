// The accessibility check of JIS X 8341-3:2016 (issue 28) in one place: the アクセシビリティ方針
// page states what the end-to-end suites do, and the suites read the same facts from here: the
// axe rule set (e2e/support/axe.ts) and the pages checked one by one (e2e/help-pages.spec.ts).
// accessibility-check.test.ts holds the date to the suites: change one, run it, then update both.
import { notFoundTitle, routeTitleOf } from '../routes';

export const accessibilityStandard = 'JIS X 8341-3:2016';

/** The target (対応度表記): the level the service aims at; the page says what is verified today. */
export const conformanceTarget = '適合レベル AA 準拠';

/** axe-core's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules every e2e page check runs. */
export const axeRuleTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The axe-core the suites run (the test compares it with the installed one). */
export const axeCoreVersion = '4.13.0';

/** The widths of the two Playwright projects (playwright.config.ts); the spec checks its own is listed. */
export const checkedViewports = [
  { label: 'スマートフォン', width: 375 },
  { label: 'パソコン', width: 1366 },
] as const;

export interface CheckedPage {
  readonly path: string;
  readonly title: string;
  /** Checked as a signed-in resident (the others signed out). */
  readonly signedIn: boolean;
}

const page = (path: string, title: string, signedIn = false): CheckedPage => ({ path, title, signedIn });

/**
 * 試験対象ページ: a sample of every kind of page (JIS X 8341-3's ウェブページ一式から選択),
 * signed out and signed in. e2e/help-pages.spec.ts opens each, runs axe and walks it with Tab.
 */
export const checkedPages: readonly CheckedPage[] = [
  page('/', routeTitleOf('index')),
  page('/faq', routeTitleOf('faq')),
  page('/contact', routeTitleOf('contact')),
  page('/accessibility', routeTitleOf('accessibility')),
  page('/no-such-page', notFoundTitle),
  page('/error/expired', routeTitleOf('error-expired')),
  page('/mypage', routeTitleOf('mypage'), true),
  page('/step', routeTitleOf('step'), true),
  page('/personalinfo', routeTitleOf('personalinfo'), true),
  page('/address', routeTitleOf('address'), true),
  page('/procedureselection', routeTitleOf('procedureselection'), true),
];

/**
 * The day the suites below last ran green after a change to them (YYYY/MM/DD, in Japan), with the
 * fingerprint of those files then: accessibility-check.test.ts fails when they change, until the
 * suites have run again and both are updated.
 */
export const accessibilityCheckedOn = '2026/11/29';
export const checkedSuitesFingerprint = '9696531472b217850083cd3d482fe3f32a6c2ac6b2b70a9bf3eb3a5b4b9b2149';
