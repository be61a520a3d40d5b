// Spec §5's input helpers, applied as the resident types. Kana and width conversions wait for
// the IME: while a composition is open the text is the IME's, not the resident's, so the
// helpers run on each input outside a composition, at compositionend, and on leaving the field.
import type { ChangeEvent, CompositionEvent, FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { finishDateInput } from '#shared/input/date-typing';
import { applyInputHelpers, type InputHelperName } from '#shared/input/input-helpers';

export type TextLikeElement = HTMLInputElement | HTMLTextAreaElement;

/** What the field holds once the helpers have run over what was typed. */
export function helpedValue(raw: string, helpers: readonly InputHelperName[]): string {
  return applyInputHelpers(raw, helpers);
}

/** What the field holds when the resident leaves it: a date's last segment is padded too. */
export function finishedValue(raw: string, helpers: readonly InputHelperName[], kind: 'date' | 'text'): string {
  const value = helpedValue(raw, helpers);
  return kind === 'date' ? finishDateInput(value) : value;
}

/** Writes `next` into the element; a same-length change (kana) keeps the caret where it was. */
function rewrite(element: TextLikeElement, next: string): boolean {
  if (element.value === next) return false;
  const caret = element.selectionStart;
  const sameLength = next.length === element.value.length;
  element.value = next;
  if (sameLength && caret !== null && document.activeElement === element) element.setSelectionRange(caret, caret);
  return true;
}

const composing = (event: ChangeEvent<TextLikeElement>) => (event.nativeEvent as InputEvent).isComposing === true;

/**
 * The props of a react-hook-form registered input, with the helpers wrapped around its
 * handlers. `kind: 'date'` pads the last segment on blur (1990/4/1 → 1990/04/01).
 */
export function helpedInputProps(registration: UseFormRegisterReturn, helpers: readonly InputHelperName[], kind: 'date' | 'text' = 'text') {
  const notify = (element: TextLikeElement) => registration.onChange({ target: element, type: 'change' });
  return {
    ...registration,
    onChange(event: ChangeEvent<TextLikeElement>) {
      if (!composing(event)) rewrite(event.target, helpedValue(event.target.value, helpers));
      return registration.onChange(event);
    },
    onCompositionEnd(event: CompositionEvent<TextLikeElement>) {
      if (rewrite(event.currentTarget, helpedValue(event.currentTarget.value, helpers))) void notify(event.currentTarget);
    },
    onBlur(event: FocusEvent<TextLikeElement>) {
      if (rewrite(event.target, finishedValue(event.target.value, helpers, kind))) void notify(event.target);
      return registration.onBlur(event);
    },
  };
}
