// Pieces the four step pages share: the page heading (which takes focus when the page's view
// changes without a route change, e.g. a signing failure) and where each procedure is edited.
import { useEffect, useRef, type ReactNode } from 'react';
import { shippedProcedures, type ProcedureKind } from '#shared/procedures';
import { pathOf, routes, type RouteName } from '#shared/routes';
import { pageHeading } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';

/** Spec §3: each procedure kind's target route, its registry entry's (the overview for a kind the registry lacks). */
export const procedurePathOf = (procedure: ProcedureKind): string => pathOf(shippedProcedures.entryOf(procedure)?.route ?? 'step');

/** The route table's title of a step route: the document title of its page. */
export function stepTitleOf(name: RouteName): string {
  return routes.find((route) => route.name === name)?.title ?? '';
}

export interface StepHeadingProps {
  /** The document title (the route's title). */
  title: string;
  /** The view of the page; when it changes in place, the heading takes focus so the change is noticed. */
  view: string;
  children: ReactNode;
}

export function StepHeading({ title, view, children }: StepHeadingProps) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    heading.current?.focus();
  }, [view]);
  return (
    <h1 ref={heading} tabIndex={-1} className={pageHeading}>
      {children}
    </h1>
  );
}
