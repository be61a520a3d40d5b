// The addition's section pages are the normal flow's pages for the addition's draft (phase 2, back
// to /after/step): this sets their flow.
import type { ReactNode } from 'react';
import { flows } from '#shared/flows';
import { SectionFlowProvider } from '../../shared/sections/section-flow';

export function AdditionSection({ children }: { children: ReactNode }) {
  return <SectionFlowProvider flow={flows.addition}>{children}</SectionFlowProvider>;
}
