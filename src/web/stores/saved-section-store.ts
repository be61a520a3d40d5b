// The path of the section page whose save just led back to an overview (/step or the confirm
// page), so the overview can put focus on that section's block (issue 11: the resident sees
// which block changed, and a screen reader says so). Read once, then forgotten.
import { createStore } from './create-store';

export const savedSectionStore = createStore<string | null>(null);

/** The saved section's path, if any, forgetting it so a later visit does not focus it again. */
export function takeSavedSection(): string | null {
  const path = savedSectionStore.get();
  savedSectionStore.set(null);
  return path;
}
