// The app's instances: the shown-failure store, the session-expiry actor, and the reporter pages
// and the shell call (through useApiFailure or directly).
import type { ClientError } from '#shared/errors/error-catalogue';
import type { SessionExpiryEvent } from '#machines/session-expiry.machine';
import { createStore } from '../stores/create-store';
import { createFailureReporter } from './api-failure';
import { deferredActor } from './deferred-actor';

/** The failure shown in place of the current page; the shell clears it on every route change. */
export const shownFailureStore = createStore<ClientError | null>(null);

/**
 * The session-expiry machine's actor, started (and its chunk loaded) by the first API failure;
 * the RESETs of the top pages before it are handed to it then, in order.
 */
export const sessionExpiryActor = deferredActor<SessionExpiryEvent>({
  needs: (event) => event.type === 'API_FAILURE',
  start: () => import('./session-expiry-actor').then(({ startSessionExpiryActor }) => startSessionExpiryActor()),
});

export const reportApiFailure = createFailureReporter({ shown: shownFailureStore, expiry: sessionExpiryActor });
