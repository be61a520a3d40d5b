// The addition flow's effects (issue 13): its calls through the given openapi-fetch client with
// the addition's phase and the way to the identity check, beside what every flow shares
// (shared/step/flow-effects.ts).
import { fromPromise } from 'xstate';
import { additionFlowMachine } from '#machines/addition-flow.machine';
import { flows } from '#shared/flows';
import { pathOf } from '#shared/routes';
import { inputConfirm, receptionIdSave, startAddition, submitAddition } from '../../../api/applications';
import { getUserSession, initializeDraft, tmpSave } from '../../../api/drafts';
import { getUserInfoUpdated } from '../../../api/identity-update';
import { flowEffects, type FlowLogicDeps } from '../../shared/step/flow-effects';

const { phase } = flows.addition;

export function createAdditionFlowLogic(deps: FlowLogicDeps) {
  const { client, navigate } = deps;
  const shared = flowEffects(deps);
  const loadDraft = deps.loadDraft ?? (() => getUserSession(client, phase));
  return additionFlowMachine.provide({
    actors: {
      ...shared.actors,
      loadDraft: fromPromise(({ signal }) => loadDraft(signal)),
      initializeDraft: fromPromise(() => initializeDraft(client, phase)),
      loadIdentity: fromPromise(() => getUserInfoUpdated(client)),
      tmpSave: fromPromise(({ input }) => tmpSave(client, { phase, return_to: input.return_to })),
      inputConfirm: fromPromise(() => inputConfirm(client, phase)),
      startAddition: fromPromise(({ input }) => startAddition(client, input)),
      submitAddition: fromPromise(({ input }) => submitAddition(client, input)),
      receptionIdSave: fromPromise(({ input }) => receptionIdSave(client, { phase, reception_number: input.reception_number })),
    },
    actions: {
      ...shared.actions,
      // Replace: Back from the identity check must not start another addition.
      goToIdentityCheck: () => navigate(pathOf('after-checkinformation'), { replace: true }),
    },
  });
}
