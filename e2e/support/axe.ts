// Every page an end-to-end test visits is checked with axe against WCAG 2.2 AA (brief §7).
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Axe is a tenth of the suite's CPU, and tests come back to the same page state often (マイページ
// after each step, an error page per route). Its verdict depends only on the DOM, the styles, the
// viewport, the focus and the scroll position, so a state this worker has already found clean is
// not checked again. The styles are the build's, the same for the whole run.
const cleanStates = new Set<string>();

async function pageStateOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const focused = document.activeElement;
    const focusPath: number[] = [];
    for (let node = focused; node?.parentElement; node = node.parentElement) {
      focusPath.push(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return [location.href, innerWidth, innerHeight, scrollX, scrollY, focusPath.join('.'), document.documentElement.outerHTML].join('\n');
  });
  return createHash('sha256').update(state).digest('base64');
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const state = await pageStateOf(page);
  if (cleanStates.has(state)) return;
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  // A readable list (rule, impact, first targets) instead of axe's full JSON on failure.
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
  cleanStates.add(state);
}
