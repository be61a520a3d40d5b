// A section page that has no form to show (the entry is not in this draft, not editable, or
// an earlier section comes first): the reason, and the ways on.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pageHeading, stack } from '../../../layout/page-heading.css';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { defaultReturnTargetOf, returnLabelOf } from './return-to';
import { useSectionFlow } from './section-flow';
import { useReturnTarget } from './use-return-target';

export interface PageLink {
  href: string;
  label: string;
}

export interface SectionNoticeProps {
  /** The document title. */
  title: string;
  heading: string;
  children: ReactNode;
  /** Links before the way back to the step (or confirm) page. */
  links?: readonly PageLink[];
}

/** The way back to where the resident came from: the flow's step page unless `?return_to=` names its confirm page. */
export function ReturnLink() {
  const flow = useSectionFlow();
  const target = useReturnTarget() ?? defaultReturnTargetOf(flow);
  return <Link href={target}>{returnLabelOf(target)}</Link>;
}

export function SectionNotice({ title, heading, children, links = [] }: SectionNoticeProps) {
  useDocumentTitle(title);
  return (
    <>
      <h1 className={pageHeading}>{heading}</h1>
      <div className={stack}>
        {children}
        {links.map((link) => (
          <p key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </p>
        ))}
        <p>
          <ReturnLink />
        </p>
      </div>
    </>
  );
}

/** A section or entry with status 9 (spec §3: cannot edit). */
export function NotEditable({ title, heading }: { title: string; heading: string }) {
  return (
    <SectionNotice title={title} heading={heading}>
      <p>この項目は、いまは修正できません。</p>
    </SectionNotice>
  );
}
