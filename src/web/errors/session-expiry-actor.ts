// The running session-expiry actor (spec §4: a 408 redirects to the expired page), started by
// failure-reporting on the first API failure.
import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionExpiryMachine } from '#machines/session-expiry.machine';
import { inspectOptions } from '../dev/xstate-inspector';

export function startSessionExpiryActor() {
  return createActor(
    sessionExpiryMachine.provide({
      actions: {
        // Replace: Back must not return to the page whose flow has expired.
        redirectToExpired: (_, { path }) => navigate(path, { replace: true }),
      },
    }),
    inspectOptions(),
  ).start();
}
