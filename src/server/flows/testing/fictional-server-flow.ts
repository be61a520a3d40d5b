// The server side of the fictional fourth flow (src/shared/testing/fictional-flow.ts): what its
// folder src/server/flows/<flow>/ would export, made of the normal flow's generic pieces. Its
// draft is the normal flow's new draft under its own phase; only the applicant is written.
import { forwardingFlow } from '#shared/testing/fictional-flow';
import { normalServerFlow } from '../normal/normal-server-flow';
import type { ServerFlow } from '../server-flow';

export const forwardingServerFlow: ServerFlow = {
  ...normalServerFlow,
  flow: forwardingFlow,
  async newDraft(start) {
    const draft = await normalServerFlow.newDraft(start);
    return { ...draft, session: { ...draft.session, phase: forwardingFlow.phase } };
  },
  sectionModes: [1],
};
