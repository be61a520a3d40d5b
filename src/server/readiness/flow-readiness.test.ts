// Without a signing provider to ask (production identity providers, no signing client yet), the
// readiness answer says the check could not be made rather than guessing (issue 28).
import { describe, expect, it } from 'vitest';
import { shippedProcedures } from '#shared/procedures';
import { unconfiguredSigningProvider } from '../signing/signing-provider';
import { flowReadiness } from './flow-readiness';

describe('flow readiness without a signing provider', () => {
  it('answers unavailable and blocks nothing', async () => {
    const answer = await flowReadiness(
      { signing: unconfiguredSigningProvider, applications: { listForUser: async () => [] }, procedures: shippedProcedures },
      { userId: 'u', signer: { providerId: '', subject: 's' }, now: new Date('2026-11-20T03:00:00Z'), counter: null, query: { phase: 1 } },
    );
    expect(answer).toEqual({ phase: 1, signing_check: 'unavailable', signing: null, filed_application: null, cancellation: null, blockers: [], counter: null });
  });
});
