// Spec §4/§8: a page whose data converts to nothing ("a null session conversion") raises 404 —
// e.g. /lifeline/{id} for a business the draft does not hold. A flow page cannot import the
// common flow's 404 page (no flow imports another), so the shell provides it here and a page
// renders <PageNotFound /> in its place.
import { createContext, useContext, type ReactNode } from 'react';

export const NotFoundPageContext = createContext<ReactNode>(null);

export function PageNotFound() {
  return useContext(NotFoundPageContext);
}
