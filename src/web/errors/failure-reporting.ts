// The app's instances: the shown-failure store, the running session-expiry actor, and the
// reporter pages and the shell call (through useApiFailure or directly).
import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { ClientError } from '#shared/errors/error-catalogue';
import { sessionExpiryMachine } from '#machines/session-expiry.machine';
import { createStore } from '../stores/create-store';
import { createFailureReporter } from './api-failure';

/** The failure shown in place of the current page; the shell clears it on every route change. */
export const shownFailureStore = createStore<ClientError | null>(null);

export const sessionExpiryActor = createActor(
  sessionExpiryMachine.provide({
    actions: {
      // Replace: Back must not return to the page whose flow has expired.
      redirectToExpired: (_, { path }) => navigate(path, { replace: true }),
    },
  }),
).start();

export const reportApiFailure = createFailureReporter({ shown: shownFailureStore, expiry: sessionExpiryActor });
