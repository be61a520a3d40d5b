// What a page logs as an error, throws, or fails to load: a page load must log none (issue 11).
import type { Page } from '@playwright/test';

/** Collects what the page logs as an error, what it throws, and every failed response, from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  // Chrome's 「Failed to load resource」 does not say which: name the resource.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${page.url()}: ${response.status()} ${response.url()}`);
  });
  return errors;
}
