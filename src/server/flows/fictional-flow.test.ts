// Issue 25 point 5: the server takes a fourth flow from its registry entry and its ServerFlow,
// with no edit outside them but the server flow table. The table is handed in here; the shipped
// one (serverFlowList, serverFlowOfPhase) is the same function over the shipped flows.
import { describe, expect, it } from 'vitest';
import { flowList } from '#shared/flows';
import { forwardingFlow } from '#shared/testing/fictional-flow';
import { defaultPhases } from '../auth/providers';
import { createSubmissionServices } from '../submission/submission-services';
import type { SubmissionServiceDeps } from '../submission/submission-service';
import type { DraftStart } from './server-flow';
import { serverFlowList, serverFlows, serverFlowTableOf } from './server-flows';
import { forwardingServerFlow } from './testing/fictional-server-flow';
import { testProfile } from './normal/testing/fresh-draft';

const withForwarding = [...flowList, forwardingFlow];
const table = serverFlowTableOf(withForwarding, { ...serverFlows, [forwardingFlow.name]: forwardingServerFlow });

const start: DraftStart = {
  userId: 'user-1',
  uuid: '00000000-0000-4000-8000-000000000004',
  now: new Date('2026-11-20T01:00:00Z'),
  receptionNumber: undefined,
  users: { findProfile: <T>() => Promise.resolve(testProfile as T) },
  applications: { listForUser: () => Promise.resolve([]) },
  drafts: { loadDraft: () => Promise.resolve(null) },
  procedures: undefined as never,
};

describe('a fourth flow on the server', () => {
  it('is found by its phase, as user_session_initialize and the draft handlers look a flow up', () => {
    expect(table.ofPhase(forwardingFlow.phase)).toBe(forwardingServerFlow);
    expect(table.list).toEqual([...serverFlowList, forwardingServerFlow]);
  });

  it('begins its own draft, under its phase, through the table', async () => {
    const draft = await table.ofPhase(forwardingFlow.phase).newDraft(start);
    expect(draft.session.phase).toBe(forwardingFlow.phase);
    expect(draft.session.uuid).toBe(start.uuid);
  });

  it('gets its submission service from the list', () => {
    const services: Record<string, unknown> = createSubmissionServices({} as SubmissionServiceDeps, table.list);
    expect(Object.keys(services)).toEqual(withForwarding.map((flow) => flow.name));
  });

  it('is offered the login providers its entry lists, and no other', () => {
    expect(defaultPhases('mint', withForwarding)).toContain(forwardingFlow.phase);
    expect(defaultPhases('', withForwarding)).toContain(forwardingFlow.phase);
    expect(defaultPhases('lp', withForwarding)).not.toContain(forwardingFlow.phase);
  });

  it('cannot be in the registry without a server flow: the table is where it is added', () => {
    expect(() => serverFlowTableOf(withForwarding, serverFlows)).toThrow(`the flow ${forwardingFlow.name} has no server flow`);
  });
});
