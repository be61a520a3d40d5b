// The pages of the /error/... routes other than the login errors (spec §2), and the error pages
// the shell shows in place of a page (the generic one, spec §8's 'Unknown middleware', the 404
// page, the request to log in): one chunk, which the first page does not carry.
import { Link } from 'wouter';
import { topPathOf } from '#machines/error-paths';
import { buttonLabels, errorPageContent } from '#shared/errors/error-page-content';
import type { RouteName } from '#shared/routes';
import { primaryButton } from '../../../components/button.css';
import { PendingContent } from '../../../layout/pending-content';
import { rememberedStartPath } from '../../../routing/route-context';
import { useRouteSession } from '../../../session/current-route-session';
import { knownAuth } from '../../../session/route-session-store';
import { ErrorPage } from './error-page';
import { ErrorView } from './error-view';
import { LoginErrorPage } from './login-error-page';
import { isLoginErrorRoute } from './login-error-routes';

export { ErrorPage } from './error-page';
export { UnknownMiddlewarePage } from './unknown-middleware-page';
export { NotFoundPage } from '../not-found-page';
export { LoginRequiredPage } from '../login-required-page';

/**
 * /error/expired, where every 408 leads (spec §4/§8). It shows the 408 texts itself: the
 * error-routing machine, given a 408, would redirect here again.
 */
export function ExpiredPage() {
  const session = useRouteSession();
  if (session.status === 'loading') return <PendingContent />;
  const hasUserSession = knownAuth(session)?.authenticated ?? false;
  const content = errorPageContent({ status: 408, pageKind: 'other', hasUserSession, destination: 'top' });
  return (
    <ErrorView
      status={408}
      title={content.title}
      lead={content.lead}
      illustration={content.illustration}
      action={
        // It only leads to the top page: a link, as on the 404 page (WCAG 4.1.2).
        <Link href={topPathOf(rememberedStartPath())} className={primaryButton}>
          {buttonLabels.top}
        </Link>
      }
    />
  );
}

/** /error/confirmation: the input error met on a confirm page (spec §8: the 403 texts). */
export function ConfirmationErrorPage() {
  return <ErrorPage status={403} flow="normal" pageKind="confirm" />;
}

/** The page of an /error/... route. */
export function ErrorRoutePage({ route }: { route: RouteName }) {
  if (route === 'error-expired') return <ExpiredPage />;
  if (route === 'error-confirmation') return <ConfirmationErrorPage />;
  if (isLoginErrorRoute(route)) return <LoginErrorPage route={route} />;
  throw new Error(`${route} is not an error route`);
}
