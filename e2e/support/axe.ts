// Every page an end-to-end test visits is checked with axe-core against WCAG 2.2 AA (brief §7).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { axeRuleTags } from '#shared/accessibility/accessibility-check';

// The rule set the アクセシビリティ方針 page names (one list for both).
const runOptions: RunOptions = { runOnly: { type: 'tag', values: [...axeRuleTags] }, resultTypes: ['violations'] };

// axe-core itself, injected once per document and run in the page. @axe-core/playwright's
// AxeBuilder injected its 560 kB into the page on every check, and opened a blank page to finish
// each run: 1.2 of the 1.45 s a check took, the run itself 0.1–0.2 s (Chromium 156). The app has
// no frames, so one run over the document sees everything.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type WithAxe = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as WithAxe;
    if (!axe) throw new Error('axe-core is not in the page');
    return axe.run(document, options);
  }, runOptions);
}

// Tests come back to the same page state often (マイページ after each step, an error page per
// route). Axe's verdict depends only on the DOM, the styles, the viewport, the focus and the scroll
// position, so a state this worker has already found clean is not checked again. The styles are
// the build's, the same for the whole run.
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
  const results = await runAxe(page);
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
