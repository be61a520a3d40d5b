// What a keyboard-only resident does and sees: Tab until a control has the focus, and the
// design system's focus ring (global.css.ts: a 4px black outline) where the focus is.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

/** `target` has the focus, and shows it with the 4px black ring. */
export async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(target).toHaveCSS('outline-width', '4px');
  await expect(target).toHaveCSS('outline-color', 'rgb(0, 0, 0)');
}
