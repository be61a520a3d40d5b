// A flow's page opened signed out asks to log in in place, with the flow's services (issue 24).
// A flow page cannot import the common flow's request to log in (no flow imports another), so the
// shell provides it here, as it provides the 404 page (page-not-found.tsx).
import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { FlowDefinition } from '#shared/flows';
import { ChunkLoading } from './chunk-loading';

/** The request to log in for a flow. */
export const LoginRequiredPageContext = createContext<(flow: FlowDefinition) => ReactNode>(() => null);

export function LoginRequired({ flow }: { flow: FlowDefinition }) {
  const loginRequiredPage = useContext(LoginRequiredPageContext);
  return <Suspense fallback={<ChunkLoading />}>{loginRequiredPage(flow)}</Suspense>;
}
