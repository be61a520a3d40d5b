// The way home for a signed-in resident (issue 11): マイページ, where a login lands (the flow
// registry's landing), offered beside the ways to log in or back to the top page.
import { Link } from 'wouter';
import { flows, landingPathOf } from '#shared/flows';

export const myPagePath = landingPathOf(flows.normal);

export function MyPageLink({ className, children = 'マイページへ戻る' }: { className?: string; children?: string }) {
  return (
    <Link href={myPagePath} className={className}>
      {children}
    </Link>
  );
}
