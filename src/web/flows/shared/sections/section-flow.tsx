// Which flow's draft a section page edits: the normal flow's (/personalinfo, /lifeline/{id}) or the
// addition's (/after/personalinfo, /after/lifeline/{id}). The same pages serve both; the after
// routes wrap them in the addition's provider, so their saves carry phase 2, read the phase-2
// draft and lead back to /after/step.
import { createContext, useContext, type ReactNode } from 'react';
import { flows } from '#shared/flows';
import type { DraftFlow } from '../step/draft-flow';

const SectionFlowContext = createContext<DraftFlow>(flows.normal);

export function SectionFlowProvider({ flow, children }: { flow: DraftFlow; children: ReactNode }) {
  return <SectionFlowContext.Provider value={flow}>{children}</SectionFlowContext.Provider>;
}

/** The flow whose draft the section page on screen edits. */
export function useSectionFlow(): DraftFlow {
  return useContext(SectionFlowContext);
}
