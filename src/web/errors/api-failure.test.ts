// The reporter with the real catalogue and the real session-expiry machine; only navigation
// (the machine's provided action) is recorded instead of performed.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionExpiryMachine } from '#machines/session-expiry.machine';
import { ApiError } from '../api/api-error';
import { createStore } from '../stores/create-store';
import type { ClientError } from '#shared/errors/error-catalogue';
import { clientErrorOf, createFailureReporter } from './api-failure';

function setup() {
  const redirects: string[] = [];
  const expiry = createActor(sessionExpiryMachine.provide({ actions: { redirectToExpired: (_, { path }) => void redirects.push(path) } })).start();
  const shown = createStore<ClientError | null>(null);
  return { redirects, shown, expiry, report: createFailureReporter({ shown, expiry }) };
}

const body = (code: string, message = 'x') => ({ status: { code, message } });

describe('clientErrorOf', () => {
  it('classifies an ApiError, an error body and a network failure', () => {
    expect(clientErrorOf('user_info', new ApiError(401, 'AUTH_REQUIRED', 'login required'))).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
    expect(clientErrorOf('/input_confirm', body('SESSION_DESERIALIZE'))).toMatchObject({ status: 500 });
    expect(clientErrorOf('prefs', new TypeError('Failed to fetch'))).toMatchObject({ status: 500 });
  });
});

describe('failure reporter', () => {
  it('shows a shown status in place', () => {
    const { report, shown, redirects } = setup();
    expect(report('application_start', body('BAD_REQUEST'))).toMatchObject({ status: 403 });
    expect(shown.get()).toMatchObject({ status: 403 });
    expect(redirects).toEqual([]);
  });

  it('shows nothing for the 200 cases of spec §8', () => {
    const { report, shown } = setup();
    expect(report('promo_code', body('NOT_FOUND'))).toBeNull();
    expect(report('user_session_form_update', body('TEMPORARILY'))).toBeNull();
    expect(shown.get()).toBeNull();
  });

  it('sends a 408 to the expired page once, without showing it in place', () => {
    const { report, shown, redirects } = setup();
    const past = body('BAD_REQUEST', 'current date is past the move date');
    expect(report('cancel_application_cancellable_confirm', past)).toMatchObject({ status: 408 });
    report('cancel_application_cancellable_confirm', past);
    expect(redirects).toEqual(['/error/expired']);
    expect(shown.get()).toBeNull();
  });
});
