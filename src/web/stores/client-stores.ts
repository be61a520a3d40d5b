// The client stores of spec §3 ("other client stores"). The CSRF token has its own store in
// ../api/csrf-token-store; everything else lives here, all made by the one factory.
import type { components } from '#shared/api/schema';
import { createKeyValueStore, createStore, type Persistence } from './create-store';

/** Which top page's start button the resident used: the error page's 'top' goes back there (spec §2). */
export const startButtonTypes = ['index', 'index01'] as const;
export type StartButtonType = (typeof startButtonTypes)[number];

/** The identity-data update in flight (brief §4), kept while the addition flow polls its status. */
export type XidRelation = components['schemas']['XidUpdateRequestResponse'];

/** A field's error text as the form shows it (page-error). */
export type PageErrorText = string;

function localStartButtonType(): Persistence<StartButtonType | null> | undefined {
  // No localStorage outside a browser (unit tests of modules that import this file).
  if (typeof localStorage === 'undefined') return undefined;
  return {
    storage: localStorage,
    key: 'utsuru.start-button-type',
    parse(text) {
      const value: unknown = JSON.parse(text);
      return startButtonTypes.find((type) => type === value);
    },
  };
}

export const promoCodeStore = createStore<string | null>(null);
export const startButtonTypeStore = createStore<StartButtonType | null>(null, { persist: localStartButtonType() });
export const xidRelationStore = createStore<XidRelation | null>(null);

/** Form values by field name of the page on screen. */
export const pageValueStore = createKeyValueStore<unknown>();
/** Choices loaded for the page's fields (e.g. the towns of a prefecture), by field name. */
export const pageOptionValueStore = createKeyValueStore<unknown>();
/** Error texts by field name of the page on screen. */
export const pageErrorStore = createKeyValueStore<PageErrorText>();
/** Scroll position by route path, so Back returns to where the resident was. */
export const pageScrollYStore = createKeyValueStore<number>();
