// Spec §2: a route change clears every form value and form error, so a page never shows
// what was typed (or wrongly typed) on another page.
import type { Store } from './create-store';
import { pageErrorStore, pageValueStore } from './client-stores';

export function clearFormState(stores: readonly Pick<Store<unknown>, 'reset'>[] = [pageValueStore, pageErrorStore]): void {
  for (const store of stores) store.reset();
}
