// The revocation flow's effects (issue 14): its calls through the given openapi-fetch client and
// the signing child with cancel_application_start / cancel_application and reception_id_save
// phase 3, beside what every flow shares (shared/step/flow-effects.ts).
import { fromPromise } from 'xstate';
import { revocationFlowMachine } from '#machines/revocation-flow.machine';
import { flows } from '#shared/flows';
import { getApplications } from '../../api/applications';
import { cancelApplication, cancelApplicationStart, cancelInput, cancelInputConfirm, cancelSessionSave, cancellableConfirm, initializeRevocation, saveRevocationChoice } from '../../api/revocation';
import { flowEffects, type FlowLogicDeps } from '../shared/step/flow-effects';
import { provideSigning } from '../shared/step/signing-logic';

export function createRevocationFlowLogic(deps: FlowLogicDeps) {
  const { client } = deps;
  const shared = flowEffects(deps);
  return revocationFlowMachine.provide({
    actors: {
      ...shared.actors,
      loadApplications: fromPromise(async () => (await getApplications(client)).applications),
      saveChoice: fromPromise(({ input }) => saveRevocationChoice(client, input)),
      initializeRevocation: fromPromise(({ input }) => initializeRevocation(client, input.reception_number)),
      cancellableConfirm: fromPromise(() => cancellableConfirm(client)),
      loadInput: fromPromise(() => cancelInput(client)),
      inputConfirm: fromPromise(({ input }) => cancelInputConfirm(client, input)),
      sessionSave: fromPromise(({ input }) => cancelSessionSave(client, input)),
      signing: provideSigning({ ...deps, flow: flows.revocation, calls: { start: cancelApplicationStart, submit: cancelApplication } }),
    },
    actions: shared.actions,
  });
}
