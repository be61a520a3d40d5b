// The normal flow's effects (issue 10): its calls through the given openapi-fetch client with the
// flow's phase, beside what every flow shares (shared/step/flow-effects.ts). The signing child's calls
// are provided by `provideSigning` (shared/step/signing-logic.ts), which the revocation reuses.
import { fromPromise } from 'xstate';
import { normalFlowMachine } from '#machines/normal-flow.machine';
import { inputConfirm } from '../../../api/applications';
import { createDraft, getUserSession, tmpSave } from '../../../api/drafts';
import { flowEffects, type FlowLogicDeps } from '../../shared/step/flow-effects';
import type { DraftFlow } from '../../shared/step/draft-flow';
import { msUntil, provideSigning } from '../../shared/step/signing-logic';

export { msUntil, type DraftFlow };

/** The flow's machine with every effect provided: what its step pages run. */
export function createFlowLogic(deps: FlowLogicDeps & { flow: DraftFlow }) {
  const { client, flow } = deps;
  const shared = flowEffects(deps);
  const loadDraft = deps.loadDraft ?? (() => getUserSession(client, flow.phase));
  return normalFlowMachine.provide({
    actors: {
      ...shared.actors,
      loadDraft: fromPromise(({ signal }) => loadDraft(signal)),
      createDraft: fromPromise(() => createDraft(client)),
      tmpSave: fromPromise(({ input }) => tmpSave(client, { phase: flow.phase, return_to: input.return_to })),
      inputConfirm: fromPromise(() => inputConfirm(client, flow.phase)),
      signing: provideSigning(deps),
    },
    actions: shared.actions,
  });
}
