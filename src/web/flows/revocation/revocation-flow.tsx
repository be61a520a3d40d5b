// The revocation's step pages (/revocation/step, …/confirm, …/promptauth, …/thanks) bound to its
// one actor (shared/step/flow-kit.tsx), with the URL mirroring the machine's state. The application
// to revoke is the `?reception_number=` マイページ's 「申請を取り消す」 links with.
import { pathForState } from '#machines/revocation-flow.machine';
import { flows } from '#shared/flows';
import { createFlowKit } from '../shared/step/flow-kit';
import { createRevocationFlowLogic } from './revocation-flow-logic';

/** The 受付番号 of the page's query, or null. */
export const receptionNumberOf = (search: string): string | null => new URLSearchParams(search).get('reception_number') || null;

export const revocationFlowKit = createFlowKit({
  flow: flows.revocation,
  logic: createRevocationFlowLogic,
  input: () => ({ receptionNumber: receptionNumberOf(window.location.search) }),
  pathForState,
});

export const useRevocationFlow = revocationFlowKit.useFlow;
