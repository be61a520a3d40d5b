// The client stores of spec §3 ("other client stores"). The CSRF token has its own store in
// ../api/csrf-token-store; everything else lives here, all made by the one factory.
import type { components } from '#shared/api/schema';
import { promoCodePattern } from '#shared/promo-code';
import { createKeyValueStore, createStore, type Persistence } from './create-store';

/** Which top page's start button the resident used: the error page's 'top' goes back there (spec §2). */
export const startButtonTypes = ['index', 'index01'] as const;
export type StartButtonType = (typeof startButtonTypes)[number];

/** The identity-data update in flight (brief §4), kept while /loadingupdate polls its status. */
export type XidRelation = components['schemas']['XidUpdateRequestResponse'];

/** A field's error text as the form shows it (page-error). */
export type PageErrorText = string;

type StorageName = 'localStorage' | 'sessionStorage';

function persisted<T>(where: StorageName, key: string, parse: (value: unknown) => T | undefined): Persistence<T> | undefined {
  // No storage outside a browser (unit tests of modules that import this file), or when blocked.
  let storage: Storage;
  try {
    storage = globalThis[where];
  } catch {
    return undefined;
  }
  if (typeof storage === 'undefined') return undefined;
  return { storage, key, parse: (text) => parse(JSON.parse(text)) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A kept relation as xid_data_update_request answered it; anything else is not one. */
export function xidRelationOf(value: unknown): XidRelation | undefined {
  if (!isObject(value)) return undefined;
  const { xid_request_id: id, requested_at: at, poll_interval_seconds: poll, time_limit_seconds: limit } = value;
  if (typeof id !== 'string' || typeof at !== 'string' || typeof poll !== 'number' || typeof limit !== 'number') return undefined;
  return { xid_request_id: id, requested_at: at, poll_interval_seconds: poll, time_limit_seconds: limit };
}

export const startButtonTypeStore = createStore<StartButtonType | null>(null, {
  persist: persisted('localStorage', 'utsuru.start-button-type', (value) => startButtonTypes.find((type) => type === value)),
});
/**
 * The campaign code the resident came with (`?promo=` or the top page), until login saves it as
 * theirs (decision 020, web-identity). In localStorage: the partner login service opens in a new
 * tab, which does not get this tab's sessionStorage.
 */
export const promoCodeStore = createStore<string | null>(null, {
  persist: persisted('localStorage', 'utsuru.promo-code', (value) => (typeof value === 'string' && promoCodePattern.test(value) ? value : undefined)),
});
/** The identity-data update in flight; in sessionStorage, so a reload of /loadingupdate polls the same request. */
export const xidRelationStore = createStore<XidRelation | null>(null, {
  persist: persisted('sessionStorage', 'utsuru.xid-relation', xidRelationOf),
});

/** Form values by field name of the page on screen. */
export const pageValueStore = createKeyValueStore<unknown>();
/** Choices loaded for the page's fields (e.g. the towns of a prefecture), by field name. */
export const pageOptionValueStore = createKeyValueStore<unknown>();
/** Error texts by field name of the page on screen. */
export const pageErrorStore = createKeyValueStore<PageErrorText>();
/** Scroll position by route path, so Back returns to where the resident was. */
export const pageScrollYStore = createKeyValueStore<number>();
