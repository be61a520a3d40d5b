// What a DOM test reads of a rendered form, as a screen reader would: the error summary, and
// a field's description (the texts its aria-describedby names, in order).
import { screen, within } from '@testing-library/react';
import { errorSummaryTitle } from '../error-summary';

export function errorSummary(): HTMLElement {
  return screen.getByRole('region', { name: errorSummaryTitle });
}

export function summaryLinkNames(): string[] {
  return within(errorSummary())
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

export function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The label's own text (what getByLabelText matched), e.g. 「電話番号※必須」. */
export function labelTextOf(field: HTMLElement): string {
  return [...((field as HTMLInputElement).labels ?? [])].map((label) => label.textContent ?? '').join(' ');
}
