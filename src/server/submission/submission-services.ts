// One submission service per server flow (src/server/flows/server-flows.ts), by the flow's name:
// each typed with its flow's document.
import type { FlowName } from '#shared/flows';
import type { ServerFlow } from '../flows/server-flow';
import { serverFlowList, type serverFlows } from '../flows/server-flows';
import { createSubmissionService, type SubmissionService, type SubmissionServiceDeps } from './submission-service';

type DocumentOf<F extends { document(...args: never[]): unknown }> = NonNullable<ReturnType<F['document']>>;
export type SubmissionServices = { readonly [Name in FlowName]: SubmissionService<DocumentOf<(typeof serverFlows)[Name]>> };

export function createSubmissionServices(deps: SubmissionServiceDeps, list: readonly ServerFlow[] = serverFlowList): SubmissionServices {
  // Built from the list, so a new flow gets its service; the cast restores each flow's document type.
  return Object.fromEntries(list.map((server) => [server.flow.name, createSubmissionService(server, deps)])) as SubmissionServices;
}
