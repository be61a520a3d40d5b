// Puts field errors — the browser's own verdict or the server's `field_errors` — where the
// resident sees them: each on its field's slot (by dot path, e.g. household.members.0.birth_date),
// or, for a path the form shows no slot for (e.g. from.jis_code), on the nearest enclosing one.
// The summary lists them in the order of the page, each linking to its field.
import type { FieldError } from '#shared/forms/field-errors';
import type { ErrorSlot } from './error-slots';

export interface SummaryItem {
  message: string;
  /** The field's slot, name and the element the link focuses; absent when no field shows the error. */
  target?: { path: string; label: string; focusId: string };
}

export interface PlacedErrors {
  /** The message each slot shows, by slot path (one per field: the first wins). */
  byPath: Readonly<Record<string, string>>;
  summary: readonly SummaryItem[];
}

/** The slot showing an error at `path`: the same path, else the longest enclosing one. */
export function slotFor(path: string, slots: readonly ErrorSlot[]): ErrorSlot | undefined {
  let best: ErrorSlot | undefined;
  for (const slot of slots) {
    if (slot.path === path) return slot;
    if (path.startsWith(`${slot.path}.`) && (!best || slot.path.length > best.path.length)) best = slot;
  }
  return best;
}

export function placeFieldErrors(errors: readonly FieldError[], slots: readonly ErrorSlot[]): PlacedErrors {
  const byPath: Record<string, string> = {};
  const unplaced: SummaryItem[] = [];
  for (const error of errors) {
    const slot = slotFor(error.field, slots);
    if (!slot) unplaced.push({ message: error.message });
    else if (!Object.hasOwn(byPath, slot.path)) byPath[slot.path] = error.message;
  }
  const placed = slots.flatMap((slot): SummaryItem[] => {
    const message = byPath[slot.path];
    return message === undefined ? [] : [{ message, target: { path: slot.path, label: slot.label, focusId: slot.focusId } }];
  });
  return { byPath, summary: [...placed, ...unplaced] };
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * The errors without those at `prefix` and below: when a variable-area loses a group, the
 * groups after it move up, and their old errors would stand on the wrong person.
 */
export function withoutErrorsUnder(placed: PlacedErrors, prefix: string): PlacedErrors {
  return {
    byPath: Object.fromEntries(Object.entries(placed.byPath).filter(([path]) => !isUnder(path, prefix))),
    summary: placed.summary.filter((item) => !item.target || !isUnder(item.target.path, prefix)),
  };
}
