// A draft handed on by a section save answers the next read of its phase, once and only shortly.
import { describe, expect, it } from 'vitest';
import { handOffDraft, handOffLifetimeMs, takeHandedOffDraft } from './draft-handoff';
import { getUserSession, type SessionData } from './drafts';
import { fakeApi, ok } from './testing/fake-api';

// Only which draft comes back matters here, not its sections.
const saved = { uuid: '0b6f0c3e-6f0e-4d0a-9a52-1b8c8a4f0c11', phase: 1, attributes: {}, updated_at: '2026-11-22T11:00:00+09:00' } as unknown as SessionData;
const stored = { ...saved, updated_at: '2026-11-22T10:00:00+09:00' };

describe('draft hand-off', () => {
  it('answers the next read of the phase without a request, then reads again', async () => {
    const api = fakeApi({ 'GET /user_session/1': ok(stored) });
    handOffDraft(api.client, saved);
    expect(await getUserSession(api.client, 1)).toEqual(saved);
    expect(api.count('GET /user_session/1')).toBe(0);
    expect(await getUserSession(api.client, 1)).toEqual(stored);
    expect(api.count('GET /user_session/1')).toBe(1);
  });

  it('is kept per client and per phase', () => {
    const one = fakeApi({});
    const other = fakeApi({});
    handOffDraft(one.client, saved);
    expect(takeHandedOffDraft(other.client, 1)).toBeNull();
    expect(takeHandedOffDraft(one.client, 2)).toBeNull();
    expect(takeHandedOffDraft(one.client, 1)).toEqual(saved);
  });

  it('is dropped when the read comes too late', () => {
    const api = fakeApi({});
    handOffDraft(api.client, saved, 1_000);
    expect(takeHandedOffDraft(api.client, 1, 1_000 + handOffLifetimeMs + 1)).toBeNull();
    handOffDraft(api.client, saved, 1_000);
    expect(takeHandedOffDraft(api.client, 1, 1_000 + handOffLifetimeMs)).toEqual(saved);
  });
});
