// Spec §8: a layout that names a login check (middleware) the app does not have gives the 500
// page with 'Unknown middleware'. It is a wiring mistake, never the resident's: no page of that
// layout is shown, because the check it asked for could not run.
import { ErrorPage } from './error-page';

/** Spec §8 fixes this text. */
export const unknownMiddlewareText = 'Unknown middleware';

export function UnknownMiddlewarePage() {
  // The layout is unknown, so is its flow: the normal flow's 500 (as for a page that throws).
  return <ErrorPage status={500} flow="normal" pageKind="other" englishNote={unknownMiddlewareText} />;
}
